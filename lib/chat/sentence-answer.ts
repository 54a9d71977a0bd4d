/**
 * The answer without a model, sentence by sentence. Retrieval (lib/search/passages/find.ts) is good at
 * finding the passages that hold an answer; the reply should quote the sentence that carries it,
 * not the whole passage nor a neighbouring paragraph. Each sentence of the passages found is
 * weighed by:
 *
 *  - the question's words it holds, each weighed by how telling it is (a word few pages use counts
 *    more than a common one), with credit for a word in its FAQ question, label or heading;
 *  - whether it states the kind of fact the question asks for (a duration for "how long", an
 *    amount for "how much", hours, a percentage: lib/chat/question-kind.ts);
 *  - the rank of its passage.
 *
 * The reply quotes the best sentence (with the FAQ question or label it answers, and the other
 * sentences of its passage that answer as well) when it holds the question's telling words, or the
 * kind of fact asked together with the most telling one, and a second sentence from another
 * passage when that one holds a part of the question the first leaves out. It says "I couldn't
 * find that" when no sentence does, and when the question is about something no page names (a
 * city, a product, a payment method the site never mentions): the nearest passage would then be
 * quoted as if it answered.
 */
import { CONTEXT_WEIGHT, faqMatch, matchesOf, minCoverage, terms, textHolds, wordPairs, wordWeights, type Passage, type QueryWord, type Retrieval, type TermRarity } from '@/lib/search/retrieve';
import { pageTypeOf } from '@/lib/seo/page-types';
import { isQuotedSpeech } from '@/lib/text/quoted-speech';
import { namesIn, statesFigure } from './fact-kinds';
import { ASKING_WORDS, askedKind, DOCUMENT_WORDS, isFigure, isIdentifier, KIND_WORDS, namesSeveral, putToCompany, questionParts, type AskedKind } from './question-kind';

/**
 * Credit for a word by where it stands: in the sentence or the FAQ question it answers (what the
 * sentence answers, in the page's words), its label or heading, the headings above, or only its
 * page's name.
 */
const CREDIT = { sentence: 1, question: 1, label: 0.85, heading: 0.85, parents: 0.7, title: 0.6 } as const;
/**
 * A word found as typed counts fully; as a word for the same thing ("customer" for "CRM") a little
 * less, so the page's own use of the visitor's word wins a tie; as a related word ("fee" for
 * "price") in part.
 */
const MATCH_CREDIT = { typed: 1, same: 0.9, related: 0.6 } as const;
/** A sentence without the kind of fact asked for ("how long" answered without a duration) weighs this much. */
const WRONG_KIND = 0.5;
/** When a question's form hints at words ("how long" hints "weeks"), holding them is this share of a sentence's score. */
const HINT_SHARE = 0.35;
/** A sentence answering a FAQ worded like the visitor's question scores up to this share more. */
const FAQ_MATCH = 0.6;
/** A sentence answering a FAQ that asks for another kind of figure than the visitor does weighs this much. */
const FAQ_OTHER_FIGURE = 0.75;
/** A client's words in quotation marks (a review) weigh this much: the company's own words answer for it. */
const QUOTED_SPEECH = 0.5;
/** For a question asking which things, a sentence that names no several weighs this much. */
const NO_LIST = 0.8;
/** Other sentences of the passage are quoted too when they score at least this share of the best. */
const ALSO_QUOTED = 0.8;
const MAX_QUOTE_CHARS = 450;
/** A fitting sentence holding every telling word wins over the best one (holding fewer) when it scores at least this share of it. */
const MORE_TELLING = 0.75;
/** A passage up to this long is quoted whole; from a longer one, only what answers. */
const MAX_PASSAGE_QUOTE = 1000;


/** A line this short and without a full stop labels the value on the next line ("for a logo" before "1–2 weeks"). */
const LABEL_WORDS = 8;
/** A paragraph's first sentence this short is its lead-in title ("Chat assistant.", "Shadow mode."). */
const LEAD_IN_WORDS = 4;

