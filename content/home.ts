/**
 * Copy and data of the home page: hero, trust bullets, process, products,
 * story, values, and the facts behind its structured data. Company-wide facts (claims,
 * contacts, registration) stay in site.ts and are imported, never repeated.
 */
import type { SceneInput } from '@/lib/media/storyboard';
import { claims } from './site';

export const hero = {
  badge: `Bengaluru · Building automation since ${claims.foundedYear}`,
  hiringLabel: "We're hiring",
  title: 'Automate the busywork.',
  titleAccent: 'Grow the business.',
  intro:
    'Maninfini Automation designs and runs the software behind growing companies: AI and process automation, web and custom platforms, WhatsApp communications and secure cloud operations, delivered by one accountable team.',
  primaryCta: 'Book Free Consultation',
  demoCta: 'See how it works',
} as const;

/**
 * The hero's "See how it works": a short silent video drawn at build time from this
 * storyboard by scripts/prebuild/31-home-media.ts: the three steps of a project on an example
 * calendar, to scale. Its length is measured from the drawn file (lib/media/rendered.ts).
 */
export const walkthroughVideo = {
  name: 'How a project runs at Maninfini',
  description:
    'The three steps every project follows, drawn to scale on an example calendar: a free consultation, two-week sprints with a demo at the end of each, then launch and support.',
  file: '/media/home/how-it-works.mp4',
  scenes: [
    {
      kind: 'calendar',
      title: 'A project with us, week by week',
      example: true,
      unit: 'week',
      span: 8,
      tick: 1,
      markLabel: 'demo',
      rows: [
        { label: 'Discover', note: 'Free consultation', from: 0, to: 1, cue: 'A first short bar in week 1: the consultation that picks what to automate first.' },
        { label: 'Design & build', note: 'Two-week sprints', from: 1, to: 7, marks: [3, 5, 7], cue: 'The long middle bar runs to week 7, with a demo marked at the end of every sprint.' },
        { label: 'Launch & support', note: `${claims.support} support`, from: 7, to: 8, ongoing: true, cue: 'From launch after week 7 the last bar runs off the calendar: support stays on call.' },
      ],
    },
  ] satisfies SceneInput[],
} as const;

/** The decorative order-flow card beside the hero copy: one sample automated order. */
export const heroFlow = {
  title: 'Order #2231 · automated',
  steps: [
    { icon: 'bot', title: 'WhatsApp order received', meta: 'Chatbot · 2 s reply', time: '0:01' },
    { icon: 'boxes', title: 'Stock reserved', meta: 'Inventory · 3 warehouses', time: '0:03' },
    { icon: 'invoice', title: 'GST invoice sent', meta: 'ERP · auto-numbered', time: '0:05' },
    { icon: 'users', title: 'Customer updated in CRM', meta: 'CRM · follow-up in 3 days', time: '0:07' },
  ],
  metrics: [
    { label: 'Manual steps removed', value: '11 → 0' },
    { label: 'Order to invoice', value: '7 sec' },
  ],
} as const;

export const trustBullets = [
  `Free consultation, reply within ${claims.responseTime}`,
  'ISO/IEC 27001-aligned delivery, GDPR ready',
  'Fixed-scope proposals, no lock-in',
] as const;

export const heroStats = [
  { value: claims.yearsExperience, label: 'Years of delivery' },
  { value: claims.projects, label: 'Projects shipped' },
  { value: claims.satisfaction, label: 'Client satisfaction' },
  { value: claims.support, label: 'Support coverage' },
  { value: claims.businesses, label: 'Businesses served' },
] as const;

export const servicesIntro = {
  eyebrow: 'What we do',
  title: 'Services that remove friction from your operations',
  text: 'Nine practices under one roof, so the team that secures your cloud also understands the store, the chatbot and the ledger running on it.',
} as const;

export const processSteps = [
  {
    title: 'Discover',
    text: 'A free 45-minute consultation maps the process, the numbers it should move and what is worth automating first.',
  },
  {
    title: 'Design & build',
    text: 'A fixed-scope plan, then two-week sprints with a working demo at the end of each, so you see progress instead of status reports.',
  },
  {
    title: 'Launch & support',
    text: `We go live alongside your team, train the people who use it, and stay on call with ${claims.support} support and monitoring.`,
  },
] as const;

export const startProject = { label: 'Start Your Project Today' } as const;

export const productsIntro = {
  eyebrow: 'Products',
  title: 'Ready-made software, tailored in weeks',
  text: 'Proven products we configure for your business, so you start from working software instead of a blank page.',
} as const;

export const inventoryProduct = {
  name: 'Inventory Management Software',
  tagline: 'Know what is on every shelf, in every channel, right now.',
  features: ['SKU management', 'Reorder alerts', 'Analytics dashboard', 'Multi-channel sync'],
  demoText:
    "Hello! I'd like a demo of the Inventory Management Software: dashboard, inventory tracking and multi-channel sync.",
  featuresMail: {
    subject: 'Feature request: Inventory Management Software',
    body: 'Hello Maninfini team,\n\nPlease send me the detailed feature list and pricing for the Inventory Management Software.\n\nThank you.',
  },
} as const;

