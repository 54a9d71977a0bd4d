/** @jest-environment node */
// The questions the evaluation generates from the pages, and those it generates to have no answer.
import { factsOf, pagesOf } from '@/lib/chat/evaluate';
import { generateQuestions, type SitePage } from '@/lib/chat/question-generator';
import { CANNOT_ANSWER, generateUnanswerable } from '@/lib/chat/unanswerable-generator';
import { chatShorthand, typo } from '@/lib/chat/visitor-typos';
import { hashText, seededRandom } from '@/lib/text/seeded-random';
import { pagesOf as indexedPages } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

const pages: SitePage[] = indexedPages([
  ...testPages,
  {
    url: '/services/ecommerce-inventory/',
    title: 'E-commerce & Inventory',
    type: 'service',
    tags: ['Marketplace & channel sync'],
    sections: [
      { heading: 'Storefronts', level: 3, anchor: 'features-heading', text: 'A fast store with UPI, cards and COD, live on Shopify or WooCommerce.' },
      { heading: 'Starter', level: 3, anchor: 'pricing-heading', text: 'For a growing brand.\n₹5,000 per month\nUp to 1,000 products' },
      { heading: 'Growth', level: 3, anchor: 'pricing-heading', text: 'For several channels.\n₹15,000 per month\nUp to 10,000 products' },
    ],
  },
]);

describe('questions generated from the pages', () => {
  const questions = generateQuestions(pages);

  it('asks about every sentence stating an amount, a duration, hours or a percentage, in at least three phrasings', () => {
    for (const sentence of ['A simple migration takes 2–4 weeks; complex estates take 3–6 months.', '₹15,000 per month', 'Mon – Sat: 9:00 AM – 7:00 PM', 'Plans are ₹3,000, ₹5,000, ₹8,000 and ₹15,000 a month.']) {
      expect({ sentence, enough: questions.filter((q) => q.sentence === sentence).length >= 3 }).toEqual({ sentence, enough: true });
    }
  });

  it('names the subject with the page\'s own words and expects the fact from the page that states it', () => {
    const growth = questions.filter((q) => q.sentence === '₹15,000 per month' && q.from === '/services/ecommerce-inventory/');
    expect(growth.length).toBeGreaterThanOrEqual(3);
    for (const q of growth) {
      expect(q.question.toLowerCase()).toMatch(/gr\w*th/);
      expect(factsOf(q)).toContain('₹15,000');
      expect(pagesOf(q)).toContain('/services/ecommerce-inventory/');
      // The question never gives the answer away.
      expect(q.question).not.toContain('15,000');
    }
  });

  it('accepts every way the site states a fact when the words of the question stand next to several', () => {
    const migration = questions.find((q) => q.kind === 'duration' && /migration/i.test(q.question) && q.from === '/services/cloud-solutions/');
    expect(migration).toBeDefined();
    expect(factsOf(migration!).length).toBeGreaterThanOrEqual(1);
  });

  it('asks "do you offer" about a name a service page gives, and "what is" about one only articles use', () => {
    // The rarest name of a sentence is the one asked about; here the first of four named once each.
    const offered = questions.filter((q) => q.kind === 'name' && /\bupi\b/i.test(q.question));
    expect(offered.length).toBeGreaterThanOrEqual(3);
    for (const q of offered) expect(pagesOf(q)).toEqual(['/services/ecommerce-inventory/']);
    expect(offered.some((q) => /offer|provid|help|do u do|do you do/i.test(q.question))).toBe(true);
  });

  it('types as visitors do: lower case, shorthand and one slip in some phrasings, the same every time', () => {
    expect(questions.some((q) => q.question === q.question.toLowerCase() && /\b(u|ur|pls|r)\b/.test(q.question))).toBe(true);
    expect(generateQuestions(pages)).toEqual(questions);
    expect(generateQuestions(pages, { seed: 'other' }).map((q) => q.question)).not.toEqual(questions.map((q) => q.question));
  });
});

describe('visitors\' slips', () => {
  it('keeps a word\'s first two letters and changes one thing, the same for the same seed', () => {
    const slipped = Array.from({ length: 40 }, (_, i) => typo('migration', seededRandom(hashText(`w${i}`))));
    for (const word of slipped) {
      expect(word.slice(0, 2)).toBe('mi');
      expect(Math.abs(word.length - 'migration'.length)).toBeLessThanOrEqual(1);
    }
    expect(new Set(slipped).size).toBeGreaterThan(5);
    expect(typo('migration', seededRandom(7))).toBe(typo('migration', seededRandom(7)));
    expect(typo('logo', seededRandom(7))).toBe('logo');
    expect(chatShorthand('Can you share your price, please?')).toBe('Can u share ur price, pls?');
  });
});

describe('questions generated to have no answer', () => {
  const unanswerable = generateUnanswerable(pages, generateQuestions(pages));

  it('swaps a name the pages give for one of its kind that no page uses, and asks of an office elsewhere', () => {
    const text = JSON.stringify(pages).toLowerCase();
    expect(unanswerable.length).toBeGreaterThan(0);
    for (const q of unanswerable) {
      expect(q.fact).toBe(CANNOT_ANSWER);
      expect(q.page).toBeNull();
      expect(text).not.toContain(q.swapped.toLowerCase());
      expect(q.question.toLowerCase()).toContain(q.swapped.toLowerCase());
    }
    expect(unanswerable.some((q) => /office|branch/i.test(q.question))).toBe(true);
    expect(unanswerable.some((q) => /paypal|bitcoin|apple pay|venmo/i.test(q.question))).toBe(true);
  });

  it('never keeps a name of the kind the site lists next to the stand-in', () => {
    for (const q of unanswerable) expect(q.question).not.toMatch(/\b(UPI|COD|Shopify|WooCommerce|AWS|Azure|WhatsApp|Bengaluru)\b/i);
  });
});
