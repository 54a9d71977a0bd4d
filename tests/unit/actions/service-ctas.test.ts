/** @jest-environment node */
import { describeAction } from '@/lib/actions/describe';
import { contactPagePath, ctaTarget, planCta, planEnquiryText } from '@/lib/actions/service-ctas';
import { contact } from '@/content/site';

describe('service buttons', () => {
  it('opens WhatsApp with the prefilled greeting', () => {
    const target = ctaTarget({ kind: 'whatsapp', label: 'Start', text: 'Hello! Pricing, please.' });
    expect(target).toEqual({ type: 'action', action: { kind: 'whatsapp', text: 'Hello! Pricing, please.' } });
    if (target.type !== 'action') throw new Error('expected an action');
    expect(describeAction(target.action).href).toBe(
      `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent('Hello! Pricing, please.')}`,
    );
  });

  it('drafts an e-mail to the support address with subject and body', () => {
    const target = ctaTarget({ kind: 'email', label: 'Email', subject: 'Cloud enquiry', body: 'Hello team, a question.' });
    if (target.type !== 'action') throw new Error('expected an action');
    expect(describeAction(target.action).href).toBe(
      `mailto:${contact.supportEmail}?subject=Cloud%20enquiry&body=Hello%20team%2C%20a%20question.`,
    );
  });

  it('dials the main number', () => {
    const target = ctaTarget({ kind: 'call', label: 'Call' });
    if (target.type !== 'action') throw new Error('expected an action');
    expect(describeAction(target.action).href).toBe(`tel:${contact.mainPhone.replace(/\s+/g, '')}`);
  });

  it('links to the contact page internally', () => {
    expect(ctaTarget({ kind: 'contact', label: 'Contact' })).toEqual({ type: 'internal', href: contactPagePath });
  });

  it('opens another site in a new tab', () => {
    const target = ctaTarget({ kind: 'external', label: 'Quant', href: 'https://quant.example/' });
    if (target.type !== 'action') throw new Error('expected an action');
    expect(describeAction(target.action)).toMatchObject({ href: 'https://quant.example/', newTab: true });
  });
});

describe('pricing plan enquiries', () => {
  it('names the plan, its price and the service', () => {
    expect(planEnquiryText('Cloud Solutions', { name: 'Business Cloud', price: '₹85,000', period: 'per month' })).toBe(
      "Hello Maninfini! I'm interested in the Business Cloud plan (₹85,000 per month) for Cloud Solutions. Could you confirm what it includes and how soon we could start?",
    );
  });

  it('asks for a quote on custom plans', () => {
    const cta = planCta('Cyber Security', {
      name: 'Enterprise',
      price: 'Custom',
      period: '',
      description: 'Tailored security operations.',
      features: ['a', 'b', 'c'],
      popular: false,
    });
    expect(cta).toMatchObject({ kind: 'whatsapp', label: 'Request a Quote' });
    expect(cta.kind === 'whatsapp' && cta.text).toContain('Enterprise plan (a custom quote) for Cyber Security');
  });
});
