/**
 * The words and actions of the contact section (home #contact and /contact). Numbers,
 * addresses and hours come from content/site.ts; only what is particular to this
 * section lives here.
 */
import { addressText, claims, contact, hours, location, site, teamContacts, type TeamContact } from '@/content/site';
import type { OutboundAction } from '@/lib/actions/describe';
import type { MapTarget } from '@/lib/actions/outbound-urls';

const office: MapTarget = { lat: location.lat, lng: location.lng };

export const contactCopy = {
  eyebrow: 'Contact',
  heading: "Let's build what your business needs next",
  intro: `Tell us what you want to automate, build or secure. A specialist reads every message and replies within ${claims.responseTime}, with practical next steps and no obligation.`,
  formHeading: 'Send us a message',
  formIntro: 'Three short steps. Your message opens in WhatsApp, addressed to our sales team.',
} as const;

export type InfoCardIcon = 'map-pin' | 'phone' | 'mail' | 'clock';

export type InfoCard = {
  id: 'office' | 'phone' | 'email' | 'hours';
  icon: InfoCardIcon;
  title: string;
  lines: readonly string[];
  actionLabel: string;
  action: OutboundAction;
};

export const prefilledMessages = {
  scheduleCall:
    "Hello! I'd like to schedule a call with the Maninfini Automation team. The best days and times for me are: ",
  consultation:
    "Hello! I'd like to book a free consultation to discuss automating part of my business. When would suit your team?",
  emailInquiry: {
    subject: 'Project inquiry',
    body: "Hello Maninfini team,\n\nI'd like to discuss a project with you.\n\nCompany:\nWhat we want to achieve:\nTimeline:\n\nThank you.",
  },
  brochureRequest: {
    subject: 'Brochure request',
    body: 'Hello Maninfini team,\n\nPlease send me your company brochure with details of your services and engagement models.\n\nThank you.',
  },
  teamMember: (person: Pick<TeamContact, 'name'>) =>
    `Hello ${person.name.split(' ')[0]}, I found you on the Maninfini Automation website and would like to talk about a project.`,
} as const;

export const infoCards: readonly InfoCard[] = [
  {
    id: 'office',
    icon: 'map-pin',
    title: 'Visit our office',
    lines: [addressText],
    actionLabel: 'Get Directions',
    action: { kind: 'directions', target: office },
  },
  {
    id: 'phone',
    icon: 'phone',
    title: 'Call us',
    lines: [`Support: ${contact.mainPhone}`, `Sales: ${contact.salesPhone}`],
    actionLabel: 'Call Now',
    action: { kind: 'call', phone: contact.mainPhone },
  },
  {
    id: 'email',
    icon: 'mail',
    title: 'Email us',
    lines: [contact.salesEmail, contact.supportEmail],
    actionLabel: 'Send Email',
    action: { kind: 'email', to: contact.salesEmail, ...prefilledMessages.emailInquiry },
  },
  {
    id: 'hours',
    icon: 'clock',
    title: 'Business hours',
    lines: hours.lines,
    actionLabel: 'Schedule Call',
    action: { kind: 'whatsapp', text: prefilledMessages.scheduleCall },
  },
];

export const quickActions = {
  heading: 'Quick actions',
  whatsapp: { label: 'Chat on WhatsApp', description: 'Reach our leadership directly' },
  scheduleCall: {
    label: 'Schedule a Call',
    description: 'Pick a time that suits you',
    action: { kind: 'whatsapp', text: prefilledMessages.scheduleCall } satisfies OutboundAction,
  },
  email: {
    label: 'Email Us Directly',
    description: contact.salesEmail,
    action: { kind: 'email', to: contact.salesEmail, ...prefilledMessages.emailInquiry } satisfies OutboundAction,
  },
} as const;

export const whatsappDialog = {
  title: 'Chat with our team on WhatsApp',
  description: 'Choose who you would like to talk to. The chat opens in a new tab with a short greeting you can edit.',
  contacts: teamContacts,
} as const;

export const freeConsultation = {
  title: 'Free consultation',
  text: `A 30-minute call with a senior engineer to map your processes and spot what is worth automating first. Replies within ${claims.responseTime}.`,
} as const;

export const brochure = {
  href: '/brochure/maninfini-automation-brochure.pdf',
  filename: 'maninfini-automation-brochure.pdf',
} as const;

export const closingBanner = {
  heading: 'Ready to take the manual work out of your week?',
  text: `${claims.projects} projects since ${claims.foundedYear}. Book a free consultation, or take our brochure to share with your team.`,
  consultation: {
    label: 'Book Free Consultation',
    action: { kind: 'whatsapp', text: prefilledMessages.consultation } satisfies OutboundAction,
  },
  brochure: {
    label: 'Download Brochure',
    action: { kind: 'download', href: brochure.href, filename: brochure.filename } satisfies OutboundAction,
  },
  brochureByEmail: {
    label: 'Request it by e-mail',
    action: { kind: 'email', to: contact.salesEmail, ...prefilledMessages.brochureRequest } satisfies OutboundAction,
  },
} as const;

/** The office map: a preview until the visitor asks for Google's embed of the office's position. */
export const mapEmbed = {
  target: office,
  title: `Map showing the ${site.name} office in ${location.locality}`,
  /** Drawn at build time (scripts/prebuild/32-office-map.ts); shown until the visitor asks for the map. */
  preview: '/media/office-map.svg',
  directionsLabel: 'Get Directions',
  directionsAction: { kind: 'directions', target: office } satisfies OutboundAction,
  loadLabel: 'Show map',
  privacyNote: 'The map is provided by Google and loads only when you press Show map.',
} as const;

export { fallbackTexts, formLabels, formSteps, statusTexts } from '@/content/contact-form';

/** The /contact page around the section: its heading, introduction and metadata. */
export const contactPage = {
  title: 'Contact us',
  description: `Talk to ${site.name} in Bengaluru about automation, AI, custom software, WhatsApp and cloud projects. Call, e-mail, WhatsApp or send a message: we reply within ${claims.responseTime}.`,
  keywords: ['contact Maninfini Automation', 'automation company Bengaluru', 'free consultation', 'WhatsApp business automation'],
  eyebrow: `Replies within ${claims.responseTime}`,
  heroTitle: 'Talk to the people who will build it',
  heroSubtitle:
    'Engineers, not a call centre, read your message. Tell us where the manual work is, and we will tell you honestly what is worth automating first.',
} as const;

/** What the visitor can expect after sending, shown under the form. */
export const nextSteps = {
  heading: 'What happens next',
  items: [
    `We read your message and reply within ${claims.responseTime}.`,
    'A short call to understand your processes, goals and timeline.',
    'A written proposal with scope, milestones and a fixed price.',
  ],
} as const;
