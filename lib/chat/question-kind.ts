/**
 * What a question asks for, read from its form alone: a duration ("how long", "how soon", "how
 * quickly", "turnaround", "how many weeks"), an amount ("how much does", "price", "cost", "fee"),
 * a percentage, opening or support hours ("will your office be open then?"), a count ("how many
 * pages"), an e-mail address or a phone number to reach, whether the company offers something ("do you",
 * "can you", "are you providing"), or what a term means ("what is", "explain"). The answer step
 * looks for a sentence that states that kind of fact; retrieval favours a service's own page for
 * an offer question.
 */
import type { FactKind } from './fact-kinds';

export type AskedKind = Exclude<FactKind, 'name'> | 'year' | 'count' | 'email' | 'phone' | 'postcode' | 'list' | 'offer' | 'explain';

/**
 * Checked in order: "how many hours" is a duration before "hours" is opening hours, "how much %" a
 * percentage before an amount. "Timeline" asks how long something takes, unless it is the
 * company's own ("your growth timeline").
 */
const FORMS: readonly [AskedKind, RegExp][] = [
  // How much a visitor can save is said as a share of what they pay ("cut costs by 20–40%").
  // So is how much less they pay: "reduce our bill by how much?", "how much cheaper will it get?".
  [
    'percentage',
    /%|\bper ?cent(age)?\b|\b(?:by )?what (share|proportion|fraction)\b|\bhow much (?:[\p{L}']+\s+){0,3}(?:save|saving|savings|reduce|cut|lower)\b|\b(?:save|reduce|cut|lower)\b.{0,40}\bby how much\b|\bhow much (?:cheaper|less|lower|smaller)\b/iu,
  ],
  [
    'duration',
    /\bhow (long|soon|quick(ly)?|fast)\b|\bturn ?around\b|(?<!\b(?:your|our|growth|company|history)\s)\btime ?line\b|\bhow much time\b|\bhow many (minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b|\b(lead|delivery|response|reply|set-?up) time\b|\bexperienced?\b|\bwithin how\b|\bby when\b|\bwhen (will|would|can|do|does|should) (i|we|you|u|someone|your team)\b.*\b(hear|reply|respond|get back|revert|answer)/i,
  ],
  [
    'hours',
    /\b(office|business|working|opening|support) (hours|timings?)\b|\btimings?\b|\bwhat time\b|\b(are|r) (you|u) open\b|\bopen (on|at|till|until|after|before|then|today|tomorrow|now)\b|\b(be|stay|remain|is|are) (open|closed)\b|\bhours (for|of)\b|\bwhen (is|are) .*\b(open|available)\b/i,
  ],
  ['amount', /\bhow much (does|do|is|are|will|would|for|it|to|money|per)\b|\bcosts?\b|\bpric(e|es|ing)\b|\bcharges?\b|\bfees?\b|\brates?\b|\btariffs?\b|\bbudget\b|\bquote\b|₹|\brupees\b/i],
  ['year', /\bsince when\b|\b(what|which) year\b|\bhow old is\b|\bwhen (was|were|did|had)\b.*\b(found(ed)?|start(ed)?|establish(ed)?|incorporated|set up|beg[ai]n|launch(ed)?)\b/i],
  ['count', /\bhow many\b|\bnumber of\b/i],
  ['email', /\b(e-?mail|mail) (id|address)\b|\b(which|what) e-?mail\b|\bwhere (should|do|can|to) (i|we) (send|e-?mail|mail)\b|\be-?mail (you|u|your team) at\b/i],
  ['postcode', /\b(pin ?codes?|postal codes?|zip ?codes?|postcodes?)\b/i],
  ['phone', /\b(phone|mobile|contact|whatsapp|telephone) (number|no)\b|\bnumber to call\b|\bcall (you|u) on\b/i],
  // "Which clouds do you support?", "what languages can the bot speak?": several things, named in a list.
  ['list', /^\W*(?:(?:hi|hello|sir|madam|pls|please|kindly)\W+)*(?:which|what)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]{3,}s\s+(?:do|does|can|could|will|would|are|r|is)\b/iu],
  [
    'offer',
    /^\W*(?:(?:hi|hello|sir|madam|pls|please|kindly)\W+)*(?:tell me\W+)?(do|does|can|could|will|would|are|r|is)\s+(you|u|ur|your (team|company)|maninfini)\b|\bsomething (you|u) (provide|offer|do)\b|\b(you|u) (offer|provide|do|support|build|sell|handle|have)\b/i,
  ],
  ['explain', /^\W*(?:(?:hi|hello|sir|pls|please|kindly)\W+)*(?:tell me\W+)?(what (is|are|does)|what's|whats|explain|define|meaning of|tell me about)\b|\bmeaning\b|\bstands? for\b/i],
];

/**
 * Price words that ask for no amount: a change of prices ("can u increase the price of my plan?",
 * "price hike", "revise the rates") asks about the terms for changing them, and whether a price
 * includes something ("do the prices include GST?", "is tax extra?") asks what it covers; "how
 * much extra" still asks an amount.
 */
const PRICE_CHANGE = /\b(increas\w*|rais\w*|hike\w*|chang\w*|revis\w*)\s+(?:\w+\s+){0,2}(pric|rate|fee|charge|tariff)\w*|\b(pric|rate|fee|charge|tariff)\w*\s+(increase|rise|hike|change|revision)s?\b/i;

const PRICE_COVERS = /\b(includ\w*|exclud\w*|inclusive|exclusive|extra)\b/i;
const noAmount = (question: string) => PRICE_CHANGE.test(question) || (PRICE_COVERS.test(question) && !/\bhow much\b/i.test(question));

export function askedKind(question: string): AskedKind | null {
  return FORMS.find(([kind, form]) => form.test(question) && !(kind === 'amount' && noAmount(question)))?.[0] ?? null;
}

/** A name in a list: a capitalised word, or up to three ("Google Cloud"). */
const NAME_IN_LIST = String.raw`[A-Z][\p{L}\d.+/&-]*(?:\s[A-Z][\p{L}\d.+/&-]*){0,2}`;
const LIST = new RegExp(String.raw`(?<![\p{L}\d])${NAME_IN_LIST},\s(?:${NAME_IN_LIST},\s)*${NAME_IN_LIST},?\s(?:and|or)\s\p{L}`, 'u');
/**
 * Whether a text names several things in a row, each by its name ("AWS, Azure and Google Cloud",
 * "Zoho, HubSpot and Salesforce", "English, Hindi, Kannada and more"), not a list of what it does
 * ("migration support, operations and optimisation").
 */
export const namesSeveral = (text: string) => LIST.test(text);

/** A question about the articles ("ur blog", "the post") or about what a term means ("what is WER?") is not put to the company. */
const ABOUT_TERMS = /\b(explain|meaning|means?|define|definition|what (is|are|does)|what's|whats)\b/i;
const YOU = new Set(['you', 'u', 'your', 'ur']);
const COMPANY_PLACE = /\b(your|ur)\s+(?:[\p{L}-]+\s+)?(office|offices|company|team|staff|employees|branch|branches|premises|building)\b/iu;

/**
 * How a question is put to the company, which its own pages answer and an article (describing the
 * world, not the company) does not: `firmly` when it asks what the company does or has ("do u take
 * interns?", "which clouds do you support?", "is there parking at ur office?"), `loosely` when it
 * only addresses it ("once you detect an attack…", "how do I know ur model works?"), null when it
 * does neither, or asks about the articles or what a term means. One reading for both steps:
 * retrieval ranks articles lower for either strength; the answer step quotes no article for a
 * firm one.
 */
export function putToCompany(question: string, kind: AskedKind | null = askedKind(question)): 'firmly' | 'loosely' | null {
  const words = wordsIn(question);
  if (words.some((w) => DOCUMENT_WORDS.has(w)) || kind === 'explain' || ABOUT_TERMS.test(question)) return null;
  const addressed = words.some((w) => YOU.has(w));
  if (kind === 'offer' || (kind === 'list' && addressed) || COMPANY_PLACE.test(question)) return 'firmly';
  return addressed ? 'loosely' : null;
}

/** Whether a kind is a quantity an answer states in figures. */
export const isQuantity = (kind: AskedKind | null): kind is Exclude<FactKind, 'name'> => kind === 'duration' || kind === 'amount' || kind === 'percentage' || kind === 'hours';

/** The kinds of question an answer states a figure for: a quantity, a count, an e-mail address, a phone number. */
export type FigureKind = Exclude<AskedKind, 'list' | 'offer' | 'explain'>;
export const isFigure = (kind: AskedKind | null): kind is FigureKind => kind !== null && kind !== 'list' && kind !== 'offer' && kind !== 'explain';
/** The kinds whose answer is the figure itself: an e-mail address, a phone number, a postal code. */
export const isIdentifier = (kind: AskedKind | null) => kind === 'email' || kind === 'phone' || kind === 'postcode';

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
 * Per kind of figure asked, the words that only say which figure: the unit of a price ("per
 * month"), the company's own office or business whose hours are asked, what an address or a
 * number is called. "Will your office be open then?" asks for the business hours, whatever the
 * passage that states them says of an office.
 */
export const KIND_WORDS: Partial<Record<AskedKind, ReadonlySet<string>>> = {
  amount: new Set('per month months monthly year years yearly annual annually annum one-time onetime'.split(' ')),
  hours: new Set('office business working opening work hours hour timing timings open closed'.split(' ')),
  postcode: new Set('pincode pin code codes postal postcode postcodes zip zipcode address'.split(' ')),
  email: new Set('email e-mail mail id address'.split(' ')),
  phone: new Set('phone number no mobile telephone contact call'.split(' ')),
};

/**
 * Words that say where the answer is written rather than what it is about ("your article on
 * LLMs", "the edge computing post"): no page calls itself an article, so they are not asked of a
 * passage, and a question naming one is about the site's articles.
 */
export const DOCUMENT_WORDS: ReadonlySet<string> = new Set('article articles blog blogs post posts write-up writeup'.split(' '));

/** A text's words, lower case. */
export const wordsIn = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).map((w) => w.toLowerCase());

/** The sentences of a message that ask (with a question mark or a question word), or the whole message when none does. */
export function askingSentences(message: string): string[] {
  const sentences = message.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  const asking = sentences.filter((s) => s.trim().endsWith('?') || /^\W*(what|which|how|who|whom|where|when|why|can|could|do|does|is|are|will|would|should)\b/i.test(s));
  return asking.length ? asking : [message];
}

/** Prepositions end the visitor's own thing: "our backend" in "our backend in PHP" is theirs, "PHP" is asked. */
const PREPOSITION = /\b(?:in|with|for|on|at|to|from|by|of|into|about|using|via|through|and|or|but|so|what|how|when|which|can|could|do|does|will|would|is|are)\b/i;
/** The clause a description of the visitor runs to: it ends where the question itself starts again. */
const CLAUSE_END = /\b(?:and|but|so|what|how|when|which|can|could|do|does|will|would|is|are)\b/i;

/**
 * The words a visitor uses for their own situation, which no page needs to use, in two kinds.
 * `described`: a clause in which they say what they are, have or did ("we are a spice trader in
 * Kochi", "I submitted the enquiry yesterday evening", "we're based in Pune"): it tells who asks,
 * not what; so does the thing of theirs a request is for or a clause starts with ("for my new
 * bakery", ", our finance team needs it"). `owned`: the thing of theirs a verb acts on, up to a
 * preposition ("delete my personal data", "build our backend in PHP"): what the question is
 * about, so only a word no page uses is left out of it.
 */
export function visitorContext(question: string): { described: Set<string>; owned: Set<string> } {
  const described = new Set<string>();
  const owned = new Set<string>();
  // "I" and "we" alone ask ("Can I visit…", "Can we pay…"); with a verb of being, having or a past deed they describe.
  // The deed itself is part of it ("submitted"), as is why they ask ("need it for a courier").
  const describing =
    /\b(?:we(?:'re| are| have| run| own| sell| make| were| had)|i(?:'m| am| have| run| own| sell| make| was| had)|(?:based|located) in|need (?:it|this|that|them) (?:for|to)|(?:i|we)(?= (?:\p{L}+ed|got|sent|made|bought|wrote|took|saw|read|met|paid)\b))\b([^,.;:?!]*)/giu;
  for (const match of question.matchAll(describing)) for (const word of wordsIn(match[1]!.split(CLAUSE_END)[0]!)) described.add(word);
  for (const match of question.matchAll(/(^|[,;:]\s*|\b(?:for|in|at|within|across)\s+|\b)(?:my|our|mine|ours)\b([^,.;:?!]*)/gi)) {
    // The visitor's thing a request is for ("for our customer care line") or a clause starts with
    // (", our finance team needs it") describes them; the thing a verb acts on ("delete my data") is asked about.
    const thing = wordsIn(match[2]!.split(PREPOSITION)[0]!);
    for (const word of thing) (match[1] ? described : owned).add(word);
  }
  return { described, owned };
}

/**
 * What a question says besides what it asks. `situation`: how the visitor describes themselves
 * (`visitorContext`) and the sentences before the one that asks ("I can only call before my shift.
 * Will your office be open then?"): it weighs less, and a word no page uses there is no subject.
 * `owned`: the visitor's own things, where only a word no page uses is left out. `condition`: a
 * clause the question opens with that sets the scene ("If I ask you to delete my data, how soon
 * will you reply?"): it says which passage, while the answer is the sentence about the rest.
 */
export function questionParts(question: string): { asking: string; situation: Set<string>; owned: Set<string>; condition: Set<string> } {
  const sentences = askingSentences(question);
  const asking = sentences.join(' ');
  const inAsking = new Set(wordsIn(asking));
  const { described, owned } = visitorContext(asking);
  const situation = new Set([...wordsIn(question).filter((w) => !inAsking.has(w)), ...described]);
  const condition = new Set<string>();
  for (const sentence of sentences) {
    // The clause ends at a comma, or, as typed on a phone without one, where the question starts ("once you detect an attack how long…").
    const opening = /^\W*(?:if|when|once|after|before|since|as soon as|in case)\b([^,]+?)(?:,|(?=\s(?:how|what|when|where|which|who|why|can|could|will|would|do|does|is|are|should|shall)\b))/i.exec(sentence);
    if (opening && /\w/.test(sentence.slice(opening[0].length))) for (const word of wordsIn(opening[1]!)) condition.add(word);
  }
  return { asking, situation, owned, condition };
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