const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[A-Z0-9“"₹(])/u;

/**
 * Whether a word the site never uses is the beginning of a longer word of these terms ("autom"
 * for "automation"), as the index reads it. Slips were put right before (lib/search/spelling.ts):
 * the word carries the site's words it stands for.
 */
function beginsOneOf(word: QueryWord, terms: Iterable<string>): boolean {
  const typed = word.terms[0]!;
  if (typed.length < 4 || /\d/.test(typed)) return false;
  for (const term of terms) if (term.startsWith(typed) && term !== typed) return true;
  return false;
}

/** How many letters two stems may differ by at their end and still be one word (see `sameStemAs`). */
const STEM_ENDING = 2;
/** The shortest stem read that way: shorter ones ("car", "card") are different words too often. */
const STEM_MIN = 5;

/**
 * Whether the stemmer left a word the visitor typed and a word of these terms apart by an ending
 * only, one stem beginning the other: "month" and "monthly" (month, monthli), "delivery" and
 * "deliverables" (deliveri, deliver); not "bigger" and "biggest".
 */
function sameStemAs(word: QueryWord, terms: Iterable<string>): boolean {
  const typed = word.terms[0]!;
  if (typed.length < STEM_MIN || /\d/.test(typed)) return false;
  for (const term of terms) {
    if (term.length < STEM_MIN || term === typed) continue;
    const [short, long] = term.length < typed.length ? [term, typed] : [typed, term];
    if (long.length - short.length <= STEM_ENDING && long.startsWith(short)) return true;
  }
  return false;
}

type Place = keyof typeof CREDIT;
type Sentence = {
  passage: Passage;
  text: string;
  /** The paragraph (line) it stands in. */
  line: string;
  /** The FAQ question of its passage, and the label line before it ('' when none). */
  question: string;
  /** What that FAQ question asks for (`askedKind`), read once per question. */
  questionKind: AskedKind | null;
  label: string;
  terms: Record<Place, ReadonlySet<string>>;
  /** Whether it states the kind of fact asked for (always true when no figure is asked for). */
  rightKind: boolean;
  /** The share of the question it holds, each word weighed by how telling it is on the site. */
  coverage: number;
  /** The share of the question's most telling words it holds. */
  telling: number;
  /** What orders the sentences: its share of the words that tell the passages found apart, its kind and its passage's rank. */
  score: number;
};
type Found = Pick<Sentence, 'passage' | 'text' | 'line' | 'question' | 'questionKind' | 'label' | 'terms'>;

const isFaqQuestion = (line: string) => line.trim().endsWith('?');

/** The sentences of a passage, each with the FAQ question and label line it belongs to. */
function sentencesOf(passage: Passage): Found[] {
  const lines = passage.text.split('\n').map((line) => line.trim()).filter(Boolean);
  const found: Found[] = [];
  let question = '';
  let questionKind: AskedKind | null = null;
  // A plan's place among its page's plans ("basic" for the cheapest) is said of it as its heading is.
  const headingTerms = new Set(terms(`${passage.heading} ${passage.tier ?? ''}`));
  const titleTerms = new Set(terms(passage.title));
  const parentTerms = new Set(terms(passage.parents ?? ''));
  lines.forEach((line, l) => {
    if (isFaqQuestion(line)) {
      question = line;
      questionKind = askedKind(line);
      return;
    }
    const previous = lines[l - 1] ?? '';
    const label = previous && !isFaqQuestion(previous) && previous.split(/\s+/).length <= LABEL_WORDS && !/[.!?:]$/.test(previous) ? previous : '';
    const sentences = line.split(SENTENCE_BREAK);
    // A paragraph led in by a short title of its own ("Chat assistant. Manu, the assistant on every
    // page, …", "Shadow mode. Run the system…") is about that title: it labels the sentences after it.
    const leadIn = sentences.length > 1 && /\.$/.test(sentences[0]!) && sentences[0]!.split(/\s+/).length <= LEAD_IN_WORDS ? sentences[0]! : '';
    sentences.forEach((text, s) => {
      const labelled = leadIn && s > 0 ? [label, leadIn].filter(Boolean).join(' ') : label;
      found.push({
        passage,
        text,
        line,
        question,
        questionKind,
        label: labelled,
        terms: { sentence: new Set(terms(text)), question: new Set(terms(question)), label: new Set(terms(labelled)), heading: headingTerms, parents: parentTerms, title: titleTerms },
      });
    });
  });
  return found;
}

/** A sentence's credit for a word: the best of the places it stands in, in part for a related word. */
function creditOf(word: QueryWord, places: Found['terms'], typedKnown: boolean): number {
  let credit = 0;
  for (const place of Object.keys(CREDIT) as Place[]) {
    const terms = places[place];
    for (const { kind, share } of matchesOf(word, (term) => terms.has(term))) credit = Math.max(credit, CREDIT[place] * MATCH_CREDIT[kind] * share);
    if (!typedKnown && credit < CREDIT[place] && beginsOneOf(word, terms)) credit = CREDIT[place];
    else if (credit === 0 && sameStemAs(word, terms)) credit = CREDIT[place] * MATCH_CREDIT.same;
  }
  return credit;
}

/** A visitor's word with its weight; `scene` when it belongs to the question's opening condition, which a sentence's section may hold for it. */
type Weighed = { word: QueryWord; weight: number; known: boolean; scene?: boolean };

/**
 * The visitor's words with their weight: how telling each is on the site, an unknown word as the
 * average, a "how much X" focus double, the visitor's own situation and a question's opening
 * condition less (`CONTEXT_WEIGHT`: "If I ask you to delete my data, how soon will you reply?" is
 * answered by the sentence about replying, in the passage about deleting). Words of asking
 * ("provide", "cost") and of where the answer is written ("your article") are left out when the
 * question has others: "Do you offer CRM integration?" is answered by CRM integration, not by a
 * catalogue's "offers".
 */
function weighWords(question: string, words: readonly QueryWord[], rarity: TermRarity): Weighed[] {
  const { condition } = questionParts(question);
  const kindWords = KIND_WORDS[askedKind(question) ?? 'offer'];
  const required = words.filter((w) => w.required);
  const subject = required.filter((w) => {
    const typed = w.word.toLowerCase();
    return !ASKING_WORDS.has(typed) && !DOCUMENT_WORDS.has(typed) && !kindWords?.has(typed);
  });
  const asked = subject.length ? subject : required;
  const weights = wordWeights(asked, rarity);
  return asked.map((word, i) => {
    const scene = !word.context && condition.has(word.word.toLowerCase());
    return { word, weight: weights[i]! * (word.focus ? 2 : 1) * (scene ? CONTEXT_WEIGHT : 1), known: word.terms.some((t) => rarity.uses.has(t)), scene };
  });
}

/**
 * The question's words no page uses and that are no slip of a word the pages use, in two kinds.
 * `foreign`: in the question itself, not a word of asking ("timeline", "provide") or of where the
 * answer is written ("article"), not part of the visitor's own situation, and not one of two
 * things offered as a choice beside one the site names ("dollars or rupees"): what the question
 * is about is then something the site does not name ("PHP", "PayPal", "Pune"). A short word counts
 * too: chat shorthand ("wat", "abt") is read as its word before, so what is left of two or three
 * letters is a name ("PCI DSS"). `own`: the visitor's situation ("for my new bakery") or a
 * sentence of context before the question: no page can hold them, so they are not asked of a passage.
 */
export function unknownWords(question: string, weighed: readonly Weighed[], vocabulary: () => ReadonlySet<string>): { foreign: string[]; own: Set<QueryWord> } {
  const { asking, situation, owned } = questionParts(question);
  const knownWords = new Set(weighed.filter((w) => w.known).map((w) => w.word.word.toLowerCase()));
  const choices = [...asking.toLowerCase().matchAll(/([\p{L}\p{N}'-]+) or ([\p{L}\p{N}'-]+)/gu)];
  const offeredBeside = (typed: string) => choices.some(([, a, b]) => (a === typed && knownWords.has(b!)) || (b === typed && knownWords.has(a!)));
  const foreign: string[] = [];
  const own = new Set<QueryWord>();
  for (const { word, known } of weighed) {
    const typed = word.word.toLowerCase();
    if (known || /\d/.test(typed) || ASKING_WORDS.has(typed) || DOCUMENT_WORDS.has(typed)) continue;
    if (beginsOneOf(word, vocabulary())) continue;
    if (word.context || situation.has(typed) || owned.has(typed)) own.add(word);
    else if (!offeredBeside(typed) && !describes(typed)) foreign.push(word.word);
  }
  return { foreign, own };
}

/**
 * A word that describes rather than names: an adjective or adverb by its ending ("suitable",
 * "possible", "helpful", "roughly"; a place such as "Italy" is too short to be read so). No page
 * lacking it makes a question unanswerable: a thing, a place or a product a page does not name does.
 */
const describes = (word: string) => /^\p{L}{3,}(?:able|ible|ful|ous|wise)$|^\p{L}{5,}ly$/u.test(word);

/** The words that carry a question: those weighing at least as much as the average of its words. */
function tellingWords(weighed: readonly Weighed[]): Weighed[] {
  // What the visitor says of themselves tells nothing of what they ask.
  const asked = weighed.filter((w) => !w.word.context);
  if (asked.length <= 1) return asked;
  const average = asked.reduce((sum, w) => sum + w.weight, 0) / asked.length;
  return asked.filter((w) => w.weight >= average);
}

/**
 * How much a word tells the passages found apart: little when every passage holds it (the page's
 * own subject, "offshore" on the offshore page), much when few do ("hours" in the one FAQ about them).
 */
function localWeights(weighed: readonly Weighed[], passages: readonly Passage[]): number[] {
  const places = passages.map((p) => ({
    sentence: new Set(terms(p.text)),
    question: new Set<string>(),
    label: new Set<string>(),
    heading: new Set(terms(`${p.heading} ${p.tier ?? ''}`)),
    parents: new Set(terms(p.parents ?? '')),
    title: new Set(terms(p.title)),
  }));
  return weighed.map((w) => {
    const holding = places.filter((place) => creditOf(w.word, place, w.known) > 0).length;
    return 0.25 + 0.75 * (1 - holding / passages.length);
  });
}

/** The names a question gives (acronyms, names written with an inner capital such as "WhatsApp"), each as its index terms. */
function namedIn(question: string): string[][] {
  return namesIn(question).map((name) => terms(name.text)).filter((found) => found.length);
}

/** A scene word held by the sentence's section, not the sentence, counts this much. */
const SCENE_CREDIT = 0.85;

function judge(
  sections: ReadonlyMap<string, Found['terms']>,
  sentence: Found,
  weighed: readonly Weighed[],
  local: readonly number[],
  hints: readonly Weighed[],
  telling: readonly Weighed[],
  kind: AskedKind | null,
  top: number,
  visitor: ReadonlySet<string>,
): Sentence {
  let total = 0;
  let covered = 0;
  let distinctTotal = 0;
  let distinct = 0;
  let tellingHeld = 0;
  weighed.forEach((w, i) => {
    // The scene a question sets ("if I ask you to delete my data") is held by the sentence's section as a whole.
    const section = w.scene ? sections.get(sentence.passage.url) : undefined;
    const credit = Math.max(creditOf(w.word, sentence.terms, w.known), section ? SCENE_CREDIT * creditOf(w.word, section, w.known) : 0);
    total += w.weight;
    covered += w.weight * credit;
    distinctTotal += w.weight * local[i]!;
    distinct += w.weight * local[i]! * credit;
    if (credit > 0 && telling.includes(w)) tellingHeld += 1;
  });
  const focus = weighed.find((w) => w.word.focus);
  const counted = focus ? (text: string) => textHolds(focus.word, text) || sameStemAs(focus.word, terms(text)) : undefined;
  const rightKind = !isFigure(kind) || statesFigure(kind, sentence.text, counted, true);
  const rank = top > 0 ? Math.sqrt(sentence.passage.score / top) : 1;
  const share = distinctTotal ? distinct / distinctTotal : 0;
  // The words a question's form hints at ("since" and "founded" for "since when") help order the sentences, as they do the passages.
  const hinted = hints.length ? (1 - HINT_SHARE) * share + (HINT_SHARE * hints.reduce((sum, h) => sum + creditOf(h.word, sentence.terms, true), 0)) / hints.length : share;
  // A FAQ's answer answers its own question: one that asks for another figure ("How long does it
  // take…?" when the visitor asks which documents) is the wrong answer, however many words it shares.
  const otherFigure = isFigure(sentence.questionKind) && sentence.questionKind !== kind ? FAQ_OTHER_FIGURE : 1;
  // "Which clouds do you support?" is answered by a sentence naming several.
  const listed = kind === 'list' && !namesSeveral(sentence.text) ? NO_LIST : 1;
  const quoted = isQuotedSpeech(sentence.line) ? QUOTED_SPEECH : 1;
  const score = hinted * (rightKind ? 1 : WRONG_KIND) * otherFigure * listed * quoted * rank * (1 + FAQ_MATCH * faqMatch(sentence.question, visitor));
  return { ...sentence, rightKind, coverage: total ? covered / total : 0, telling: telling.length ? tellingHeld / telling.length : 1, score };
}

/** Whether a passage is from one of the site's articles (the blog), not from the company's own pages: the site's own page types say. */
const isArticle = (passage: Passage) => pageTypeOf(passage.page) === 'article';

/** `also`: the passage of a second quote (see `SECOND_QUOTE`), cited as well. */
export type SentenceAnswer = { text: string; passage: Passage; coverage: number; also?: Passage };
/**
 * The reply quoting the sentence(s) that answer (null when none does), how sure that reply is,
 * and whether the question is about something no page names.
 */
export type SentenceVerdict = { answer: SentenceAnswer | null; confidence: number; unnamed?: boolean };

/** How sure a refusal is: very, when the question names what no page names; else as much as the best sentence fell short. */
const refusal = (confidence: number, unnamed = false): SentenceVerdict => ({ answer: null, confidence: Math.min(0.9, Math.max(0.3, confidence)), unnamed });

/**
 * A second quote, from another passage, is added when the best sentence leaves out part of what
 * the question asks (one of its telling words, or the kind of fact asked) that another answering
 * sentence holds, and that sentence scores at least this share of the best: "who keeps the source
 * code once the site is done" then gets the FAQ's "created in your name" beside the passage ranked
 * first, which holds "site" and "done" but not "source code". Not on every reply, nor for a weak
 * word the first lacks: a second quote beside a first that holds what is asked only makes the
 * reply longer.
 */
const SECOND_QUOTE = 0.5;

/** A passage's title with its heading, as a quote is headed (here, and the whole-passage quote in offline.ts). */
export const headingOf = (passage: Passage) => (passage.heading && passage.heading !== passage.title ? `${passage.title}: ${passage.heading}` : passage.title);

/** The sentence worth quoting beside the best (see `SECOND_QUOTE`), if one is. */
function secondSentence(best: Sentence, sentences: readonly Sentence[], weighed: readonly Weighed[], fits: (s: Sentence) => boolean, quoted: string): Sentence | undefined {
  const telling = tellingWords(weighed);
  const holds = (s: Sentence) => telling.map((w) => creditOf(w.word, s.terms, w.known) > 0);
  const bestHolds = holds(best);
  const adds = (s: Sentence) => (s.rightKind && !best.rightKind) || holds(s).some((held, i) => held && !bestHolds[i]);
  return sentences.find((s) => s.passage !== best.passage && s.score >= SECOND_QUOTE * best.score && !isQuotedSpeech(s.line) && !quoted.includes(s.text) && fits(s) && adds(s));
}

/** A bare figure ("₹25,000 per month") needs the label it stands under. */
const isBareFigure = (text: string) => !terms(text.replace(/[\d₹%,.–-]+/g, ' ')).length;

/** The second quote: its place, the FAQ question or label it answers, and the sentence alone. */
function shortQuote(sentence: Sentence): string {
  const lines = [`📄 **Also in ${headingOf(sentence.passage)}**`];
  if (sentence.question) lines.push(sentence.question);
  if (sentence.label && isBareFigure(sentence.text)) lines.push(sentence.label);
  lines.push(sentence.text);
  return lines.join('\n');
}

/**
 * Whether a sentence answers: its passage answers the question (retrieval's own measure), or it
 * holds enough of the question, or, stating the kind of fact asked for, it holds every telling
 * word, or (for a figure asked for) some of them and half of what a passage would need.
 */
function answers(sentence: Sentence, kind: AskedKind | null, needed: number): boolean {
  // An address, a phone number or a postal code asked for is the answer itself: stated, it answers with less of the question.
  if (isIdentifier(kind) && sentence.rightKind) return sentence.passage.answers || sentence.coverage >= needed / 2;
  // Retrieval's measure counts the words that only say the kind of figure ("per month"): with a
  // figure asked, the sentence must hold something of what it is asked of.
  if ((sentence.passage.answers && (!isFigure(kind) || sentence.telling > 0)) || sentence.coverage >= needed) return true;
  return sentence.rightKind && (sentence.telling === 1 || (isFigure(kind) && sentence.telling > 0 && sentence.coverage >= needed / 2));
}

/**
 * The quote: the sentence's passage when it is short (a FAQ's answer, a plan, a list is read
 * whole); from a long one, the FAQ question or label the sentence answers, then its paragraph, or
 * the sentence and its neighbours that answer too when the paragraph is long.
 */
function quote(best: Sentence, sentences: readonly Sentence[]): string {
  const { passage } = best;
  const heading = headingOf(passage);
  if (passage.text.length <= MAX_PASSAGE_QUOTE) return `📄 **${heading}**\n${passage.text}`;
  const lines: string[] = [];
  if (best.question) lines.push(best.question);
  if (best.label && isBareFigure(best.text)) lines.push(best.label);
  if (best.line.length <= MAX_QUOTE_CHARS) lines.push(best.line);
  else {
    let quoted = '';
    for (const sentence of sentences) {
      if (sentence.line !== best.line || (sentence !== best && sentence.score < ALSO_QUOTED * best.score)) continue;
      const next = quoted ? `${quoted} ${sentence.text}` : sentence.text;
      if (sentence === best || next.length <= MAX_QUOTE_CHARS) quoted = next;
    }
    lines.push(quoted);
  }
  return `📄 **${heading}**\n${lines.join('\n')}`;
}

/** The sentences of the passages found, best first, each weighed against the question; `unnamed` when the question names what no page does. */
export function rankSentences(question: string, retrieval: Retrieval): { sentences: Sentence[]; weighed: Weighed[]; kind: AskedKind | null } | 'unnamed' | null {
  const { passages, words, rarity } = retrieval;
  // A question that is all form ("when was Maninfini started?" is "since when") is asked with the words its form hints at.
  const formOnly = !words.some((w) => w.required) && words.length > 0;
  const all = formOnly ? words.map((word) => ({ word, weight: 1, known: word.terms.some((t) => rarity.uses.has(t)) })) : weighWords(question, words, rarity);
  // The pages' every term is gathered only for a word no page uses (retrieval.vocabulary is built on first use).
  const { foreign, own } = unknownWords(question, all, () => retrieval.vocabulary);
  if (foreign.length) return 'unnamed';
  const weighed = own.size < all.length ? all.filter((w) => !own.has(w.word)) : all;
  if (!weighed.length || !passages.length) return null;
  const kind = askedKind(question);
  const telling = tellingWords(weighed);
  const local = localWeights(weighed, passages);
  const top = Math.max(...passages.map((p) => p.score));
  const hints = words.filter((w) => !w.required).map((word) => ({ word, weight: 1, known: true }));
  const visitor = wordPairs(question);
  const found = passages.flatMap(sentencesOf);
  const sections = new Map<string, Found['terms']>();
  for (const { passage, terms: places } of found) {
    const section = sections.get(passage.url) ?? { sentence: new Set<string>(), question: new Set<string>(), label: new Set<string>(), heading: places.heading, parents: places.parents, title: places.title };
    for (const term of [...places.sentence, ...places.question, ...places.label]) (section.sentence as Set<string>).add(term);
    sections.set(passage.url, section);
  }
  const sentences = found.map((s) => judge(sections, s, weighed, local, hints, telling, kind, top, visitor));
  return { sentences: sentences.sort((a, b) => b.score - a.score), weighed, kind };
}

/**
 * The reply quoting the sentence(s) that answer, or none when no sentence does or when the
 * question is about something no page names.
 */
export function answerFromSentences(question: string, retrieval: Retrieval): SentenceVerdict {
  const ranked = rankSentences(question, retrieval);
  if (ranked === 'unnamed') return refusal(0.9, true);
  if (!ranked?.sentences.length) return refusal(0.9);
  const { sentences, weighed, kind } = ranked;
  const needed = minCoverage(weighed.length);
  // A figure is the figure of the thing the question names ("the WhatsApp Business API"): a passage that does not name it states another's.
  const named = isFigure(kind) ? namedIn(question) : [];
  const held = new Map<Passage, Set<string>>();
  const termsOf = (passage: Passage) => {
    let found = held.get(passage);
    if (!found) held.set(passage, (found = new Set(terms(`${passage.title}\n${passage.parents ?? ''}\n${passage.heading}\n${passage.text}`))));
    return found;
  };
  const namesIt = (s: Sentence) => named.every((name) => name.every((term) => termsOf(s.passage).has(term)));
  // A question firmly put to the company is answered by its own pages, never by an article.
  const company = putToCompany(question, kind) === 'firmly';
  const fits = (s: Sentence) => answers(s, kind, needed) && namesIt(s) && !(company && isArticle(s.passage));
  // An address, a phone number or a postal code asked for is best given as such; when no page states it, what the page says of it.
  const first = (isIdentifier(kind) ? sentences.find((s) => s.rightKind && fits(s)) : undefined) ?? sentences.find(fits);
  // A sentence holding every one of the question's telling words answers it more surely than one
  // scored a little higher on fewer ("how long do you store my enquiry" is answered by "Enquiries:
  // up to 24 months", not by the sentence about a form draft that shares "store" and "message").
  // Only on the same page: the page was chosen for the question as a whole, and another page's
  // sentence holding the words may be about something else ("one-page brief" for "pages").
  // Not over a FAQ's answer, nor over a sentence holding none of them: those were chosen for
  // answering the question the page itself asks (a FAQ, a heading), in words of their own.
  const best = first && !first.question && sentences.find((s) => s.passage.page === first.passage.page && s.telling === 1 && first.telling > 0 && first.telling < 1 && !isQuotedSpeech(s.line) && s.score >= MORE_TELLING * first.score && s.rightKind === first.rightKind && fits(s)) || first;
  if (!best) return refusal(1 - Math.max(...sentences.map((s) => s.coverage)));
  const inOrder = sentences.filter((s) => s.passage === best.passage);
  const coverage = Math.max(best.coverage, best.passage.coverage);
  const text = quote(best, inOrder);
  const second = secondSentence(best, sentences, weighed, fits, text);
  if (!second) return { answer: { text, passage: best.passage, coverage }, confidence: coverage };
  return { answer: { text: `${text}\n\n${shortQuote(second)}`, passage: best.passage, coverage, also: second.passage }, confidence: coverage };
}
