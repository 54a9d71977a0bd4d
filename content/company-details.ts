/**
 * SET BEFORE LAUNCH. The company's own details that the site needs but the brief behind it
 * does not give: every value in this file is a stand-in, chosen so that nothing reaches a real
 * person (`.example` domains, `0000` numbers). Replace them here, in one commit; the rest of
 * the site (pages, footer, structured data, the brochure, the assistant's knowledge) reads
 * them from here through content/site.ts and never repeats them. The README's "Before launch"
 * section lists the same items.
 *
 * What is not here is given by the brief and stays as it is: the company name, the founding
 * year, the claims, the hours, the city and the office's map position (content/site.ts).
 */

/** The production origin, for canonical addresses, the sitemap and the feed (NEXT_PUBLIC_SITE_URL wins). */
export const siteOrigin = 'https://www.maninfini.example';

/** The site's handle on X, used in share metadata. */
export const socialHandle = '@maninfini';

/** E-mail addresses; people on the team page get `firstname@` the support address's domain. */
export const emails = {
  support: 'support@maninfini.example',
  sales: 'sales@maninfini.example',
  careers: 'careers@maninfini.example',
} as const;

/** Phone numbers in display form (links strip the spaces), and the WhatsApp number as digits only. */
export const phones = {
  main: '+91 80 4000 0000',
  /** Sales is shown the same as the main number in the call-now choice. */
  sales: '+91 80 4000 0000',
  whatsappDigits: '918040000000',
  whatsappDisplay: '+91 80 4000 0000',
} as const;

/** Direct WhatsApp numbers of the three people in the contact section's popup, by role. */
export const directNumbers = {
  CEO: { number: '+91 98450 00001', phone: '919845000001' },
  'AIO and CTO': { number: '+91 98450 00002', phone: '919845000002' },
  COO: { number: '+91 98450 00003', phone: '919845000003' },
} as const;

/** The office's street address (the city, region and map position are given). */
export const officeAddress = {
  streetAddress: '2nd Floor, Tech Park Road',
  postalCode: '560009',
} as const;

/** Registration facts shown in the About section. */
export const registration = {
  legalName: 'Maninfini Automation Private Limited',
  incorporationDate: '2008-04-15',
  authorisedCapital: '₹10,00,000',
  cin: 'U72900KA2008PTC000000',
  gstin: '29AAAAA0000A1Z5',
} as const;

/** The company's profiles, in the footer. */
export const socialProfiles = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/maninfini-automation' },
  { name: 'X', href: 'https://x.com/maninfini' },
  { name: 'Instagram', href: 'https://www.instagram.com/maninfini' },
  { name: 'YouTube', href: 'https://www.youtube.com/@maninfini' },
  { name: 'Facebook', href: 'https://www.facebook.com/maninfini' },
] as const;

/** The external algorithmic-trading site ("Quant Algorithms"), opened in a new tab. */
export const quantAlgorithmsSite = 'https://quant.maninfini.example/';

/**
 * Leaders' public profile addresses (LinkedIn), by name. A leader without one shows no
 * Connect link; add an https:// address here to show it.
 */
export const leaderProfiles: Readonly<Record<string, string>> = {};
