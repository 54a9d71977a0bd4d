/**
 * What a reply button does (spec 001 §9.5). The spec names sixteen payload keys and says
 * only that their names point to WhatsApp, e-mail, the contact page or the premium popup.
 * For the five it leaves open, this is the mapping:
 *   ai_automation      -> WhatsApp, an enquiry about AI automation use cases
 *   process_automation -> WhatsApp, an enquiry about automating business processes
 *   portfolio_web      -> e-mail to sales asking for web project samples (files travel well by mail)
 *   portfolio_ai       -> e-mail to sales asking for AI case studies
 *   other_features     -> the premium popup, which lists the extra features
 * Any other payload is sent back into the chat as the visitor's next message.
 */
import { contact } from '@/content/site';
import { payloadTexts } from '@/content/chat';
import type { OutboundAction } from '@/lib/actions';

export type PayloadAction =
  | { kind: 'outbound'; action: OutboundAction }
  | { kind: 'navigate'; href: string }
  | { kind: 'popup' }
  | { kind: 'message'; text: string };

export const CONTACT_PAGE = '/contact/';

const whatsapp = (text: string): PayloadAction => ({ kind: 'outbound', action: { kind: 'whatsapp', text } });
const email = (to: string, draft: { subject: string; body: string }): PayloadAction => ({
  kind: 'outbound',
  action: { kind: 'email', to, subject: draft.subject, body: draft.body },
});

const MAPPING: Record<string, () => PayloadAction> = {
  whatsapp_pricing: () => whatsapp(payloadTexts.whatsapp_pricing),
  whatsapp_webdev: () => whatsapp(payloadTexts.whatsapp_webdev),
  whatsapp_automation: () => whatsapp(payloadTexts.whatsapp_automation),
  whatsapp_portfolio: () => whatsapp(payloadTexts.whatsapp_portfolio),
  whatsapp_contact: () => whatsapp(payloadTexts.whatsapp_contact),
  whatsapp_automation_pro: () => whatsapp(payloadTexts.whatsapp_automation_pro),
  whatsapp_general: () => whatsapp(payloadTexts.whatsapp_general),
  contact_us: () => ({ kind: 'navigate', href: CONTACT_PAGE }),
  email_pricing: () => email(contact.salesEmail, payloadTexts.email_pricing),
  email_contact: () => email(contact.supportEmail, payloadTexts.email_contact),
  automation_pro: () => ({ kind: 'popup' }),
  ai_automation: () => whatsapp(payloadTexts.ai_automation),
  process_automation: () => whatsapp(payloadTexts.process_automation),
  portfolio_web: () => email(contact.salesEmail, payloadTexts.portfolio_web),
  portfolio_ai: () => email(contact.salesEmail, payloadTexts.portfolio_ai),
  other_features: () => ({ kind: 'popup' }),
};

export const KNOWN_PAYLOADS = Object.keys(MAPPING);

export function mapPayload(payload: string): PayloadAction {
  const mapped = Object.hasOwn(MAPPING, payload) ? MAPPING[payload] : undefined;
  return mapped ? mapped() : { kind: 'message', text: payload };
}
