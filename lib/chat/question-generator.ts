/**
 * Visitor questions generated from the pages themselves, so the assistant's evaluation grows with
 * the site and measures what it was not tuned on. Every sentence of every indexed page (the
 * content/ files as the build renders them) that states an amount, a duration, hours or a
 * percentage, or names a service, a product or an acronym, gives questions in at least three
 * phrasings ("how long does X take", "X price?", "do you offer X"), some with a visitor's typing
 * slips and chat shorthand. X is made of the sentence's own words nearest the fact (or of the
 * label, heading or page it stands under), the way a visitor who read the page would name it.
 *
 * A question is only as good as its expected answer: when the words of X also stand next to other
 * facts of the same kind on the site ("how long does incident response take": 15 minutes to answer,
 * 2–4 hours to contain), X takes more of its page's words until the answer is one; a fact the
 * site states in several ways ("15 minutes", "15-minute") is accepted in any of them. Everything is
 * seeded by the page and the sentence, so the same pages always give the same questions.
 */
import { isQuotedSpeech } from '@/lib/text/quoted-speech';
import { parentHeadings, processTerm, terms, tokenize, type IndexedPage, type SiteIndex } from '@/lib/search/retrieve';
import { normalise, type EvalQuestion } from './evaluate';
import { factsIn, type FactKind, type FactMatch } from './fact-kinds';
import { hashText, seededRandom, type Random } from '@/lib/text/seeded-random';
import { chatShorthand, typo } from './visitor-typos';

export type SitePage = Pick<IndexedPage, 'url' | 'title' | 'type' | 'tags' | 'sections'>;

/** A generated question: the fact(s) its answer must hold, the pages it may cite, and where it came from. */
export type GeneratedQuestion = EvalQuestion & { kind: FactKind; from: string; sentence: string };

/** A sentence as the generator reads it: its page, the headings above it and the label line before it. */
type Context = {
  page: SitePage;
  heading: string;
  label: string;
  sentence: string;
  facts: FactMatch[];
  /** The index terms of its own heading and its page's name, and of all its headings and its page's name. */
  headed: Set<string>;
  around: Set<string>;
  /** Per fact, the terms of its own part of the sentence (all of it, unless it states several of the kind) and of its label. */
  own: Set<string>[];
};

/** Words that say nothing of what a fact is about: units, quantities, price qualifiers and the verbs facts come with. */
const GENERIC = new Set(
  (
    'take takes taking took cost costs costing start starts started begin begins per month months monthly year years yearly ' +
    'week weeks day days hour hours minute minutes min within typically usually around about roughly approx approximately ' +
    'excluding including include includes plus just only also less more least most get gets make makes made need needs ' +
    'time one-time gst vat tax taxes one two three four five six seven eight nine ten twelve few couple several half length'
  ).split(' '),
);
const SUBJECT_WORDS = 3;
const LABEL_WORDS = 8;
const PHRASINGS = 3;

/** A word of a question's subject, and where it was taken from: the fact's sentence or label, its heading, or its page's name. */
type Word = { token: string; term: string; at: number; from?: 'text' | 'heading' | 'page' };

/**
 * The words of a text that can name a subject: not stop words or GENERIC words, and not numbers,
 * unless `numbers` (a label's or heading's number names its plan: "Up to 500 students").
 */
