/**
 * Every fact about the company that more than one page uses, kept once. The details the owner
 * must supply before launch (addresses, numbers, registration, profiles) are in
 * content/company-details.ts and are read from there.
 */
import { directNumbers, emails, leaderProfiles, officeAddress, phones, quantAlgorithmsSite, registration, siteOrigin, socialHandle, socialProfiles } from './company-details';

export const site = {
  name: 'Maninfini Automation',
  shortName: 'Maninfini',
  tagline: 'Automation, AI and custom software that pays for itself',
  description:
    'Maninfini Automation builds business automation, AI solutions, web and custom software, WhatsApp communications and secure cloud platforms for growing companies from Bengaluru since 2008.',
  /** The production origin; used for canonical URLs, the sitemap and feeds. */
  url: process.env.NEXT_PUBLIC_SITE_URL ?? siteOrigin,
  locale: 'en_IN',
  language: 'en',
  /** Social handle used in share metadata. */
  twitterHandle: socialHandle,
  /**
   * Google Analytics 4 measurement id (G-…), taken from NEXT_PUBLIC_GA_ID when the site is
   * built (docs/deployment.md). Empty: no analytics tag, no requests, events are dropped.
   */
  analyticsId: (process.env.NEXT_PUBLIC_GA_ID ?? '').trim(),
} as const;

/** Claims stated on the pages. */
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
  supportEmail: emails.support,
  salesEmail: emails.sales,
  careersEmail: emails.careers,
  /** Display form; links strip the white space. */
  mainPhone: phones.main,
  /** Support and sales numbers are shown the same in the call-now choice. */
  salesPhone: phones.sales,
  /** Digits only, as WhatsApp links need. */
  whatsappNumber: phones.whatsappDigits,
  whatsappDisplay: phones.whatsappDisplay,
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

/** The three people reachable on WhatsApp from the contact section. */
export const teamContacts: readonly TeamContact[] = [
  { name: 'Manjunath Rao', role: 'CEO', ...directNumbers.CEO },
  { name: 'Arjun Iyer', role: 'AIO and CTO', ...directNumbers['AIO and CTO'] },
  { name: 'Kavya Reddy', role: 'COO', ...directNumbers.COO },
];

/** A leader's public profile address, when the owner has given one. */
// eslint-disable-next-line no-restricted-syntax -- content/leadership.ts builds the leaders' entries with it.
export const profileOf = (name: string): string | undefined => leaderProfiles[name];

// eslint-disable-next-line no-restricted-syntax -- content/team.ts and content/roster.ts name their contacts with it.
export function teamContactName(role: TeamContact['role']): string {
  const found = teamContacts.find((c) => c.role === role);
  if (!found) throw new Error(`content/site.ts has no team contact with role ${role}`);
  return found.name;
}

export const location = {
  streetAddress: officeAddress.streetAddress,
  locality: 'Bengaluru',
  region: 'Karnataka',
  postalCode: officeAddress.postalCode,
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

/** Registration facts shown in the About section. */
export const companyInfo = { ...registration, headquarters: addressText } as const;

export const certifications = ['ISO/IEC 27001 compliant', 'GDPR ready'] as const;

export const socialLinks = socialProfiles;

/** The external algorithmic-trading site, opened in a new tab. */
export const quantAlgorithmsUrl = quantAlgorithmsSite;

/** Section anchors of the home page, in page order. */
export const homeSections = ['home', 'services', 'products', 'about', 'contact'] as const;
export type HomeSection = (typeof homeSections)[number];
