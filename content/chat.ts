/**
 * Everything the chat assistant Manu says or shows that is not generated from the
 * rest of content/: persona, greeting, quick buttons, canned replies, popup copy and
 * settings. Facts (services, contacts, hours, prices) are read from their own files.
 */
import { claims, contact, hours, site } from './site';
import { services } from './services';
import cloudSolutions from './service-pages/cloud-solutions';
import cyberCloud from './service-pages/cyber-cloud';
import ecommerceInventory from './service-pages/ecommerce-inventory';
import quantiti from './service-pages/quantiti';
import virtualOffice from './service-pages/virtual-office';
import webDevelopment from './service-pages/web-development';

export const assistant = {
  name: 'Manu',
  title: 'Manu Assistant',
  persona: `You are Manu, the friendly assistant of ${site.name}, an automation, AI and custom-software company in Bengaluru, India, working since ${claims.foundedYear}. You help visitors understand the company's services, prices and ways to get in touch, and you guide them to the right next step.`,
  /** Rules the model must follow so its replies render well in the widget. */
  formattingRules: [
    'Answer only from the website passages given; if they do not cover the question, say so and offer to connect the visitor with the team.',
    'Keep replies short: at most about 120 words.',
    'Use **double asterisks** for bold, start list lines with "• ", and start a section heading line with one emoji.',
    'Quote prices exactly as the passages give them, in rupees (₹).',
    'Never invent phone numbers, e-mail addresses, prices or promises.',
  ],
  greeting: `👋 Hi, I'm Manu!\nI answer questions about ${site.name} straight from this website: our services, prices and how to reach the team.`,
  placeholder: 'Type your message...',
  pendingPlaceholder: 'Please wait...',
  typing: 'Manu is typing...',
  errorReply: "I'm sorry, I encountered an error. Please try again.",
  /** Shown above an offline answer when the endpoint said a limit was reached. */
  limitNotices: {
    rate_limited: '⏳ You have asked a lot in a short time, so for a minute I am answering straight from our website.',
    daily_limit: '⏳ My AI has answered all it can for one visitor today, so I am answering straight from our website.',
    budget_exhausted: '⏳ My AI has answered all it can for today, so I am answering straight from our website.',
  },
  /** Under the message box when the text is longer than a message may be; {over} and {max} are filled in. */
  messageTooLong: 'A message may be at most {max} characters: remove {over} to send.',
  imageOnlyReply: "📷 Thanks for the picture! I can't look at images yet: tell me in a few words what you need and I'll point you to the right page or person.",
  voiceUnsupported: 'Speech recognition is not supported in this browser.',
} as const;

/** The empty chat's quick buttons: each sends a fixed question. */
export const quickButtons = [
  { label: 'Services', question: 'Tell me about your automation services' },
  { label: 'Pricing', question: 'What are your pricing plans?' },
  { label: 'Contact', question: 'How can I contact your team?' },
  { label: 'Portfolio', question: 'Show me your work portfolio' },
] as const;

type Plan = { name: string; price: string; period?: string };
const hasAmount = (plan: Plan) => /₹\s?\d/.test(plan.price);
const planList = (plans: readonly Plan[]) =>
  plans.filter(hasAmount).map((p) => `${p.name} ${p.price.replace(/^From\b/, 'from')}`).join(', ');
/** "…per month; Enterprise on quote" */
const planSummary = (plans: readonly Plan[]) => {
  const period = plans.find(hasAmount)?.period;
  const quoted = plans.filter((p) => !hasAmount(p)).map((p) => p.name);
  return `${planList(plans)}${period && /^per\b/.test(period) ? ` ${period}` : ''}${quoted.length ? `; ${quoted.join(', ')} on quote` : ''}`;
};

/** The pricing answer quotes the plans on the service pages themselves. */
const pricedServices = [
  ['Websites & web apps', webDevelopment.pricing.plans],
  ['Virtual office', virtualOffice.pricing.plans],
  ['Inventory & e-commerce', ecommerceInventory.pricing.plans],
  ['Cyber security', cyberCloud.pricing.plans],
  ['Cloud', cloudSolutions.pricing.plans],
  ['Quantiti for schools', quantiti.pricing.plans],
] as const;
const priceLines = pricedServices.map(([label, plans]) => `• **${label}**: ${planSummary(plans)}`).join('\n');

const serviceLines = services.map((s) => `• **${s.title}**: ${s.description}`).join('\n');