function contentWords(text: string, offset = 0, numbers = false): Word[] {
  const found: Word[] = [];
  const pattern = numbers ? /\p{L}[\p{L}\p{N}]*(?:[.'’/-][\p{L}\p{N}]+)*|\d+(?:,\d+)*/gu : /\p{L}[\p{L}\p{N}]*(?:[.'’/-][\p{L}\p{N}]+)*/gu;
  for (const match of text.matchAll(pattern)) {
    const token = match[0];
    const term = processTerm(token.split(/[/'’]/)[0]!.replace(/\.js$/i, ''));
    if (term && (numbers || !/^\d/.test(term)) && !GENERIC.has(token.toLowerCase())) found.push({ token, term, at: offset + match.index! });
  }
  return found;
}

/** Every index term of a text, numbers and common words included: what a subject's words are looked for in. */
const termsOf = (text: string) => new Set(terms(text));
const cleanHeading = (heading: string) => heading.replace(/^\d+\s+/, '');
const isLabel = (line: string) => {
  const words = tokenize(line).length;
  return words > 0 && words <= LABEL_WORDS && !/[.!?]$/.test(line.trim());
};
/** The text without its facts. */
const withoutFacts = (sentence: string, facts: readonly FactMatch[]) => facts.reduce((text, f) => text.slice(0, f.start) + ' '.repeat(f.end - f.start) + text.slice(f.end), sentence);
/** A line that is a value and nothing else ("₹25,000 per month", "2–4 weeks", "Weeks 1–2", "99%"). */
const bareValue = (sentence: string, facts: readonly FactMatch[]) => contentWords(withoutFacts(sentence, facts)).length === 0;

/**
 * Whether line `at` labels the value after it, as in a row of figures ("for a logo" / "1–2 weeks" /
 * "for a full brand identity" / "2–4 weeks"): a short line that starts in lower case, or that
 * follows a value or a long sentence. The last of a list of short lines before a price ("Sales
 * analytics" after three other features) is an item of the list, not the price's label.
 */
function labels(lines: readonly string[], at: number): boolean {
  const line = lines[at];
  if (!line || !isLabel(line)) return false;
  const before = lines[at - 1];
  return /^\p{Ll}/u.test(line) || !before || contentWords(before).length === 0 || !isLabel(before);
}

const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[A-Z0-9“"₹])/u;

/**
 * The names the site gives its own services and products: each service page's name, and the
 * headings of the products section (the lists of offerings under them are descriptions, not names).
 */
export function ownNames(pages: readonly SitePage[]): string[] {
  const services = pages.filter((p) => p.type === 'service' && p.tags.length).map((p) => p.title);
  const products = pages.filter((p) => /#products$/.test(p.url)).flatMap((p) => p.sections.filter((s) => s.level >= 3).map((s) => s.heading));
  return [...new Set([...services, ...products])];
}

function contextsOf(pages: readonly SitePage[], names: readonly string[]): Context[] {
  const contexts: Context[] = [];
  for (const page of pages) {
    const pageTerms = termsOf(page.title);
    page.sections.forEach((section, s) => {
      const heading = cleanHeading(section.heading);
      // A heading's words, and the page's name (the heading of the whole page).
      const headed = new Set([...termsOf(heading), ...pageTerms]);
      const around = new Set([...pageTerms, ...headed, ...termsOf(parentHeadings(page.sections, s))]);
      // A step's number before its label ("1 Weeks 1–2") is not part of it.
      const lines = section.text.split('\n').map((line) => line.replace(/^\d\s+(?=\p{Lu})/u, '').trim());
      lines.forEach((line, l) => {
        // A client's review is a story, not a fact a visitor asks the company about.
        if (isQuotedSpeech(line)) return;
        const previous = l > 0 ? lines[l - 1]! : '';
        for (const sentence of line.split(SENTENCE_BREAK)) {
          const facts = factsIn(sentence, names);
          const label = bareValue(sentence, facts) && labels(lines, l - 1) ? previous : '';
          const own = facts.map((fact) => {
            const [from, to] = partOf(sentence, facts, fact);
            return new Set([...termsOf(label), ...termsOf(sentence.slice(from, to))]);
          });
          contexts.push({ page, heading, label, sentence, facts, headed, around, own });
        }
      });
    });
  }
  return contexts;
}

/**
 * The part of a sentence that goes with one of its facts when it states several of a kind ("Starter
 * Cloud is ₹35,000 a month and Business Cloud is ₹85,000"): the words since the previous one, or,
 * when there are none, those up to the next.
 */
function partOf(sentence: string, facts: readonly FactMatch[], fact: FactMatch): [number, number] {
  const same = facts.filter((f) => f.kind === fact.kind);
  if (same.length < 2) return [0, sentence.length];
  const i = same.indexOf(fact);
  const from = i > 0 ? same[i - 1]!.end : 0;
  return contentWords(sentence.slice(from, fact.start)).length ? [from, fact.end] : [fact.start, same[i + 1]?.start ?? sentence.length];
}

/** The words nearest a fact, those before it first: what the fact is about, as its part of the sentence says it. */
function nearestWords(context: Context, fact: FactMatch, limit: number): Word[] {
  const { sentence } = context;
  const [from, to] = partOf(sentence, context.facts, fact);
  const clauseStart = Math.max(from, ...[...sentence.slice(from, fact.start).matchAll(/[,;:()·•]|\s[–—]\s/g)].map((m) => from + m.index! + m[0].length));
  const after = sentence.slice(fact.end, to).search(/[,;:()·•]|\s[–—]\s/);
  const clauseEnd = after < 0 ? to : fact.end + after;
  const pick = (start: number, end: number) =>
    contentWords(sentence.slice(start, end), start)
      .filter((w) => w.at + w.token.length <= fact.start || w.at >= fact.end)
      .map((w) => ({ w, distance: w.at < fact.start ? fact.start - w.at : 1.5 * (w.at - fact.end) }));
  let found = pick(clauseStart, clauseEnd);
  if (found.length < 2) found = pick(from, to);
  return found
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ w }) => ({ ...w, from: 'text' as const }))
    .sort((a, b) => a.at - b.at);
}

/** A page's name as a visitor would say it: its first content words ("cyber security"). */
const topicWords = (page: SitePage) => contentWords(page.title).slice(0, 2).map((w) => ({ ...w, from: 'page' as const }));
const taken = (words: Word[], from: Word['from']) => words.map((w) => ({ ...w, from }));
const addWords = (subject: Word[], more: readonly Word[]) => [...subject, ...more.filter((w) => !subject.some((s) => s.term === w.term))];

/** What a fact is about, in words: from its part of the sentence, else its label, else its heading (and page). */
function subjectOf(context: Context, fact: FactMatch): Word[] {
  if (fact.kind === 'name') {
    // A name's own words count whatever they are ("GST" is a price qualifier elsewhere).
    const named = taken(tokenize(fact.text).flatMap((token, i) => (processTerm(token) ? [{ token, term: processTerm(token)!, at: fact.start + i }] : [])), 'text');
    return addWords(named, nearestWords(context, fact, 2));
  }
  if (!bareValue(context.sentence, context.facts)) return nearestWords(context, fact, SUBJECT_WORDS);
  if (context.label) return taken(contentWords(context.label, 0, true).slice(0, SUBJECT_WORDS), 'text');
  const heading = taken(contentWords(context.heading, 0, true).slice(0, SUBJECT_WORDS), 'heading');
  return heading.length >= 2 ? heading : addWords(heading, topicWords(context.page));
}

/**
 * The facts of a kind the site states with all of a subject's words, and the pages that state
 * each: the words the subject took from a sentence must stand in that fact's own part of a
 * sentence (or its label); those it took from a heading may stand in the fact's heading too, and
 * those of a page's name anywhere on the page.
 */
function statedWith(contexts: readonly Context[], subject: readonly Word[], kind: FactKind, fact: FactMatch): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const wanted = normalise(fact.text);
  const termsFrom = (from: Word['from']) => [...new Set(subject.filter((w) => w.from === from).map((w) => w.term))];
  const [text, heading, page] = [termsFrom('text'), termsFrom('heading'), termsFrom('page')];
  for (const context of contexts) {
    context.facts.forEach((f, i) => {
      if (kind === 'name' ? normalise(f.text) !== wanted : f.kind !== kind) return;
      const terms = context.own[i]!;
      if (!text.every((t) => terms.has(t)) || !heading.every((t) => terms.has(t) || context.headed.has(t)) || !page.every((t) => terms.has(t) || context.around.has(t))) return;
      const key = normalise(f.text);
      if (!found.has(key)) found.set(key, new Set());
      found.get(key)!.add(context.page.url);
    });
  }
  return found;
}

type Template = (subject: string, fact: FactMatch) => string;
const unitOf = (fact: FactMatch) => (/(minute|min|hour|day|week|month|year|quarter)/i.exec(fact.text)?.[1]?.toLowerCase().replace(/^min$/, 'minute') ?? 'week') + 's';

/** Ways of asking for each kind of fact. */
const TEMPLATES: Record<FactKind | 'explain' | 'experience' | 'video', readonly Template[]> = {
  duration: [
    (s) => `How long does ${s} take?`,
    (s) => `how long for ${s}`,
    (s) => `How quickly can you do ${s}?`,
    (s, f) => `${s} - how many ${unitOf(f)}?`,
    (s) => `how soon ${s}?`,
    (s) => `${s} timeline?`,
    (s) => `What is the turnaround time for ${s}?`,
  ],
  amount: [
    (s) => `How much does ${s} cost?`,
    (s) => `${s} price?`,
    (s) => `what are the charges for ${s}`,
    (s) => `How much is ${s}?`,
    (s) => `rate for ${s}?`,
    (s) => `What is the cost of ${s}?`,
  ],
  percentage: [(s) => `What percentage ${s}?`, (s) => `${s} - how much %?`, (s) => `how much ${s} in percent`, (s) => `By what percent ${s}?`],
  hours: [(s) => `What are the hours for ${s}?`, (s) => `${s} timings?`, (s) => `When is ${s} available?`, (s) => `what time ${s}`],
  name: [
    (s) => `Do you offer ${s}?`,
    (s) => `Can you help with ${s}?`,
    (s) => `do you do ${s}`,
    (s) => `Is ${s} something you provide?`,
    (s) => `are you providing ${s}?`,
  ],
  video: [(s) => `How long is the ${s} video?`, (s) => `${s} video length?`, (s) => `duration of the ${s} video`],
  experience: [(s) => `How many years of experience does ${s} have?`, (s) => `${s} experience?`, (s) => `how experienced is ${s}`],
  explain: [(s) => `What is ${s}?`, (s) => `explain ${s}`, (s) => `${s} meaning?`, (s) => `Tell me about ${s}`],
};

const OPENERS = ['', '', 'pls tell ', 'hi, ', 'sir, ', 'kindly tell '];

/**
 * Three different ways of asking, the second and third as a visitor types them: in lower case,
 * with one slip of the fingers (the third only every other time), the third in chat shorthand.
 */
function phrasings(templates: readonly Template[], subject: Word[], fact: FactMatch, random: Random, siteTerms: ReadonlySet<string>): string[] {
  const order = [...templates].sort(() => random.next() - 0.5).slice(0, PHRASINGS);
  const text = subject.map((w) => w.token).join(' ');
  // Slips go into ordinary words, never into a name (its spelling is what is asked).
  const slippable = subject.map((w, i) => i).filter((i) => subject[i]!.token.length >= 5 && !(fact.kind === 'name' && fact.text.includes(subject[i]!.token)));
  return order.map((template, i) => {
    if (i === 0) return template(text, fact);
    const slipAt = slippable.length && (i === 1 || random.next() < 0.5) ? random.pick(slippable) : -1;
    const typed = subject.map((w, j) => (j === slipAt ? slip(w.token, random, siteTerms) : w.token)).join(' ');
    const asked = template(typed, fact).toLowerCase().replace(/\?$/, i === 1 ? '' : '?');
    return i === 1 ? asked : chatShorthand(random.pick(OPENERS) + asked);
  });
}

/**
 * A slip of the fingers in a word, unless every slip tried makes another word the site uses ("rely"
 * for "reply"): no reader can tell that from the word itself, so it would test nothing.
 */
function slip(word: string, random: Random, siteTerms: ReadonlySet<string>): string {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slipped = typo(word, random);
    if (!siteTerms.has(processTerm(slipped) ?? '')) return slipped;
  }
  return word;
}

