/** Labels and targets of the shared header, mobile menu, bottom bar and footer. */
import type { HomeSection } from '@/content/site';

export type SectionNavItem = { label: string; section: HomeSection };

/** Desktop header, after the Solutions dropdown. */
export const headerSectionLinks: readonly SectionNavItem[] = [
  { label: 'Products', section: 'products' },
  { label: 'About', section: 'about' },
  { label: 'Contact', section: 'contact' },
];

/** Mobile menu: Home, Services, Products, About, Contact, then Careers and Quant Algorithms, then mobileMenuPages. */
export const mobileMenuSections: readonly SectionNavItem[] = [
  { label: 'Home', section: 'home' },
  { label: 'Services', section: 'services' },
  { label: 'Products', section: 'products' },
  { label: 'About', section: 'about' },
  { label: 'Contact', section: 'contact' },
];

/**
 * The mobile menu ends with the pages a phone visitor could otherwise reach only through the
 * footer (the desktop header reaches them the same way, but a phone's menu is its main way around).
 */
export const mobileMenuPages = [
  { label: 'Blog', href: '/blog/' },
  { label: 'Our Team', href: '/our-team/' },
] as const;

export const navLabels = {
  solutions: 'Solutions',
  quant: 'Quant Algorithms',
  hiring: "We're Hiring",
  consultation: 'Start Free Consultation',
  careers: 'Careers',
  freeConsultationNote: 'Free consultation · reply within 24 hours',
  freeConsultationShort: 'Free consultation',
} as const;

export const footerLinks = {
  quick: [
    { label: 'Home', href: '/' },
    { label: 'All Services', href: '/services/' },
    { label: 'Our Team', href: '/our-team/' },
    { label: 'Careers', href: '/careers/' },
    { label: 'Blog', href: '/blog/' },
    { label: 'Search', href: '/search/' },
    { label: 'Contact', href: '/contact/' },
  ],
  legal: [
    { label: 'Privacy Policy', href: '/privacy-policy/' },
    { label: 'Terms of Service', href: '/terms-of-service/' },
    { label: 'Cookie Policy', href: '/cookie-policy/' },
    { label: 'GDPR', href: '/privacy-policy/#gdpr' },
  ],
} as const;

export const newsletter = {
  title: 'Automation insights, once a month',
  text: 'Practical ideas on AI, automation and secure software for growing businesses. No spam; unsubscribe any time.',
  subject: 'Newsletter subscription request',
  body: (email: string) =>
    `Hello Maninfini team,\n\nPlease subscribe ${email || 'me'} to the Maninfini Automation newsletter.\n\nThank you.`,
} as const;
