/**
 * What a reply button does. Of the sixteen payload keys, most name their destination
 * (WhatsApp, e-mail, the contact page or the premium popup); the five that do not map so:
 *   ai_automation      -> WhatsApp, an enquiry about AI automation use cases
 *   process_automation -> WhatsApp, an enquiry about automating business processes
 *   portfolio_web      -> e-mail to sales asking for web project samples (files travel well by mail)
 *   portfolio_ai       -> e-mail to sales asking for AI case studies
 *   other_features     -> the premium popup, which lists the extra features
 * Any other payload is sent back into the chat as the visitor's next message. A WhatsApp hand-off
 * carries the question the reply answered, so the team sees it without asking again.
 */
import { contact } from '@/content/site';
import { payloadTexts } from '@/content/chat';
import type { OutboundAction } from '@/lib/actions/describe';

export type PayloadAction =
  | { kind: 'outbound'; action: OutboundAction }
  | { kind: 'navigate'; href: string }
  | { kind: 'popup' }
  | { kind: 'message'; text: string };

export const CONTACT_PAGE = '/contact/';

/** A question longer than this is cut in the prefilled message (a chat link must stay short). */
export const HANDOFF_QUESTION_CHARS = 300;

/** The prefilled text of a WhatsApp hand-off: the button's own text, then the visitor's question. */
export function handoffText(text: string, question?: string): string {
  const asked = question?.replace(/\s+/g, ' ').trim();
  if (!asked) return text;
  const cut = asked.length > HANDOFF_QUESTION_CHARS ? `${asked.slice(0, HANDOFF_QUESTION_CHARS - 1).trimEnd()}…` : asked;
  return `${text}\n\nMy question: ${cut}`;
}

type Context = { question?: string };
const whatsapp = (text: string, { question }: Context = {}): PayloadAction => ({ kind: 'outbound', action: { kind: 'whatsapp', text: handoffText(text, question) } });
const email = (to: string, draft: { subject: string; body: string }): PayloadAction => ({
  kind: 'outbound',
  action: { kind: 'email', to, subject: draft.subject, body: draft.body },
});

const MAPPING: Record<string, (context: Context) => PayloadAction> = {
  whatsapp_pricing: (context) => whatsapp(payloadTexts.whatsapp_pricing, context),
  whatsapp_webdev: (context) => whatsapp(payloadTexts.whatsapp_webdev, context),
  whatsapp_automation: (context) => whatsapp(payloadTexts.whatsapp_automation, context),
  whatsapp_portfolio: (context) => whatsapp(payloadTexts.whatsapp_portfolio, context),
  whatsapp_contact: (context) => whatsapp(payloadTexts.whatsapp_contact, context),
  whatsapp_automation_pro: (context) => whatsapp(payloadTexts.whatsapp_automation_pro, context),
  whatsapp_general: (context) => whatsapp(payloadTexts.whatsapp_general, context),
  contact_us: () => ({ kind: 'navigate', href: CONTACT_PAGE }),
  email_pricing: () => email(contact.salesEmail, payloadTexts.email_pricing),
  email_contact: () => email(contact.supportEmail, payloadTexts.email_contact),
  automation_pro: () => ({ kind: 'popup' }),
  ai_automation: (context) => whatsapp(payloadTexts.ai_automation, context),
  process_automation: (context) => whatsapp(payloadTexts.process_automation, context),
  portfolio_web: () => email(contact.salesEmail, payloadTexts.portfolio_web),
  portfolio_ai: () => email(contact.salesEmail, payloadTexts.portfolio_ai),
  other_features: () => ({ kind: 'popup' }),
};

export const KNOWN_PAYLOADS = Object.keys(MAPPING);

/** What a button does; `question` is the visitor's question the reply answered. */
export function mapPayload(payload: string, context: Context = {}): PayloadAction {
  const mapped = Object.hasOwn(MAPPING, payload) ? MAPPING[payload] : undefined;
  return mapped ? mapped(context) : { kind: 'message', text: payload };
}
