/** @jest-environment node */
import { passageQuestion } from '@/lib/chat/passage-question';
import { cutSection } from '@/lib/search/passages/cut';
import { passageUrl } from '@/lib/search/passages/find';
import { pagePassages } from '@/lib/search/passages/page';
import { indexPassages, rankPassages } from '@/lib/search/passages/rank';
import { queryWords, type QueryWord } from '@/lib/search/query';
import { minCoverage } from '@/lib/search/passages/weights';
import { findPassages } from '@/lib/search/retrieve';
import { memoryIndex } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

/** Passages as the assistant asks for them: its reading of the question, then retrieval. */
const find = (question: string) => findPassages(memoryIndex(testPages).index, passageQuestion(question));

describe('passages of a section', () => {
  it('give each FAQ question its own passage with its answer', () => {
    const faq = testPages[0]!.sections.at(-1)!;
    expect(cutSection({ ...faq, level: 2 })).toEqual([
      'How long does a cloud migration take?\nA simple migration takes 2–4 weeks; complex estates take 3–6 months.',
      'Will there be downtime?\nDowntime is usually limited to minutes.',
    ]);
  });

  it('cut a long paragraph between sentences and keep a list with the line that introduces it', () => {
    const sentence = 'This sentence is about forty characters. ';
    const long = cutSection({ heading: 'Long', level: 2, text: sentence.repeat(30).trim() });
    expect(long.length).toBeGreaterThan(1);
    for (const passage of long) expect(passage.endsWith('characters.')).toBe(true);
    const list = cutSection({ heading: 'List', level: 2, text: `${'Intro words. '.repeat(30)}Three standards:\nFIPS 203\nFIPS 204\nFIPS 205` });
    expect(list.at(-1)).toMatch(/Three standards:\nFIPS 203\nFIPS 204\nFIPS 205$/);
  });
});

describe('links to passages', () => {
  it('lead to the section, or to a home page part as it is', () => {
    expect(passageUrl('/contact/', 'contact')).toBe('/contact/#contact');
    expect(passageUrl('/contact/')).toBe('/contact/');
    expect(passageUrl('/#about', 'about-title')).toBe('/#about');
  });
});

describe('finding the passages that answer a question', () => {
  it('prefers a FAQ whose question is the visitor\'s, and links to its section', async () => {
    const [best] = await find('Will there be downtime during the migration?');
    expect(best).toMatchObject({ url: '/services/cloud-solutions/#faq-heading', page: '/services/cloud-solutions/', title: 'Cloud Solutions', answers: true });
    expect(best!.text).toContain('limited to minutes');
  });

  it('forgives typos and finds the page the question is about', async () => {
    const [best] = await find('wat is the pric of virtul ofice');
    expect(best!.text).toContain('₹3,000');
    expect(best!.answers).toBe(true);
  });

  it('quotes a short section opening with an outline of its subsections', async () => {
    const [best] = await find('managed cloud plans');
    expect(best!.heading).toBe('Managed cloud plans');
    expect(best!.text).toMatch(/• \*\*Starter Cloud\*\*: For small teams\. · ₹35,000 per month/);
  });

  it('sends a question about the company\'s own contact details to the contact page', async () => {
    const [best] = await find('What are your office hours?');
    expect(best).toMatchObject({ page: '/contact/', heading: 'Business hours' });
  });

  it('says no passage answers a question the site does not cover', async () => {
    const found = await find('Who won the cricket world cup?');
    expect(found.every((passage) => !passage.answers)).toBe(true);
    expect(await find('the and of')).toEqual([]);
  });

  it('asks more than half of a short question of a passage, and about a third of a long one', () => {
    expect(minCoverage(2)).toBeGreaterThan(0.5);
    expect(minCoverage(20)).toBeLessThan(0.35);
  });
});

describe('ranking one page\'s passages', () => {
  const page = testPages[0]!;
  const sections = page.sections.map((section) => ({ level: 2, ...section }));
  const passages = indexPassages(pagePassages({ id: '0', url: page.url, title: page.title, excerpt: page.excerpt ?? '', type: page.type ?? 'service', category: page.category, tags: page.tags ?? [] }, sections));
  const rarity = (words: QueryWord[]) => ({ pages: 10, uses: new Map(words.flatMap((w) => w.terms).map((t) => [t, 1])) });

  it('ranks as asking every field every form would: each field is asked only the forms it can match', () => {
    // Fields that claim to hold every term are asked every form: the ranking before the pruning.
    const everything = { ...passages, fieldTerms: new Proxy({}, { get: () => ({ has: () => true }) }) } as typeof passages;
    for (const question of ['how long does a cloud migration take', 'starter cloud price per month', 'will there be downtime with aws', 'monthly management fees for growing businesses']) {
      const words = queryWords(question);
      const padded = words.map((w) => ({ ...w, forms: [...w.forms, 'quixotic', 'zeppelin'] }));
      const ranked = rankPassages(passages, padded, rarity(words));
      expect(ranked.length).toBeGreaterThan(0);
      expect(ranked).toEqual(rankPassages(everything, padded, rarity(words)));
    }
  });

  it('still cuts short a word no page uses, in every field ("migrat" finds the migration FAQ)', () => {
    const words = queryWords('migrat');
    const ranked = rankPassages(passages, words, { pages: 10, uses: new Map() });
    const faq = passages.passages.findIndex((p) => p.question.startsWith('How long does a cloud migration take?'));
    expect(ranked.map((r) => r.id)).toContain(faq);
  });
});
