/**
 * The contact form's own words, kept apart from content/contact.ts so the form's
 * browser code carries only the texts it shows.
 */
import { contact } from '@/content/site';

/** How often the form may be sent from one browser (lib/contact/rate-limit.ts applies it). */
export const submissionLimit = { attempts: 3, windowMinutes: 5 } as const;

/** The texts of the submit states. */
export const statusTexts = {
  success: 'Thank you! Your message has been sent to WhatsApp. Our team will respond within 24 hours.',
  error: 'Sorry, there was an error sending your message. Please try again or contact us directly.',
  rateLimited: `Too many submission attempts. Please try again in ${submissionLimit.windowMinutes} minutes.`,
  sending: 'Opening WhatsApp…',
  restored: 'We kept what you typed last time, so you can carry on where you left off.',
} as const;

export const formSteps = [
  { title: 'Your details', heading: 'Tell us who you are' },
  { title: 'Your project', heading: 'What can we help with?' },
  { title: 'Review & send', heading: 'Check and send your message' },
] as const;

export const formLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone (optional)',
  service: 'Service',
  servicePlaceholder: 'Select a service',
  message: 'Project Details',
  messagePlaceholder: 'What would you like to automate, build or improve? Goals, timeline and current tools help us reply with specifics.',
  consentBefore: 'I agree to the',
  consentTerms: 'terms and conditions',
  consentAnd: 'and the',
  consentPrivacy: 'privacy policy',
  consentAfter: ', and to being contacted about this enquiry.',
  back: 'Back',
  continue: 'Continue',
  send: 'Send via WhatsApp',
  sending: 'Sending…',
  edit: 'Edit',
  noScript: `This form needs JavaScript to open WhatsApp. You can also write to ${contact.salesEmail} or call ${contact.mainPhone}.`,
  privacyNote: 'Your message opens in WhatsApp so you can check it before it goes. Nothing is stored on our servers.',
} as const;

export const fallbackTexts = {
  heading: "WhatsApp didn't open",
  text: 'Your browser blocked the new window. Your message is below and still saved in the form: copy it, send it by e-mail, or open WhatsApp again.',
  copy: 'Copy message',
  copied: 'Copied',
  copyFailed: 'Select the text and copy it',
  email: 'Send by e-mail',
  whatsapp: 'Open WhatsApp',
  dismiss: 'Close',
} as const;