/** Canned replies for the offline provider, one per offline intent. */
export const cannedReplies: Record<string, string> = {
  greet: `👋 Hello! I'm Manu from ${site.name}.\nAsk me about our services, prices or how to reach the team.`,
  ask_services: `🚀 **What we do**\n${serviceLines}\n\nTell me which one interests you and I'll share the details.`,
  ask_automation: `⚙️ **Automation at ${site.shortName}**\nWe automate the repetitive work that slows a business down:\n• **WhatsApp chatbots** and bulk campaigns that answer customers day and night\n• **Inventory and order sync** across your store and marketplaces\n• **Custom ERP, CRM and HRM** workflows that replace spreadsheets\n• **AI models** for forecasting, fraud detection and pricing\n\nWe have delivered ${claims.projects} projects since ${claims.foundedYear}.`,
  ask_web_development: `💻 **Web & custom development**\n• Fast, accessible websites and web apps built with Next.js and React\n• Custom business software: portals, ERP and CRM, with your integrations\n• Simple apps take 4-6 weeks; enterprise apps 3-6 months\n\n💰 ${planList(webDevelopment.pricing.plans)} (one-time).`,
  ask_design: `🎨 **Graphic design & packaging**\n• Logo design in 1-2 weeks\n• Complete brand identity in 2-4 weeks\n• Packaging design in 3-6 weeks\n• Print and social media creatives`,
  ask_whatsapp: `💬 **WhatsApp & communications**\n• Official WhatsApp Business API set-up\n• AI chatbots that answer, qualify and book\n• Bulk messaging and campaign analytics\n• IVR and CRM integration`,
  ask_pricing: `💰 **Pricing at a glance**\n${priceLines}\n\nEvery project gets a written quote after a free consultation.`,
  ask_contact: `📞 **Talk to our team**\n• **Phone**: ${contact.mainPhone}\n• **WhatsApp**: ${contact.whatsappDisplay}\n• **E-mail**: ${contact.salesEmail}\n• **Hours**: ${hours.summary}\n\nWe reply within ${claims.responseTime}.`,
  book_consultation: `📅 **Book a free consultation**\nTell us about your business and what you want to automate; a specialist will reply within ${claims.responseTime} with next steps and a quote.\n• Message us on WhatsApp for the quickest answer\n• Or use the contact form`,
  ask_portfolio: `🏆 **Our work**\n• ${claims.projects} projects for ${claims.businesses} businesses since ${claims.foundedYear}\n• Websites and web apps, e-commerce stores, WhatsApp bots and AI models\n\nAsk for the samples that match your project and we will send them over.`,
  out_of_scope: `🤔 I couldn't find that on our website.\nI can tell you about our **services**, **prices** and **how to reach the team**, or connect you with a specialist right away.`,
};

/** Suggested replies ('Quick responses') per intent. */
export const suggestedReplies: Record<string, readonly string[]> = {
  ask_services: ['What does automation cost?', 'Do you build websites?', 'Tell me about WhatsApp bots'],
  ask_automation: ['Show me automation examples', 'How long does a project take?', 'Book a consultation'],
  ask_web_development: ['How much is an e-commerce store?', 'What technologies do you use?', 'Show me your work portfolio'],
  ask_design: ['How long does a logo take?', 'Do you design packaging?', 'What are your pricing plans?'],
  ask_whatsapp: ['How do WhatsApp chatbots work?', 'Can you send bulk messages?', 'What are your pricing plans?'],
  ask_pricing: ['What does a virtual office cost?', 'How much is a website?', 'Book a consultation'],
  ask_portfolio: ['Show me web projects', 'Show me AI projects', 'How can I contact your team?'],
  book_consultation: ['How can I contact your team?', 'What are your office hours?', 'What are your pricing plans?'],
};

/** Buttons offered with an offline reply, by intent; the first is shown as primary. */
export const intentButtons: Record<string, readonly { title: string; payload: string }[]> = {
  greet: [{ title: 'Chat on WhatsApp', payload: 'whatsapp_general' }, { title: 'Contact us', payload: 'contact_us' }],
  ask_services: [{ title: 'Discuss on WhatsApp', payload: 'whatsapp_general' }, { title: 'AI automation', payload: 'ai_automation' }, { title: 'Process automation', payload: 'process_automation' }],
  ask_automation: [{ title: 'Talk automation on WhatsApp', payload: 'whatsapp_automation' }, { title: 'AI automation', payload: 'ai_automation' }, { title: 'Automation Pro', payload: 'automation_pro' }],
  ask_web_development: [{ title: 'Start on WhatsApp', payload: 'whatsapp_webdev' }, { title: 'Web portfolio', payload: 'portfolio_web' }],
  ask_design: [{ title: 'Discuss on WhatsApp', payload: 'whatsapp_general' }, { title: 'Contact us', payload: 'contact_us' }],
  ask_whatsapp: [{ title: 'Discuss on WhatsApp', payload: 'whatsapp_automation' }, { title: 'Contact us', payload: 'contact_us' }],
  ask_pricing: [{ title: 'Get a quote on WhatsApp', payload: 'whatsapp_pricing' }, { title: 'E-mail for pricing', payload: 'email_pricing' }],
  ask_contact: [{ title: 'Chat on WhatsApp', payload: 'whatsapp_contact' }, { title: 'E-mail us', payload: 'email_contact' }, { title: 'Contact page', payload: 'contact_us' }],
  book_consultation: [{ title: 'Book on WhatsApp', payload: 'whatsapp_general' }, { title: 'Contact page', payload: 'contact_us' }],
  ask_portfolio: [{ title: 'Portfolio on WhatsApp', payload: 'whatsapp_portfolio' }, { title: 'Web projects', payload: 'portfolio_web' }, { title: 'AI projects', payload: 'portfolio_ai' }],
  out_of_scope: [{ title: 'Ask on WhatsApp', payload: 'whatsapp_general' }, { title: 'Contact us', payload: 'contact_us' }],
  answer: [{ title: 'Ask on WhatsApp', payload: 'whatsapp_general' }, { title: 'Contact us', payload: 'contact_us' }],
};

