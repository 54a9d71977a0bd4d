// Writes public/brochure/maninfini-automation-brochure.pdf from content/, so the
// brochure offered by the contact section always states the site's current facts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brochure } from '../../content/contact';
import { services } from '../../content/services';
import { addressText, claims, contact, hours, site } from '../../content/site';
import { buildBrochurePdf } from './brochure/pdf';

const pdf = buildBrochurePdf({
  title: site.name,
  tagline: site.tagline,
  subtitle: 'COMPANY BROCHURE',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        { text: site.description },
        {
          text: `Since ${claims.foundedYear}: ${claims.projects} projects delivered, ${claims.teamMembers} team members, ${claims.businesses} businesses served, ${claims.satisfaction} client satisfaction and ${claims.support} support. Every enquiry gets a reply within ${claims.responseTime}.`,
        },
      ],
    },
    {
      heading: 'What we do',
      paragraphs: services.map((service) => ({
        title: service.title,
        text: `${service.description} ${service.features.join(' - ')}.`,
      })),
    },
    {
      heading: 'Talk to us',
      paragraphs: [
        { title: 'Office', text: addressText },
        { title: 'Phone and WhatsApp', text: `${contact.mainPhone} (WhatsApp ${contact.whatsappDisplay})` },
        { title: 'E-mail', text: `Sales: ${contact.salesEmail}   Support: ${contact.supportEmail}` },
        { title: 'Business hours', text: hours.summary },
        { title: 'Web', text: site.url },
      ],
    },
  ],
  footer: `${site.name} - ${site.url}`,
});

const file = path.join(import.meta.dirname, '../../public', brochure.href);
mkdirSync(path.dirname(file), { recursive: true });
let current = '';
try {
  current = readFileSync(file, 'latin1');
} catch {
  /* first run */
}
if (current !== pdf) writeFileSync(file, pdf, 'latin1');
console.log(`brochure: ${path.relative(process.cwd(), file)} (${pdf.length} bytes)`);
