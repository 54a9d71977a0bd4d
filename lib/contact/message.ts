/**
 * Builds the WhatsApp text a contact-form submission sends to the sales team (name, e-mail,
 * phone, service, message, consent, source and the time in India). Pure: the clock and the page
 * address come in as arguments.
 *
 * No anti-forgery token is added: nothing here reaches a server of ours, the message travels
 * from the visitor's own WhatsApp account, so there is no request a token could protect and no
 * party that could check it. A token that no one verifies would only suggest a protection that
 * does not exist.
 */
import { contact } from '@/content/site';
import { mailtoUrl, whatsappUrl } from '@/lib/actions/outbound-urls';
import { MONTH_ABBREVIATIONS } from '@/lib/months';

export type ComposeInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  service: string;
  message: string;
};

export type ComposeContext = {
  /** When the visitor pressed Send. */
  now: Date;
  /** Where the form was sent from, e.g. the page address. */
  source: string;
};

export const NOT_PROVIDED = 'Not provided';
export const CONSENT_LINE = 'Consent: the sender accepted the terms and conditions and the privacy policy.';

const IST_OFFSET_MINUTES = 5 * 60 + 30;

/**
 * India Standard Time has a fixed +05:30 offset and no daylight saving, so the
 * conversion is plain arithmetic and does not depend on the runtime's time-zone data.
 */
export function formatIndiaTime(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000);
  if (Number.isNaN(ist.getTime())) return 'unknown time';
  const hours24 = ist.getUTCHours();
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const meridiem = hours24 < 12 ? 'AM' : 'PM';
  return `${ist.getUTCDate()} ${MONTH_ABBREVIATIONS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${hours12}:${minutes} ${meridiem} IST`;
}

// Control characters (other than line breaks and tabs) have no place in a chat message
// and some clients drop everything after them.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Makes any string safe to put into the text: well-formed Unicode, no control characters. */
export function cleanText(value: unknown): string {
  // Objects are not text: String() on one can throw (a toString that is not a function).
  const primitive = typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint';
  const text = typeof value === 'string' ? value : primitive ? String(value) : '';
  return toWellFormed(text).replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

/** Lone surrogates make encodeURIComponent throw; they become U+FFFD instead. */
function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const oneLine = (value: unknown) => cleanText(value).replace(/\s+/g, ' ');

export function composeContactMessage(input: ComposeInput, context: ComposeContext): string {
  const name = [oneLine(input.firstName), oneLine(input.lastName)].filter(Boolean).join(' ');
  const phone = oneLine(input.phone);
  return [
    'New enquiry from the website',
    '',
    `Name: ${name || NOT_PROVIDED}`,
    `Email: ${oneLine(input.email) || NOT_PROVIDED}`,
    `Phone: ${phone || NOT_PROVIDED}`,
    `Service: ${oneLine(input.service) || NOT_PROVIDED}`,
    '',
    'Project details:',
    cleanText(input.message) || NOT_PROVIDED,
    '',
    CONSENT_LINE,
    `Source: ${oneLine(context.source) || 'website contact form'}`,
    `Sent: ${formatIndiaTime(context.now)}`,
  ].join('\n');
}

/** The chat with the sales number, opened with the composed text. */
export function contactWhatsAppUrl(text: string): string {
  return whatsappUrl(cleanText(text), contact.salesPhone);
}

/** The e-mail fallback offered when the chat window cannot be opened. */
export function contactMailtoUrl(text: string, service: string): string {
  const subject = `Website enquiry: ${oneLine(service) || 'general'}`;
  return mailtoUrl(contact.salesEmail, { subject, body: cleanText(text) });
}
