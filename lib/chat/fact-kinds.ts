/**
 * The kinds of fact a sentence can state and a visitor can ask for: an amount of money, a
 * duration, opening or support hours, a percentage, and the name of a thing (an acronym such as
 * "GDPR", a product such as "WhatsApp"). One definition serves the questions generated from the
 * pages (lib/chat/question-generator.ts) and the answer step, which looks in a passage for the
 * kind of fact a question asks for. The quantities are plain text reading, shared with the site
 * index's passages: lib/text/quantities.ts.
 */
import { NUMBER_WORD, overlaps, quantitiesIn, spansOf, type QuantityKind, type Span } from '@/lib/text/quantities';

export type FactKind = QuantityKind | 'name';

/** A fact found in a text: its kind, its words as written, and where it stands. */
export type FactMatch = Span<FactKind>;

/**
 * Acronyms ("GDPR", "ISO/IEC 27001", "SOC 2", "HL7", "AES-256") and names written with an inner
 * capital or a dot ("WhatsApp", "HubSpot", "Next.js"). A run of more than eight capitals is words
 * run together, not an acronym.
 */
const ACRONYM = /\b[A-Z]{2,8}\d*(?:[/-][A-Z]{2,8}\d*)*(?:[\s-]\d{1,5}[A-Z]?)?(?![A-Za-z\d]|[.,]\d)/gu;
const BRAND = /\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b|\b[A-Z][a-z]+\.js\b/gu;
/** A person's name run into a job title ("Prakash MenonCTO") is not a brand. */
const NAME_AND_TITLE = /[a-z](?:[A-Z]{2,}|Head|Founder|Director|Manager|Lead|Chief|Partner|Owner)$/;
/** Capitals that name no product: times of day, job titles ("CTO"), countries, Roman numerals. */
const NOT_NAMES = /^(?:AM|PM|IST|C[A-Z]O|VP|OK|FAQ|US|UK|EU|IT|ID|PC|CV|PO|PIN|II|III|IV|VI|VII|VIII|IX|XI|XII)$/;

/** The names a text mentions: acronyms, brand-like words, and any of the `known` names (a service's or product's own name). */
export function namesIn(text: string, known: readonly string[] = []): FactMatch[] {
  const found: FactMatch[] = [];
  const add = (match: FactMatch) => {
    if (!NOT_NAMES.test(match.text) && !found.some((f) => overlaps(f, match))) found.push(match);
  };
  const lower = text.toLowerCase();
  // Longer known names first, so "WhatsApp Business API" wins over "WhatsApp".
  for (const name of [...known].sort((a, b) => b.length - a.length)) {
    const at = lower.indexOf(name.toLowerCase());
    if (at >= 0 && /^\W?$/.test(lower.slice(at - 1, at).replace(/\s/, '')) && !/\w/.test(lower.charAt(at + name.length))) {
      add({ kind: 'name', text: text.slice(at, at + name.length), start: at, end: at + name.length });
    }
  }
  for (const match of spansOf(text, 'name', ACRONYM)) add({ ...match, text: match.text.replace(/\s+$/, '') });
  for (const match of spansOf(text, 'name', BRAND)) if (match.text.length >= 4 && !NAME_AND_TITLE.test(match.text)) add(match);
  return found.sort((a, b) => a.start - b.start);
}

/** Every fact a text states or names. */
export function factsIn(text: string, knownNames: readonly string[] = []): FactMatch[] {
  const quantities = quantitiesIn(text);
  const names = namesIn(text, knownNames).filter((name) => !quantities.some((q) => overlaps(q, name)));
  return [...quantities, ...names].sort((a, b) => a.start - b.start);
}

const COUNT = new RegExp(`(?<![\\w.,])(?:\\d{1,3}(?:,\\d{2,3})*|\\d+)\\+?(?![\\d%])|\\b(?:${NUMBER_WORD}|hundred|dozens?|unlimited|Unlimited)\\b`, 'gu');
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const PHONE_NUMBER = /\+?\d[\d\s()-]{7,}\d/u;
/** A year of the last two centuries, standing alone ("in 2008", "15 April 2008"), not part of a longer figure or code. */
const YEAR = /(?<!\w|\d[,.])(?:19|20)\d{2}(?!\w|[,.]\d)/u;
/** A postal code: India's six-digit PIN, or a five-digit code (with its four-digit extension). */
const POSTCODE = /(?<!\d|\d[,.])(?:\d{6}|\d{5}(?:-\d{4})?)(?!\d|[,.]\d)/u;

/** Words for no wait at all, a duration of nothing: "start at once", "straight away", "the same day". */
const IMMEDIATE = /\b(?:immediately|at once|straight away|right away|(?:the )?same[ -]day)\b/iu;

/**
 * Whether a text states the figure a question asks for: a quantity of its kind (`quantitiesIn`),
 * a year, an e-mail address, a phone number, a postal code, or for "how many X" a number (or "unlimited") standing with
 * the thing counted, when the text names it (`counted`: whether a text holds it), and with `near`
 * next to the number: in a sentence, "two structured rounds" counts rounds, not the direction
 * named before it.
 */
export function statesFigure(
  kind: 'amount' | 'duration' | 'hours' | 'percentage' | 'year' | 'count' | 'email' | 'phone' | 'postcode',
  text: string,
  counted?: (text: string) => boolean,
  near = false,
): boolean {
  if (kind === 'year') return YEAR.test(text);
  if (kind === 'email') return EMAIL_ADDRESS.test(text);
  if (kind === 'phone') return PHONE_NUMBER.test(text);
  if (kind === 'postcode') return POSTCODE.test(text.replace(PHONE_NUMBER, ' ').replace(/₹\s?[\d,]+/gu, ' '));
  // "How soon can they start?" is answered as well by "at once" or "immediately" as by a number of days.
  if (kind === 'duration' && IMMEDIATE.test(text)) return true;
  const quantities = quantitiesIn(text);
  if (kind !== 'count') return quantities.some((fact) => fact.kind === kind);
  // A count is a number that is not part of a price, a percentage, hours or a duration.
  const numbers = [...text.matchAll(COUNT)].filter((m) => !quantities.some((q) => m.index! < q.end && q.start < m.index! + m[0].length));
  if (!numbers.length || !counted) return numbers.length > 0;
  return near ? numbers.some((m) => counted(wordsAfter(text, m.index!, m.index! + m[0].length))) : counted(text);
}

/** How far after its number the thing counted may stand, in words: "two or three distinct directions". */
const COUNTED_WITHIN = 3;

/** A number and the words after it, up to `COUNTED_WITHIN`: English puts the thing counted after its number. */
function wordsAfter(text: string, start: number, end: number): string {
  const after = text.slice(end).split(/\s+/).filter(Boolean).slice(0, COUNTED_WITHIN);
  return [text.slice(start, end), ...after].join(' ');
}
