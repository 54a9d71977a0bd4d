/** @jest-environment node */
import { queryWords } from '@/lib/search/query';
import { processTerm, terms, tokenize } from '@/lib/search/text';

const words = (text: string) => queryWords(text).map((w) => (w.required ? w.word : `(${w.word})`));

describe('index terms', () => {
  it('keeps figures whole and cuts words from numbers written against them', () => {
    expect(tokenize('₹3,000per month, 1,00,000 and 99.9% of 24/7')).toEqual(['3,000', 'per', 'month', '1,00,000', 'and', '99.9', 'of', '24', '7']);
  });

  it('drops stop words and reduces words to their stem', () => {
    expect(terms('Automating the automation of automated workflows')).toEqual(['autom', 'autom', 'autom', 'workflow']);
    expect(processTerm('The')).toBeNull();
  });
});

describe('a visitor question as a query', () => {
  it('drops politeness and request words, keeping the subject', () => {
    expect(words('Sir, kindly share the price list please')).toEqual(['price', 'list']);
    // "Own" asks who owns something ("owns" is indexed as "own" too).
    expect(words('do i own the code you write for me')).toEqual(['own', 'code', 'write']);
  });

  it('turns "how long" and "how much" into hints about the kind of answer, not words the answer must hold', () => {
    expect(words('how long does a logo take')).toEqual(['logo', 'take', '(duration)', '(timeline)']);
    // A duration is held by a passage in any unit: "three years" answers "how long" as well as "2–4 weeks".
    const duration = queryWords('how long is it valid').find((w) => w.word === 'duration')!;
    expect(duration.alternatives.flatMap((a) => a.terms)).toEqual(expect.arrayContaining(['week', 'dai', 'month', 'year', 'hour', 'minut']));
    expect(words('How much does a website cost?')).toEqual(['website', 'cost', '(price)', '(plans)']);
  });

  it('makes the thing a "how much" question asks about weigh double', () => {
    expect(queryWords('How much data do we need?').find((w) => w.word === 'data')?.focus).toBe(true);
  });

  it('takes the last word of the noun after "how many" as the thing counted, not the first', () => {
    const focus = (question: string) => queryWords(question).filter((w) => w.focus).map((w) => w.word);
    expect(focus('how many logo directions will you show us')).toEqual(['directions']);
    expect(focus('how many rounds of changes do i get')).toEqual(['rounds']);
    expect(focus('how much historical data do you need')).toEqual(['data']);
    expect(focus('how much does a logo cost')).toEqual([]);
  });

  it('drops the function words and contractions a visitor types: they name nothing a page could lack', () => {
    expect(words("I'm asking, how long till someone responds")).not.toEqual(expect.arrayContaining(["i'm", 'till']));
  });

  it('reads a plural the word lists do not name as its singular', () => {
    const saturdays = queryWords('open on saturdays').find((w) => w.word === 'saturdays')!;
    expect(saturdays.alternatives.flatMap((a) => a.terms)).toContain('sat');
  });

  it('writes the pages\' words for the visitor\'s phrases', () => {
    expect(words('whats app bulk messages')).toEqual(['whatsapp', 'bulk', 'messages']);
    expect(words('what are your office timings')).toEqual(['business', 'hours']);
  });

  it('adds the words the pages use for the same thing, then related words', () => {
    const [ceo] = queryWords('CEO');
    expect(ceo!.terms.slice(0, ceo!.same)).toEqual(expect.arrayContaining(['ceo', 'chief', 'execut']));
    const [job] = queryWords('jobs');
    expect(job!.terms.slice(0, job!.same)).toEqual(['job', 'role']);
    expect(job!.terms.slice(job!.same)).toContain('career');
  });
});
