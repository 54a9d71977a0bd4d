/**
 * Questions no page answers, generated from the pages: a generated question about one of the
 * things the site names (a cloud provider, a payment method, a messaging app, a standard, a shop
 * platform) with that name swapped for another of its kind that no page uses ("Do you offer AWS
 * day-to-day operations?" becomes "…Oracle Cloud…"), and questions about an office in a city no
 * page names. The honest reply is "I couldn't find that", the hand-off to a person and no source.
 *
 * Only kinds the site lists in full are swapped: where a page says "…and more" or "any channel
 * with an API" (programming languages, marketplaces, CRMs, chatbot languages), another name may
 * well be answered, so those kinds are left out. A stand-in is used only when no page uses any of
 * its words, checked against the pages every time, so a page that starts naming it retires it.
 */
import { normalise, type EvalQuestion } from './evaluate';
import type { GeneratedQuestion, SitePage } from './question-generator';
import { processTerm, tokenize } from '@/lib/search/retrieve';
import { hashText, seededRandom } from '@/lib/text/seeded-random';
import { chatShorthand } from './visitor-typos';

export const CANNOT_ANSWER = "I couldn't find that";

type Kind = {
  /** What the pages name of this kind (as written on them). */
  named: RegExp;
  /** Names of the same kind that the pages might not use. */
  others: readonly string[];
};

const KINDS: readonly Kind[] = [
  { named: /\b(?:AWS|Azure|Google Cloud)\b/, others: ['Oracle Cloud', 'IBM Cloud', 'Alibaba Cloud', 'DigitalOcean', 'Linode'] },
  { named: /\b(?:UPI|COD|net-banking)\b/, others: ['PayPal', 'Bitcoin', 'Apple Pay', 'Venmo'] },
  { named: /\bWhatsApp\b/, others: ['Telegram', 'WeChat', 'Viber', 'KakaoTalk'] },
  { named: /\b(?:ISO\/IEC 27001|ISO 27001|SOC 2|GDPR|DPDP)\b/, others: ['HIPAA', 'PCI DSS', 'CMMI', 'FedRAMP'] },
  { named: /\b(?:Shopify|WooCommerce)\b/, others: ['Magento', 'BigCommerce', 'Wix', 'Squarespace'] },
];

/** The city of the company's office as the pages name it, and cities for questions about an office elsewhere. */
const OFFICE_CITY = /\b(?:Bengaluru|Bangalore)\b/;
const OTHER_CITIES = ['Pune', 'Hyderabad', 'Chennai', 'Kolkata', 'Jaipur', 'Lucknow', 'Dubai', 'Singapore', 'London', 'Toronto', 'Nairobi'];
const OFFICE_QUESTIONS: readonly ((city: string) => string)[] = [
  (city) => `Do you have an office in ${city}?`,
  (city) => `${city} office address?`,
  (city) => `is your branch in ${city}`,
  (city) => `Can I visit your ${city} office?`,
];
const CITIES_ASKED = 3;

/** Every index term the pages use. */
function siteTerms(pages: readonly SitePage[]): Set<string> {
  const found = new Set<string>();
  for (const page of pages) {
    for (const text of [page.title, ...page.tags, ...page.sections.flatMap((s) => [s.heading, s.text])]) {
      for (const token of tokenize(text)) {
        const term = processTerm(token);
        if (term) found.add(term);
      }
    }
  }
  return found;
}

/** A stand-in no page uses any word of. */
const unused = (name: string, used: ReadonlySet<string>) => tokenize(name).every((token) => !used.has(processTerm(token) ?? token.toLowerCase()));

export type UnanswerableQuestion = EvalQuestion & { from: string; swapped: string };

export function generateUnanswerable(pages: readonly SitePage[], answerable: readonly GeneratedQuestion[], { seed = '' } = {}): UnanswerableQuestion[] {
  const used = siteTerms(pages);
  const byText = new Map<string, UnanswerableQuestion>();
  const add = (question: string, from: string, swapped: string) => {
    const key = normalise(question);
    if (!byText.has(key)) byText.set(key, { question, fact: CANNOT_ANSWER, page: null, from, swapped });
  };

  for (const question of answerable) {
    if (question.kind !== 'name') continue;
    for (const kind of KINDS) {
      // The name in the question as the visitor typed it (any case, "ISO/IEC" typed as "iso iec").
      const written = new RegExp(kind.named.source.replace(/\\\//g, '[/ ]'), 'i');
      const match = written.exec(question.question);
      if (!match) continue;
      const candidates = kind.others.filter((name) => unused(name, used));
      if (!candidates.length) continue;
      const stand = seededRandom(hashText(`${seed}|${question.question}`)).pick(candidates);
      const swapped = question.question.replace(match[0], match[0] === match[0].toLowerCase() ? stand.toLowerCase() : stand);
      // A question that still names something of the kind the site lists would be half answered.
      if (!written.test(swapped)) add(swapped, question.from, stand);
    }
  }

  // The office: asked of a few cities no page names, seeded by the sentence that names the real one.
  const office = pages.flatMap((page) => page.sections.filter((s) => OFFICE_CITY.test(`${s.heading}\n${s.text}`)).map((s) => ({ page, text: s.text })));
  const cities = OTHER_CITIES.filter((city) => unused(city, used));
  for (const { page, text } of office.slice(0, 1)) {
    const random = seededRandom(hashText(`${seed}|${page.url}|${text}`));
    const asked = [...cities].sort(() => random.next() - 0.5).slice(0, CITIES_ASKED);
    for (const city of asked) {
      const forms = [...OFFICE_QUESTIONS].sort(() => random.next() - 0.5).slice(0, 3);
      forms.forEach((form, i) => add(i === 0 ? form(city) : i === 1 ? form(city).toLowerCase() : chatShorthand(form(city).toLowerCase()), page.url, city));
    }
  }
  return [...byText.values()];
}