/** How many pages name each name: the rarer a name, the more a sentence is about it. */
function namePages(contexts: readonly Context[]): Map<string, number> {
  const pages = new Map<string, Set<string>>();
  for (const context of contexts) {
    for (const fact of context.facts) {
      if (fact.kind !== 'name') continue;
      const key = normalise(fact.text);
      if (!pages.has(key)) pages.set(key, new Set());
      pages.get(key)!.add(context.page.url);
    }
  }
  return new Map([...pages].map(([name, urls]) => [name, urls.size]));
}

/** A sentence's facts worth asking about: every amount, duration, hours and percentage, and the rarest name it gives. */
function askedFacts(facts: readonly FactMatch[], rarity: ReadonlyMap<string, number>): FactMatch[] {
  const names = facts.filter((f) => f.kind === 'name').sort((a, b) => rarity.get(normalise(a.text))! - rarity.get(normalise(b.text))! || a.start - b.start);
  return [...facts.filter((f) => f.kind !== 'name'), ...names.slice(0, 1)];
}

export type GeneratorOptions = { seed?: string };

/** Every question the pages give, deduplicated by wording. */
export function generateQuestions(pages: readonly SitePage[], { seed = '' }: GeneratorOptions = {}): GeneratedQuestion[] {
  const names = ownNames(pages);
  const contexts = contextsOf(pages, names);
  const typeOf = new Map(pages.map((page) => [page.url, page.type]));
  const siteTerms = new Set(pages.flatMap((page) => [page.title, ...page.sections.flatMap((sec) => [sec.heading, sec.text])].flatMap(terms)));
  const sections = pages.flatMap((page) =>
    page.sections.map((section) => ({ url: page.url, terms: termsOf(`${page.title}\n${section.heading}\n${section.text}`), text: normalise(`${section.heading}\n${section.text}`) })),
  );
  const rarity = namePages(contexts);
  const byText = new Map<string, GeneratedQuestion>();
  for (const context of contexts) {
    for (const fact of askedFacts(context.facts, rarity)) {
      // "22 years experience" under a person's name is asked as experience, of that person.
      const experience = fact.kind === 'duration' && /^\s*(?:of\s+)?experience\b/i.test(context.sentence.slice(fact.end));
      // "Length 8:45" under a walkthrough's heading is the length of that video.
      const video = fact.kind === 'duration' && /^\d{1,2}:\d{2}$/.test(fact.text);
      let subject = experience || video ? taken(contentWords(context.heading).slice(0, SUBJECT_WORDS), 'heading') : subjectOf(context, fact);
      if (!subject.length) subject = topicWords(context.page);
      const first = statedWith(contexts, subject, fact.kind, fact);
      let stated = first;
      // The page's name too when the words alone stand next to other facts of the kind; a fact still
      // stated with others (or in several ways) accepts any of them.
      if (stated.size > 1 && fact.kind !== 'name') {
        const more = addWords(subject, topicWords(context.page));
        if (more.length > subject.length) {
          subject = more;
          stated = statedWith(contexts, subject, fact.kind, fact);
        }
      }
      const accepted = fact.kind === 'name' ? [fact.text] : [...new Set([normalise(fact.text), ...stated.keys()])];
      // Any page that states an accepted fact with the words first chosen answers the question, and
      // so does a page with a section that holds an accepted fact and all the question's words.
      const statedOn = (found: Map<string, Set<string>>) => accepted.flatMap((fact) => [...(found.get(normalise(fact)) ?? [])]);
      const subjectTerms = subject.map((w) => w.term);
      const stating = (holds: (terms: ReadonlySet<string>) => boolean) =>
        sections.filter((sec) => holds(sec.terms) && accepted.some((fact) => sec.text.includes(normalise(fact)))).map((sec) => sec.url);
      let pages = [...new Set([context.page.url, ...statedOn(stated), ...statedOn(first), ...stating((held) => subjectTerms.every((t) => held.has(t)))])];
      let templates = TEMPLATES[experience ? 'experience' : video ? 'video' : fact.kind];
      if (fact.kind === 'name') {
        // "Do you offer X?" is answered by the page of the service (or the company's own page that
        // names X), not by an article that mentions it; a name only articles use is asked about as
        // a term ("What is X?").
        const services = pages.filter((url) => typeOf.get(url) === 'service');
        const own = context.page.type === 'blog' ? [] : pages.filter((url) => typeOf.get(url) !== 'blog');
        if (services.length || own.length) {
          // "Do you offer X …?" is answered, too, by a service's section naming X with any of the question's other words.
          const named = new Set(terms(fact.text));
          const others = subjectTerms.filter((t) => !named.has(t));
          const offering = stating((held) => [...named].every((t) => held.has(t)) && (!others.length || others.some((t) => held.has(t)))).filter((url) => typeOf.get(url) === 'service');
          pages = [...new Set([...services, ...own, ...offering])];
        } else templates = TEMPLATES.explain;
      }
      const random = seededRandom(hashText(`${seed}|${context.page.url}|${context.sentence}|${fact.start}`));
      for (const question of phrasings(templates, subject, fact, random, siteTerms)) {
        const key = normalise(question);
        const known = byText.get(key);
        if (known) {
          known.fact = [...new Set([...(typeof known.fact === 'string' ? [known.fact] : known.fact), ...accepted])];
          known.page = [...new Set([...(known.page as string[]), ...pages])];
          continue;
        }
        byText.set(key, { question, fact: accepted.length === 1 ? accepted[0]! : accepted, page: pages, kind: fact.kind, from: context.page.url, sentence: context.sentence });
      }
    }
  }
  return [...byText.values()];
}

/** Every page of an index with its sections, in index order: what the generator reads. */
export async function readSitePages(index: SiteIndex): Promise<SitePage[]> {
  const { pages } = await index.manifest();
  const numbers = Array.from({ length: pages }, (_, i) => i);
  const [summaries, sections] = await Promise.all([index.summaries(numbers), Promise.all(numbers.map((n) => index.sections(n)))]);
  return summaries.map((summary, i) => ({ url: summary.url, title: summary.title, type: summary.type, tags: summary.tags, sections: sections[i]! }));
}
