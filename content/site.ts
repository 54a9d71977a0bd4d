/**
 * Every fact about the company that more than one page uses, kept once.
 *
 * Values marked PLACEHOLDER are not given by the specification (contact numbers,
 * e-mail addresses, registration numbers, street address, social handles). They are
 * deliberately obvious so the owner can replace them here in one commit; nothing
 * else in the code base repeats them.
 */

export const site = {
  name: 'Maninfini Automation',
  shortName: 'Maninfini',
  tagline: 'Automation, AI and custom software that pays for itself',
  description:
    'Maninfini Automation builds business automation, AI solutions, web and custom software, WhatsApp communications and secure cloud platforms for growing companies from Bengaluru since 2008.',
  /** PLACEHOLDER: the production origin; used for canonical URLs, the sitemap and feeds. */
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.maninfini.example',
  locale: 'en_IN',
  language: 'en',
  /** PLACEHOLDER social handle used in share metadata. */
  twitterHandle: '@maninfini',
  /**
   * Google Analytics 4 measurement id (G-…), taken from NEXT_PUBLIC_GA_ID when the site is
   * built (docs/deployment.md). Empty: no analytics tag, no requests, events are dropped.
   */
  analyticsId: (process.env.NEXT_PUBLIC_GA_ID ?? '').trim(),
} as const;

/** Claims stated on the pages (spec 000 §1). */
export const claims = {
  foundedYear: 2008,
  yearsExperience: '14+',
  projects: '500+',
  teamMembers: '50+',
  satisfaction: '99%',
  support: '24/7',
  businesses: '200+',
  responseTime: '24 hours',
} as const;

export const contact = {
  /** PLACEHOLDER addresses and numbers. */
  supportEmail: 'support@maninfini.example',
  salesEmail: 'sales@maninfini.example',
  careersEmail: 'careers@maninfini.example',
  /** Display form; links strip the white space. */
  mainPhone: '+91 80 4000 0000',
  /** Spec 000 §9: support and sales numbers are shown the same in the call-now choice. */
  salesPhone: '+91 80 4000 0000',
  /** Digits only, as WhatsApp links need. */
  whatsappNumber: '918040000000',
  whatsappDisplay: '+91 80 4000 0000',
} as const;

export const whatsappTexts = {
  default: 'Hello, I would like to know more about your automation services.',
  quickQuestion: 'Hello! I have a quick question.',
  startProject: "Hello! I'd like to start a project with Maninfini Automation. Could we discuss scope, timeline and pricing?",
} as const;

export type TeamContact = {
  name: string;
  role: 'CEO' | 'AIO and CTO' | 'COO';
  /** Display number. */
  number: string;
  /** Digits only. */
  phone: string;
  linkedin?: string;
};

/** The three people reachable on WhatsApp from the contact section (spec 000 §3). PLACEHOLDER numbers. */
export const teamContacts: readonly TeamContact[] = [
  { name: 'Manjunath Rao', role: 'CEO', number: '+91 98450 00001', phone: '919845000001' },
  { name: 'Arjun Iyer', role: 'AIO and CTO', number: '+91 98450 00002', phone: '919845000002' },
  { name: 'Kavya Reddy', role: 'COO', number: '+91 98450 00003', phone: '919845000003' },
];

export function teamContactName(role: TeamContact['role']): string {
  const found = teamContacts.find((c) => c.role === role);
  if (!found) throw new Error(`content/site.ts has no team contact with role ${role}`);
  return found.name;
}

export const location = {
  /** PLACEHOLDER street address; the city and map position are from the specification. */
  streetAddress: '2nd Floor, Tech Park Road',
  locality: 'Bengaluru',
  region: 'Karnataka',
  postalCode: '560009',
  country: 'India',
  countryCode: 'IN',
  lat: 12.97002,
  lng: 77.58429,
} as const;

export const addressText = `${location.streetAddress}, ${location.locality}, ${location.region} ${location.postalCode}, ${location.country}`;

/**
 * Office hours: one reading everywhere (the contact section, the brochure, the JSON-LD and the
 * assistant, which quotes the contact page). The specification gives three (Mon–Sat 9:00 AM to
 * 7:00 PM with Sunday emergency support on the pages; Mon–Fri 9–6, Sat 10–4, Sun closed in the
 * assistant's text; Mon–Fri 9:00–18:00, Sat 9:00–14:00 in the structured data). The one the pages
 * state is chosen, because it is what a visitor reads and acts on; the other two are not used, so
 * a visitor, a search engine and the assistant never give different answers.
 */
export const hours = {
  lines: ['Mon – Sat: 9:00 AM – 7:00 PM', 'Sunday: emergency support only'],
  summary: 'Mon to Sat 9:00 AM to 7:00 PM; Sunday emergency support only',
  /** Sunday's emergency support is not opening hours, so the structured data lists Monday to Saturday. */
  structuredData: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '19:00' }],
} as const;

/** PLACEHOLDER registration facts shown in the About section (spec 000 §2). */
export const companyInfo = {
  legalName: 'Maninfini Automation Private Limited',
  incorporationDate: '2008-04-15',
  authorisedCapital: '₹10,00,000',
  cin: 'U72900KA2008PTC000000',
  gstin: '29AAAAA0000A1Z5',
  headquarters: addressText,
} as const;

export const certifications = ['ISO/IEC 27001 compliant', 'GDPR ready'] as const;

/** PLACEHOLDER profile addresses. */
export const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/maninfini-automation' },
  { name: 'X', href: 'https://x.com/maninfini' },
  { name: 'Instagram', href: 'https://www.instagram.com/maninfini' },
  { name: 'YouTube', href: 'https://www.youtube.com/@maninfini' },
  { name: 'Facebook', href: 'https://www.facebook.com/maninfini' },
] as const;

/** The external algorithmic-trading site (spec 000 §2). PLACEHOLDER address. */
export const quantAlgorithmsUrl = 'https://quant.maninfini.example/';

/** Section anchors of the home page, in page order (spec 000 §2). */
export const homeSections = ['home', 'services', 'products', 'about', 'contact'] as const;
export type HomeSection = (typeof homeSections)[number];