export const chatbotProduct = {
  name: 'WhatsApp Chatbot Engine',
  tagline: 'Answer, qualify and follow up with customers on WhatsApp, day and night.',
  features: ['WhatsApp integration', 'Bulk messaging', 'CRM integration', 'Campaign analytics'],
  trialText: "Hello! I'd like to start a free trial of the WhatsApp Chatbot Engine. What do you need from me to set it up?",
  demoVideo: '/media/whatsapp-chatbot-demo.mp4',
  demoTitle: 'WhatsApp Chatbot Engine demo',
} as const;

/**
 * The chatbot's demo video, drawn at build time like the walkthrough: one sample order taken
 * on WhatsApp by the engine, a few messages at a time, with what happens behind each step.
 * The shop is an illustration.
 */
export const chatbotDemo = {
  name: chatbotProduct.demoTitle,
  description: 'The WhatsApp Chatbot Engine answering a customer, reserving stock, taking payment and confirming an order, as the customer sees it on WhatsApp.',
  file: chatbotProduct.demoVideo,
  scenes: [
    {
      kind: 'chat',
      title: 'An order taken on WhatsApp',
      business: 'Loomkart Store',
      status: 'automated replies',
      steps: [
        {
          messages: [{ from: 'customer', text: 'Hi! Is the indigo kurta in size M available?' }],
          note: 'A customer writes, at any hour.',
          cue: 'A question about a kurta arrives in the shop’s WhatsApp chat.',
        },
        {
          messages: [{ from: 'bot', text: 'Yes, 14 in stock at ₹1,299. Shall I reserve one for you?' }],
          note: 'Stock and price come from your inventory.',
          cue: 'The answer appears under it at once, with the stock count and the price.',
        },
        {
          messages: [
            { from: 'customer', text: 'Yes please' },
            { from: 'bot', text: 'Reserved. Pay securely with the link below.' },
          ],
          note: 'The item is held and a payment link is sent.',
          cue: 'The customer says yes; the bot holds the item and sends a payment link.',
        },
        {
          messages: [
            { from: 'customer', text: 'Paid!' },
            { from: 'bot', text: 'Order #2231 confirmed, delivery on Friday. Thank you!' },
          ],
          note: 'Your team sees it all in the CRM.',
          cue: 'Payment done, the bot confirms the order number and the delivery day.',
        },
      ],
    },
  ] satisfies SceneInput[],
} as const;

export type SuiteTab = {
  id: 'erp' | 'crm' | 'hrm';
  label: string;
  name: string;
  subtitle: string;
  features: readonly string[];
};

export const suite = {
  name: 'ERP / CRM / HRM Suite',
  tagline: 'One login for finance, sales and people, built around how your company already works.',
  tabs: [
    {
      id: 'erp',
      label: 'ERP',
      name: 'Enterprise Resource Planning',
      subtitle: 'Purchasing, stock, production and accounts in one ledger.',
      features: ['GST-ready invoicing & accounts', 'Purchase & vendor management', 'Production planning', 'Real-time financial reports'],
    },
    {
      id: 'crm',
      label: 'CRM',
      name: 'Customer Relationship Management',
      subtitle: 'Every lead, deal and conversation in one timeline.',
      features: ['Lead capture from web & WhatsApp', 'Visual sales pipeline', 'Automated follow-ups', 'Customer 360° history'],
    },
    {
      id: 'hrm',
      label: 'HRM',
      name: 'Human Resource Management',
      subtitle: 'From offer letter to payslip without the spreadsheets.',
      features: ['Attendance & leave', 'Payroll with statutory compliance', 'Employee self-service portal', 'Performance reviews'],
    },
  ] satisfies SuiteTab[],
} as const;

export const story = {
  eyebrow: 'About us',
  title: `Founded in ${claims.foundedYear}, built on work that keeps working`,
  paragraphs: [
    `Maninfini began in ${claims.foundedYear} as a three-person studio in Bengaluru, writing inventory and billing software for the traders of Chickpet and Avenue Road. The brief then was the brief now: remove the manual step that costs a business money every single day.`,
    'Over the years the manual steps changed. Ledgers moved to the cloud, customers moved to WhatsApp, and machine learning became practical for companies without a research lab. We grew with them, adding security, cloud operations, communications and AI practices, and a design studio so that the software looks as dependable as it is.',
    `Today a team of ${claims.teamMembers} engineers, designers and analysts serves ${claims.businesses} businesses in India and abroad. Most of our clients came by referral, and many have been with us for a decade. We intend to keep it that way.`,
  ],
} as const;

export const aboutStats = [
  { value: claims.projects, label: 'Projects delivered' },
  { value: claims.teamMembers, label: 'Team members' },
  { value: claims.yearsExperience, label: 'Years in business' },
] as const;

