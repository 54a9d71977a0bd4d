/**
 * What a question asks for, read from its form alone: a duration ("how long", "how soon", "how
 * quickly", "turnaround", "how many weeks"), an amount ("how much does", "price", "cost", "fee"),
 * a percentage, opening or support hours, whether the company offers something ("do you",
 * "can you", "are you providing"), or what a term means ("what is", "explain"). The answer step
 * looks for a sentence that states that kind of fact; retrieval favours a service's own page for
 * an offer question.
 */
import type { FactKind } from './fact-kinds';

export type AskedKind = Exclude<FactKind, 'name'> | 'offer' | 'explain';

/**
 * Checked in order: "how many hours" is a duration before "hours" is opening hours, "how much %" a
 * percentage before an amount. "Timeline" asks how long something takes, unless it is the
 * company's own ("your growth timeline").
 */
const FORMS: readonly [AskedKind, RegExp][] = [
  ['percentage', /%|\bper ?cent(age)?\b|\bby what (share|proportion)\b/i],
  [
    'duration',
    /\bhow (long|soon|quick(ly)?|fast)\b|\bturn ?around\b|(?<!\b(?:your|our|growth|company|history)\s)\btime ?line\b|\bhow much time\b|\bhow many (minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b|\b(lead|delivery|response|reply|set-?up) time\b|\bexperienced?\b|\bwithin how\b/i,
  ],
  ['hours', /\b(office|business|working|opening|support) (hours|timings?)\b|\btimings?\b|\bwhat time\b|\b(are|r) (you|u) open\b|\bopen on\b|\bhours (for|of)\b|\bwhen (is|are) .*\b(open|available)\b/i],
  ['amount', /\bhow much (does|do|is|are|will|would|for|it|to|money|per)\b|\bcosts?\b|\bpric(e|es|ing)\b|\bcharges?\b|\bfees?\b|\brates?\b|\btariffs?\b|\bbudget\b|\bquote\b|₹|\brupees\b/i],
  [
    'offer',
    /^\W*(?:(?:hi|hello|sir|madam|pls|please|kindly)\W+)*(?:tell me\W+)?(do|does|can|could|will|would|are|r|is)\s+(you|u|ur|your (team|company)|maninfini)\b|\bsomething (you|u) (provide|offer|do)\b|\b(you|u) (offer|provide|do|support|build|sell|handle|have)\b/i,
  ],
  ['explain', /^\W*(?:(?:hi|hello|sir|pls|please|kindly)\W+)*(?:tell me\W+)?(what (is|are|does)|what's|whats|explain|define|meaning of|tell me about)\b|\bmeaning\b|\bstands? for\b/i],
];

export function askedKind(question: string): AskedKind | null {
  return FORMS.find(([, form]) => form.test(question))?.[0] ?? null;
}

/** Whether a kind is a quantity an answer states in figures. */
export const isQuantity = (kind: AskedKind | null): kind is Exclude<FactKind, 'name'> => kind === 'duration' || kind === 'amount' || kind === 'percentage' || kind === 'hours';

/**
 * Words that say what kind of answer is wanted, or that a request is made, rather than what it is
 * about ("timeline", "charges", "provide", "meaning"): a page need not use them for the question to
 * be about something it covers.
 */
export const ASKING_WORDS: ReadonlySet<string> = new Set(
  (
    'long soon quick quickly fast time timeline timelines turnaround duration minutes hours days weeks months years much cost costs ' +
    'price prices pricing charge charges fee fees rate rates tariff percent percentage share timings timing open available ' +
    'offer offering offers provide providing provided do does doing help support something explain meaning mean means define ' +
    'definition about tell know want need like get give show send kindly please pls sir madam hi hello hey thanks thank ok okay ' +
    'also any anything roughly approximately approx exactly typically usually average estimate estimated'
  ).split(' '),
);

/**
 * The words a visitor uses for their own situation, which no page needs to use: what follows "my",
 * "our", "we are", "I am" up to the end of the clause ("for my new bakery", "we are a spice trader
 * in Kochi").
 */
export function visitorContext(question: string): Set<string> {
  const words = new Set<string>();
  // "I" and "we" alone ask ("Can I visit…", "Can we pay…"); with a verb of being or having they describe.
  const pattern = /\b(?:my|our|mine|ours|we(?:'re| are| have| run| own| sell| make)|i(?:'m| am| have| run| own| sell| make))\b([^,.;:?!]*)/gi;
  for (const match of question.matchAll(pattern)) {
    // The clause ends where the question itself starts again.
    const clause = match[1]!.split(/\b(?:and|but|so|what|how|when|which|can|could|do|does|will|would|is|are)\b/i)[0]!;
    for (const word of clause.match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? []) words.add(word.toLowerCase());
  }
  return words;
}

/** Per kind of question, the words that only say what kind of answer is wanted ("do you offer", "timeline", "meaning"). */
const FORM_WORDS: Partial<Record<AskedKind, RegExp>> = {
  duration: /\b(time ?lines?|turn ?around( times?)?|durations?|take|takes|taking)\b/gi,
  percentage: /\b(per ?cent(age)?|by what)\b/gi,
  hours: /\b(available|availability)\b/gi,
  offer: /\b(something|provid(e|es|ed|ing)|offer(s|ed|ing)?|help( (me|us))?( with)?|available)\b/gi,
  explain: /\b(explain|meaning( of)?|means?|define|definition( of)?|stands? for)\b/gi,
};
const DURATION_PHRASE = /\bhow (long|soon|quick(ly)?|fast)\b|\bhow much time\b|\bhow many (minutes?|hours?|days?|weeks?|months?|years?)\b|\bturn ?around\b/i;

/**
 * The question as retrieval should read it: without the words that only say what kind of answer
 * is wanted, which pages use for other things ("offers" in a catalogue, "timelines" in an
 * article), and with a duration asked in any form put as "how long", the form the query
 * understands (its hint words, weeks and days, help ranking).
 */
export function retrievalText(question: string): string {
  const kind = askedKind(question);
  const form = kind ? FORM_WORDS[kind] : undefined;
  let text = form ? question.replace(form, ' ') : question;
  if (kind === 'duration' && !DURATION_PHRASE.test(text)) text = `${text} how long`;
  return text.replace(/\s+/g, ' ').trim();
}