/**
 * The label of each button payload key. The model picks up to 3 keys for
 * an answer; the label shown comes from here, so the model never writes a button's text.
 */
export const payloadTitles = {
  whatsapp_pricing: 'Get a quote on WhatsApp',
  whatsapp_webdev: 'Start on WhatsApp',
  whatsapp_automation: 'Talk automation on WhatsApp',
  whatsapp_portfolio: 'Portfolio on WhatsApp',
  whatsapp_contact: 'Chat on WhatsApp',
  whatsapp_automation_pro: 'Join Automation Pro on WhatsApp',
  whatsapp_general: 'Ask on WhatsApp',
  contact_us: 'Contact us',
  email_pricing: 'E-mail for pricing',
  email_contact: 'E-mail us',
  automation_pro: 'Automation Pro',
  portfolio_web: 'Web projects',
  portfolio_ai: 'AI projects',
  ai_automation: 'AI automation',
  process_automation: 'Process automation',
  other_features: 'More features',
} as const;
export type PayloadKey = keyof typeof payloadTitles;

/** Prefilled texts for the button payloads (mapping in lib/chat/payloads.ts). */
export const payloadTexts = {
  whatsapp_pricing: "Hello! I'd like a quote for your services. Could you share your pricing?",
  whatsapp_webdev: "Hello! I'd like to discuss a website or web application project.",
  whatsapp_automation: "Hello! I'd like to automate part of my business. Can we talk?",
  whatsapp_portfolio: 'Hello! Could you share samples of your past work?',
  whatsapp_contact: 'Hello! I have a question for your team.',
  whatsapp_automation_pro: "Hello! I'd like to join Automation Pro with the limited time offer of 50% off the first month.",
  whatsapp_general: 'Hello! I found you through the Manu assistant and have a question.',
  ai_automation: "Hello! I'm interested in AI automation (chatbots, forecasting, fraud detection). Can we discuss my use case?",
  process_automation: "Hello! I'd like to automate our business processes (orders, inventory, approvals). Can we talk?",
  email_pricing: { subject: 'Pricing enquiry', body: 'Hello,\n\nPlease send me pricing details for:\n\nThank you.' },
  email_contact: { subject: 'Enquiry from the website', body: 'Hello,\n\nI would like to talk to your team about:\n\nThank you.' },
  portfolio_web: { subject: 'Web portfolio request', body: 'Hello,\n\nPlease send me samples of websites and web applications you have built.\n\nThank you.' },
  portfolio_ai: { subject: 'AI case studies request', body: 'Hello,\n\nPlease send me case studies of your AI and automation projects.\n\nThank you.' },
} as const;

/** The prompt box's Tools menu. */
export const promptTools = [
  { id: 'createImage', name: 'Create an image', shortName: 'Image' },
  { id: 'searchWeb', name: 'Search the web', shortName: 'Search' },
  { id: 'writeCode', name: 'Write or code', shortName: 'Write' },
  { id: 'deepResearch', name: 'Run deep research', shortName: 'Deep Search', extra: '5 left' },
  { id: 'thinkLonger', name: 'Think for longer', shortName: 'Think' },
] as const;
export type PromptToolId = (typeof promptTools)[number]['id'];

/**
 * Automation Pro, the premium plan: the chat's popup and the section of the services overview
 * (/services/#automation-pro) show the same copy, so the offer Manu quotes is on a page.
 */
export const premiumPopup = {
  name: 'Automation Pro',
  title: 'Join Automation Pro',
  intro: 'Unlock the full Manu toolkit for your business.',
  features: ['Create Images', 'Web Search', 'Code Samples', 'Deep Research', 'Thoughtful Answers'],
  benefits: [
    'First-served customer priority',
    'Exclusive discounts on projects',
    'Priority support',
    'Early access to new features',
    'Advanced analytics',
  ],
  offerTitle: 'Limited Time Offer',
  offerText: '50% off the first month',
  join: 'Join Automation Pro',
  later: 'Maybe Later',
} as const;

/**
 * The intro chime. It plays when the visitor first opens the assistant in a browser
 * session (500 ms after the panel appears, at volume 0.3), never on page load: see
 * components/chat/introAudio.ts for why.
 */
export const introAudio = { enabled: true, src: '/intro.mp3', volume: 0.3, delayMs: 500 } as const;

/** The chat's timings and limits: typing indicator, prompt history, buttons per reply, scroll thumb. */
export const chatTiming = { typingMs: 1000, historyTurns: 5, maxButtons: 3, scrollHideMs: 600, scrollThumbMin: 18 } as const;
