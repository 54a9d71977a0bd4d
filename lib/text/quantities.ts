/**
 * The figures a text states: amounts of money, durations, opening or support hours and
 * percentages. Plain reading of English text, with no notion of who asks or why, so it lives
 * beside the other text helpers: the site index's passages use it to tell a list of priced plans
 * (lib/search/passages/page.ts), and the assistant uses it to tell whether a sentence states the
 * figure a visitor asked for (lib/chat/fact-kinds.ts). Neither owns it, and neither may import the other.
 */

export type QuantityKind = 'amount' | 'duration' | 'hours' | 'percentage';

/** A run of a text found by a pattern: its kind, its words as written, and where it stands. */
export type Span<Kind extends string> = { kind: Kind; text: string; start: number; end: number };

export type Quantity = Span<QuantityKind>;

const NUMBER_WORDS = 'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty sixty ninety several'.split(' ');
/** A number word as it may start a sentence ("Four hours") or stand inside one ("four hours"), as a pattern's source. */
export const NUMBER_WORD = [...NUMBER_WORDS.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]), '[Aa] few', '[Aa] couple of'].join('|');
const NUMBER = `(?:\\d+(?:[.,]\\d+)?\\+?|${NUMBER_WORD})`;
const RANGE = `${NUMBER}(?:\\s?(?:[–—-]|to)\\s?${NUMBER})?`;
/** Units of time in lower case: "1 Weeks 1–2" is a step number before the label "Weeks 1–2". */
const UNIT = '(?:working |business |calendar )?(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|quarters?)';

/**
 * Each kind as patterns over a text; where two overlap, the earlier pattern wins. Money is written
 * in rupees ("₹25,000", "₹1,00,000", "36,000 rupees"); a duration is a number or a range with a
 * unit of time ("2–4 weeks", "15-minute", "a few working days", "Weeks 1–2", a video's
 * "Length 8:45"); hours are a time range, a day's hours or "24/7".
 */
const PATTERNS: readonly [QuantityKind, RegExp][] = [
  ['amount', /₹\s?\d{1,3}(?:,\d{2,3})*(?:\.\d+)?(?:\s?(?:lakh|crore))?|\b\d{1,3}(?:,\d{2,3})*(?:\s(?:lakh|crore))?\srupees\b/gu],
  ['percentage', /\b\d+(?:\.\d+)?(?:\s?[–—-]\s?\d+(?:\.\d+)?)?\s?%/gu],
  ['hours', /\b\d{1,2}(?::\d{2})?\s?(?:AM|PM|am|pm)\s?[–—-]\s?\d{1,2}(?::\d{2})?\s?(?:AM|PM|am|pm)(?:\s?IST)?|\b24\/7\b|\b24x7\b/gu],
  ['duration', /\b(?:[Ww]eeks?|[Dd]ays?|[Mm]onths?)\s\d+(?:\s?(?:[–—-]|to)\s?\d+)?\b/gu],
  ['duration', new RegExp(`(?<![\\w.,])${RANGE}(?:-|\\s)${UNIT}\\b`, 'gu')],
  ['duration', /(?<=\b[Ll]ength\s)\d{1,2}:\d{2}\b/gu],
];

/** Every match of a global pattern in a text, trimmed, as spans of one kind. */
export function spansOf<Kind extends string>(text: string, kind: Kind, pattern: RegExp): Span<Kind>[] {
  const found: Span<Kind>[] = [];
  for (const match of text.matchAll(pattern)) {
    const value = match[0].trim();
    if (value) found.push({ kind, text: value, start: match.index!, end: match.index! + match[0].length });
  }
  return found;
}

export const overlaps = (a: Span<string>, b: Span<string>) => a.start < b.end && b.start < a.end;

/**
 * The quantities of texts already read: the assistant asks the same passages and sentences for
 * them question after question, and the patterns are the costly part of ranking them. Bounded, as
 * a visit may read many pages.
 */
const known = new Map<string, readonly Quantity[]>();
const KNOWN_TEXTS = 5_000;

/** The amounts, durations, hours and percentages a text states, in the order they stand; an earlier kind wins an overlap. */
export function quantitiesIn(text: string): readonly Quantity[] {
  let found = known.get(text);
  if (!found) {
    if (known.size >= KNOWN_TEXTS) known.clear();
    known.set(text, (found = findQuantities(text)));
  }
  return found;
}

function findQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const [kind, pattern] of PATTERNS) for (const match of spansOf(text, kind, pattern)) if (!found.some((f) => overlaps(f, match))) found.push(match);
  // A day's hours written as "Sunday: emergency support only" or "Mon – Sat: 9:00 AM – 7:00 PM".
  const day = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s?[–—-]\s?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)?:\s*(.+)$/i.exec(text.trim());
  if (day && !found.some((f) => f.kind === 'hours')) {
    const start = text.indexOf(day[1]!);
    found.push({ kind: 'hours', text: day[1]!.trim(), start, end: start + day[1]!.length });
  }
  return found.sort((a, b) => a.start - b.start);
}
