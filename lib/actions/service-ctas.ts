/**
 * Turns a content button into what the page renders: an internal link to the contact
 * page, or an outbound action (lib/actions/describe.ts) drawn as a real, tracked anchor.
 */
import type { OutboundAction } from '@/lib/actions/describe';
import type { PricingPlan, ServiceCta } from '../services/schema';

export const contactPagePath = '/contact/';

export type CtaTarget = { type: 'internal'; href: string } | { type: 'action'; action: OutboundAction };

export function ctaTarget(cta: ServiceCta): CtaTarget {
  switch (cta.kind) {
    case 'whatsapp':
      return { type: 'action', action: { kind: 'whatsapp', text: cta.text } };
    case 'email':
      // Service e-mail drafts go to the support address (the default).
      return { type: 'action', action: { kind: 'email', subject: cta.subject, body: cta.body } };
    case 'call':
      return { type: 'action', action: { kind: 'call' } };
    case 'contact':
      return { type: 'internal', href: contactPagePath };
    case 'external':
      return { type: 'action', action: { kind: 'outbound', href: cta.href, newTab: true } };
  }
}

/** The greeting a pricing card's button opens WhatsApp with. */
export function planEnquiryText(serviceTitle: string, plan: Pick<PricingPlan, 'name' | 'price' | 'period'>): string {
  const price = plan.period ? `${plan.price} ${plan.period}` : plan.price;
  const quote = plan.price.toLowerCase() === 'custom' ? 'a custom quote' : price;
  return `Hello Maninfini! I'm interested in the ${plan.name} plan (${quote}) for ${serviceTitle}. Could you confirm what it includes and how soon we could start?`;
}

export function planCta(serviceTitle: string, plan: PricingPlan): ServiceCta {
  const custom = plan.price.toLowerCase() === 'custom';
  return { kind: 'whatsapp', label: custom ? 'Request a Quote' : `Choose ${plan.name}`, text: planEnquiryText(serviceTitle, plan) };
}

/** The FAQ's "ask us" button: a WhatsApp chat that names the service. */
export function questionCta(serviceTitle: string): ServiceCta {
  return {
    kind: 'whatsapp',
    label: 'Ask us a question',
    text: `Hello Maninfini! I have a question about ${serviceTitle} that the FAQ doesn't answer.`,
  };
}
