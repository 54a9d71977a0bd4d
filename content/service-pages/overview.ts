import type { ServicesOverviewInput } from '@/lib/services/schema';

/** Copy of the /services overview; the cards themselves come from content/services.ts. */
const overview = {
  seo: {
    title: 'Services: Software, Automation, Cloud, Security & AI',
    description:
      'Nine services from one Bengaluru team: web and custom software, e-commerce, WhatsApp, cyber security, cloud, offshore talent, virtual offices, design and AI.',
    keywords: [
      'IT services Bengaluru',
      'software development company India',
      'business automation services',
      'cyber security and cloud services',
      'WhatsApp Business API provider',
      'offshore development team',
    ],
  },
  hero: {
    badge: 'Our services',
    headline: 'Nine services, one accountable team',
    accent: 'one accountable team',
    intro:
      'Since 2008 we have helped Indian and international businesses build software, automate busy work, secure their systems and grow. Start with one service; add the next when it pays for itself.',
    primary: {
      kind: 'whatsapp',
      label: 'Talk to an Expert',
      text: 'Hello Maninfini! I would like advice on which of your services fits my business. Could you share pricing, key features and typical timelines?',
    },
    secondary: { kind: 'contact', label: 'Send an Enquiry' },
  },
  catalogue: {
    eyebrow: 'What we do',
    heading: 'Choose where to start',
    intro: 'Each service has its own team lead, fixed prices or clear plans, and a page with everything you need to decide.',
  },
  engagement: {
    eyebrow: 'How we engage',
    heading: 'The same way of working, whatever you buy',
    intro: 'Clear scope before money changes hands, visible progress while we work, and support after we finish.',
    steps: [
      { title: 'Talk', duration: 'Within 24 hours', description: 'Tell us the problem on WhatsApp, by e-mail or through the contact form, and get a considered first reply.' },
      { title: 'Scope', duration: 'Week 1', description: 'We agree goals, deliverables, price and dates in writing, with nothing left to interpretation.' },
      { title: 'Deliver', duration: 'Weekly check-ins', description: 'Work happens in short cycles with demos and reports, so you can steer while there is still time.' },
      { title: 'Support', duration: '24/7 for critical issues', description: 'Support plans keep what we built secure and running, with a response that matches the urgency.' },
    ],
  },
  closing: {
    heading: 'Not sure which service you need?',
    text: 'Describe the problem instead. We will tell you honestly what would help, what it costs and whether we are the right people for it.',
    primary: {
      kind: 'whatsapp',
      label: 'Ask on WhatsApp',
      text: 'Hello Maninfini! I have a business problem and would like your advice on the right service, with pricing and a likely timeline.',
    },
    secondary: { kind: 'call', label: 'Call Us' },
  },
} satisfies ServicesOverviewInput;

export default overview;