export const leadershipIntro = {
  title: 'Leadership',
  text: 'The people accountable for your project, each of whom still works hands-on with clients every week.',
} as const;

export const values = [
  {
    title: 'Mission-Driven',
    text: 'Every engagement starts from a business number we agree to move: hours saved, orders processed, leads answered.',
  },
  {
    title: 'Innovation First',
    text: 'We adopt new tools when they are ready for production, not when they are fashionable, and we bring them to clients early.',
  },
  {
    title: 'Trust & Security',
    text: 'ISO/IEC 27001-aligned practices, least-privilege access and GDPR-ready data handling are the default, not an upsell.',
  },
] as const;

/**
 * View Certificates opens a one-page compliance summary in the document viewer; copies of
 * the audit reports are shared on request by e-mail, as is usual for security documents.
 */
export const certificatesDoc = {
  file: '/portfolio/compliance-summary.svg',
  title: 'Compliance summary',
  requestMail: {
    subject: 'Request: ISO/IEC 27001 and GDPR documentation',
    body: 'Hello Maninfini team,\n\nPlease share copies of your ISO/IEC 27001 and GDPR compliance documentation for our vendor assessment.\n\nCompany:\nContact person:\n\nThank you.',
  },
} as const;

export const clientsTitle = 'Trusted by growing businesses in India and abroad';

export const testimonialsIntro = {
  eyebrow: 'Testimonials',
  title: 'What our clients say',
  text: 'Fourteen of the companies we work with, in their own words.',
  /** How to move through them, as the deck shows at each width: one card in a row below 640 px, a fan from there. */
  howTo: {
    row: 'Swipe, or use the arrows, to read the next one.',
    fan: 'Use the arrows, or click a card to bring it to the centre.',
  },
} as const;

export const homeMeta = {
  title: 'Maninfini Automation | Automation, AI & Custom Software in Bengaluru',
  description:
    'Business automation, AI, web and custom software, WhatsApp chatbots, ERP/CRM/HRM and secure cloud from Bengaluru since 2008. 500+ projects, 99% satisfaction.',
  keywords: ['business automation', 'AI solutions', 'custom software Bengaluru', 'WhatsApp chatbot', 'inventory software', 'ERP CRM HRM', 'cyber security', 'cloud solutions'],
} as const;

/** Structured-data facts of the home page. */
export const faq = [
  {
    question: 'What does Maninfini Automation do?',
    answer:
      'We build and run business automation, AI solutions, web and custom software, e-commerce and inventory systems, WhatsApp communications, cloud and cyber security for growing companies, from Bengaluru since 2008.',
  },
  {
    question: 'How quickly will you respond to an enquiry?',
    answer: `Within ${claims.responseTime}. The first consultation is free and ends with a written summary of what we would automate first and why.`,
  },
  {
    question: 'Do you work with companies outside India?',
    answer: 'Yes. About a third of our clients are in the Middle East, Europe, North America and Australia; we overlap working hours with each region.',
  },
  {
    question: 'How is a project priced?',
    answer: 'After discovery we quote a fixed scope and price per phase. Ongoing support and managed services are billed monthly with no lock-in.',
  },
  {
    question: 'How do you keep our data secure?',
    answer: 'Our delivery follows ISO/IEC 27001-aligned controls and GDPR-ready data handling: least-privilege access, encrypted storage and audited deployments.',
  },
] as const;

export const reviews = [
  {
    author: 'Priya Menon',
    rating: 5,
    reviewTitle: 'Our order desk runs itself now',
    reviewBody: 'The WhatsApp ordering bot and inventory sync cut our manual order entry to almost nothing within a month.',
    datePublished: '2026-03-12',
  },
  {
    author: 'Daniel Hughes',
    rating: 5,
    reviewTitle: 'A partner, not a vendor',
    reviewBody: 'Clear plans, working demos every fortnight and a security review we could hand straight to our auditors.',
    datePublished: '2026-06-04',
  },
] as const;

/** A recurring free online clinic; the date is the next scheduled session. */
export const event = {
  name: 'Automation Clinic: find the first process worth automating',
  description:
    'A free 60-minute online session where our engineers review one manual process from each attendee and sketch how to automate it.',
  startDate: '2027-01-21T16:00:00+05:30',
  endDate: '2027-01-21T17:00:00+05:30',
  url: '/#contact',
} as const;

export const howTo = {
  name: 'How to start an automation project with Maninfini',
  description: 'From first conversation to a live, supported system in three steps.',
  totalTime: 'PT15M',
  steps: processSteps,
} as const;

/** The video the home page's structured data describes; its length and date are the drawn file's (lib/seo/home.ts). */
export const overviewVideo = {
  name: chatbotDemo.name,
  description: chatbotDemo.description,
  thumbnailUrl: chatbotDemo.file.replace(/\.mp4$/, '.jpg'),
  contentUrl: chatbotDemo.file,
} as const;
