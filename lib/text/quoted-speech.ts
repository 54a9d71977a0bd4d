/**
 * Whether a line is someone else's words: a whole line in quotation marks, as a client's review is
 * written on the service pages. A review tells how one client's project went ("we moved 40
 * services … in four months"); it is not what the company offers, charges or promises, so the
 * assistant does not answer with it when its own words say it, and questions are not generated
 * from it.
 */
const QUOTED_LINE = /^[“"][^“”"]{20,}[”"]$/u;

export const isQuotedSpeech = (line: string): boolean => QUOTED_LINE.test(line.trim());
