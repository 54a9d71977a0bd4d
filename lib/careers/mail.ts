/**
 * The careers e-mail drafts and WhatsApp hand-off, decided
 * without a browser: the page renders them as plain links that work before any script runs.
 */
import { generalApplicationRole } from '@/content/careers';
import { contact, site } from '@/content/site';
import type { OutboundAction } from '@/lib/actions/describe';
import type { AnalyticsEvent, EventParams } from '@/lib/analytics/events';

export type CareersIntent = 'apply' | 'question' | 'pitch' | 'whatsapp';

export function applicationSubject(role: string): string {
  return `Application: ${role} @ ${site.name}`;
}

export function questionSubject(role: string): string {
  return `Question about ${role}`;
}

/** One template for every draft: it asks for LinkedIn, portfolio and a short note. */
export function careersBody(role: string, kind: 'apply' | 'question' = 'apply'): string {
  const opening =
    kind === 'apply'
      ? `Hello ${site.name} team,\n\nI would like to apply for: ${role}.`
      : `Hello ${site.name} team,\n\nI have a question about: ${role}.`;
  return [
    opening,
    '',
    'LinkedIn profile: ',
    'Portfolio / GitHub: ',
    '',
    kind === 'apply' ? 'A short note about me and why this role:' : 'My question:',
    '',
    '',
    'Thank you,',
    '',
  ].join('\n');
}

export function careersWhatsAppText(): string {
  return `Hello! I'm interested in working at ${site.name} and have a quick question about open roles.`;
}

/** The action each careers button performs; the e-mail goes to the careers mailbox. */
export function careersAction(intent: CareersIntent, role: string = generalApplicationRole): OutboundAction {
  switch (intent) {
    case 'apply':
    case 'pitch':
      return { kind: 'email', to: contact.careersEmail, subject: applicationSubject(role), body: careersBody(role, 'apply') };
    case 'question':
      return { kind: 'email', to: contact.careersEmail, subject: questionSubject(role), body: careersBody(role, 'question') };
    case 'whatsapp':
      return { kind: 'whatsapp', text: careersWhatsAppText() };
  }
}

const events: Record<CareersIntent, AnalyticsEvent> = {
  apply: 'careers_apply_click',
  question: 'careers_question_click',
  pitch: 'careers_pitch_click',
  whatsapp: 'careers_whatsapp_click',
};

/** Each careers event carries the role and category 'careers'. */
export function careersEvent(intent: CareersIntent, role: string = generalApplicationRole): { event: AnalyticsEvent; params: EventParams } {
  return { event: events[intent], params: { role, category: 'careers' } };
}
