/**
 * Keyword intents of the offline provider: eleven intents, confidence
 * between 0.3 (nothing matched) and 0.9 (several clear signals).
 */
import { quantitiesIn } from '@/lib/text/quantities';
import { askedKind, putToCompany } from './question-kind';
import type { IntentResult } from './types';

export const INTENTS = [
  'greet',
  'ask_services',
  'ask_pricing',
  'ask_contact',
  'book_consultation',
  'ask_automation',
  'ask_web_development',
  'ask_design',
  'ask_whatsapp',
  'ask_portfolio',
  'out_of_scope',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Checked in this order; earlier entries win ties, so specific topics precede broad ones. */
const KEYWORDS: [Intent, RegExp[]][] = [
  ['ask_pricing', [/\bpric(e|es|ing)\b/, /\bcost(s|ing)?\b/, /\bhow much\b/, /\bfees?\b/, /\bcharges?\b/, /\bquote\b/, /\bbudget\b/, /\brates?\b/, /₹|\brs\.?\s?\d|\brupees?\b/, /\bplans?\b/]],
  ['book_consultation', [/\bbook\b/, /\bconsult(ation)?\b/, /\bappointment\b/, /\bschedule\b/, /\bmeeting\b/, /\bdemo\b/, /\bcall back\b/]],
  ['ask_contact', [/\bcontact\b/, /\breach\b/, /\bphone\b/, /\bcall\b/, /\be-?mail\b/, /\baddress\b/, /\blocat(ed|ion)\b/, /\boffice hours\b/, /\bhours\b/, /\bwhere are you\b/, /\btalk to\b/]],
  ['ask_portfolio', [/\bportfolio\b/, /\bcase stud(y|ies)\b/, /\bpast work\b/, /\byour work\b/, /\bexamples?\b/, /\bprojects? you\b/, /\bclients?\b/, /\bsamples?\b/]],
  ['ask_whatsapp', [/\bwhats ?app\b/, /\bchat ?bots?\b/, /\bbulk messag/, /\bivr\b/, /\bbroadcast\b/]],
  ['ask_design', [/\bdesign(er|s)?\b/, /\blogo\b/, /\bbrand(ing)?\b/, /\bpackaging\b/, /\bgraphic/]],
  ['ask_web_development', [/\bweb ?sites?\b/, /\bweb ?apps?\b/, /\bweb development\b/, /\be-?commerce\b/, /\bonline store\b/, /\bapps?\b/, /\bsoftware\b/, /\breact\b/, /\bnext\.?js\b/]],
  ['ask_services', [/\bservices?\b/, /\bwhat do you (do|offer)\b/, /\bofferings?\b/, /\bsolutions?\b/, /\bhelp (me|with)\b/, /\bcapabilit/]],
  ['ask_automation', [/\bautomat(e|ion|ing|ed)\b/, /\bworkflows?\b/, /\bai\b/, /\bmachine learning\b/, /\bartificial intelligence\b/, /\berp\b/, /\bcrm\b/, /\brpa\b/]],
];

const GREETING = /^\s*(hi|hello|hey|hiya|namaste|good (morning|afternoon|evening)|greetings)\b[\s!.,]*(there|manu)?[\s!.,]*$/i;

export function classifyByKeywords(message: string): IntentResult {
  const text = message.toLowerCase();
  if (GREETING.test(text)) return { intent: 'greet', confidence: 0.9 };

  let best: { intent: Intent; hits: number } | null = null;
  for (const [intent, patterns] of KEYWORDS) {
    const hits = patterns.filter((pattern) => pattern.test(text)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { intent, hits };
  }
  if (!best) return { intent: 'out_of_scope', confidence: 0.3 };
  // One clear keyword is a fair guess; each further signal adds confidence.
  return { intent: best.intent, confidence: Math.min(0.9, 0.6 + 0.1 * (best.hits - 1)) };
}

export function isKnownIntent(intent: string): intent is Intent {
  return (INTENTS as readonly string[]).includes(intent);
}

/**
 * The page a classified question most likely belongs to. Retrieval favours it a little,
 * so "What are your office hours?" finds the contact page before a service page that
 * mentions office hours in passing.
 */
const INTENT_PAGES: Partial<Record<Intent, string>> = {
  ask_contact: '/contact/',
  book_consultation: '/contact/',
  ask_web_development: '/services/web-development/',
  ask_design: '/services/graphic-design/',
  ask_whatsapp: '/services/whatsapp-communications/',
};

/**
 * Questions about the company's own policies, jobs, contact details, history and list of services
 * belong to the legal, careers, contact, about and services pages, even when other pages use the
 * same words ("a dedicated phone number" on the virtual office page answers a different question
 * than "your phone number"). The first that matches applies.
 */
const TOPIC_PAGES: readonly { question: RegExp; page: string }[] = [
  {
    question: /\b(privacy|personal (data|information|details)|my data|data retention|keep (my|your|job)|delete my|minimum age|age limit|children)\b/i,
    page: '/privacy-policy/',
  },
  { question: /\b(cookies?|consent banner|cookie settings)\b/i, page: '/cookie-policy/' },
  {
    question: /\b(uptime|sla|service levels?|guarantee|warrant(y|ies)|liability|disputes?|governing law|jurisdiction|courts?|terms (of service|and conditions)|invoices?|payment terms|notice)\b/i,
    page: '/terms-of-service/',
  },
  {
    question:
      /\b(jobs?|careers?|hiring|vacanc(y|ies)|openings?|fresher|internships?|salary|join (your team|maninfini)|working (at|here)|resumes?|cvs?|curriculum vitae|apply for|job applications?|(rejected|selected|shortlisted) (after|for|in)|interview (round|stage|process)s?)\b/i,
    page: '/careers/',
  },
  {
    question: /\b(your|ur)\s+(phone|mobile|contact|whatsapp|office|address|e-?mail|location|hours|timings?|number)\b|\b(pin ?codes?|postal codes?|zip ?codes?|postcodes?)\b|\b(reply|respond|get back|hear back|revert)\b[^?.]*\b(me|us|my|our)\b|\b(my|our) (enquiry|enquiries|message)\b|\b(contact|reach|call|e-?mail|visit|meet) (you|your team|maninfini)\b|\bwhere (is|are) (your|you)\b|\b(office|business|working) (hours|timings?)\b/i,
    page: '/contact/',
  },
  {
    question:
      /\b(your|ur) (company|ceo|founders?|history|story|certifications?|gstin|cin|headquarters|leadership)\b|\bwho (founded|started|owns|runs)\b|\b(ceo|founder|cto|coo) of\b|\bhow did (you|maninfini|the company) (start|begin)\b|\bin business\b|\bare you (iso|certified|registered)\b/i,
    page: '/#about',
  },
  { question: /\b(what|which|how many|list( of)?|all)( of)?( your| the)? services\b/i, page: '/services/' },
];
export const TOPIC_BOOST = 2;
const INTENT_BOOST = 1.5;
/** A question put to the company (lib/chat/question-kind.ts) is answered by its own pages: articles weigh less for it. */
const ARTICLE_FOR_COMPANY = 0.6;

export function pageBoostFor(message: string): (url: string, type?: string) => number {
  const topic = TOPIC_PAGES.find((t) => t.question.test(message))?.page;
  const intent = INTENT_PAGES[classifyByKeywords(message).intent as Intent];
  const article = putToCompany(message) ? ARTICLE_FOR_COMPANY : 1;
  return (url, type) => (url === topic ? TOPIC_BOOST : url === intent ? INTENT_BOOST : 1) * (type === 'blog' ? article : 1);
}

/**
 * The intent of each page's own subject, for the badge of an answer quoted from it (first match
 * wins). The policies, the jobs and the team are the subject of none of the eleven intents: an
 * answer quoted from them shows no intent badge rather than one its question's words suggest (a
 * privacy answer to "does the chat send my question to an AI company?" is not an automation answer).
 */
const PAGE_INTENTS: readonly [RegExp, Intent | null][] = [
  [/^\/contact\//, 'ask_contact'],
  [/^\/services\/whatsapp-communications\//, 'ask_whatsapp'],
  [/^\/services\/(web-development|ecommerce-inventory)\//, 'ask_web_development'],
  [/^\/services\/graphic-design\//, 'ask_design'],
  [/^\/services\/quantiti\//, 'ask_automation'],
  [/^\/services\//, 'ask_services'],
  [/^\/(privacy-policy|terms-of-service|cookie-policy|careers|our-team)\//, null],
];

/**
 * What an answer quoted from a page is about, as its badge shows it: a price when a price was
 * asked and given, else the subject of the page quoted (an answer from the contact page is a
 * contact answer), else what the question's words say; null when none of the eleven intents
 * describes it (a page with no such subject, or a question whose words name none), so no badge shows.
 */
export function intentOfAnswer(url: string, message: string, quoted: string): Intent | null {
  const page = PAGE_INTENTS.find(([pattern]) => pattern.test(url));
  // A page with no such subject has none, whatever it quotes (a salary on the jobs page is not a price).
  if (page && !page[1]) return null;
  if (askedKind(message) === 'amount' && quantitiesIn(quoted).some((fact) => fact.kind === 'amount')) return 'ask_pricing';
  if (page) return page[1];
  const keyword = classifyByKeywords(message).intent as Intent;
  return keyword === 'out_of_scope' || keyword === 'greet' ? null : keyword;
}
