import type { SearchEntry } from '@/lib/search/types';
import { claims, location, site } from './site';
import { getService, serviceHref, type Service } from './services';

/**
 * The fixed, non-blog entries of the site search (spec 001 §3.3): four services and three
 * company pages. Titles and descriptions come from content/services.ts where a service page
 * exists, so a change there changes the search too.
 *
 * Destinations: the spec's index points at /services/process-automation and /about, which have
 * no screens of their own. Process automation is the thread through every service, presented
 * on the services overview, so that entry points to /services/; the company story lives in the
 * About section of the home page, so that entry points to /#about. No result leads to a
 * not-found page.
 */

function serviceEntry(slug: string, tags: string[]): SearchEntry {
  const service = getService(slug) as Service;
  return {
    id: `service-${slug}`,
    title: service.title,
    excerpt: service.description,
    url: serviceHref(slug),
    type: 'service',
    category: service.category,
    tags,
  };
}

export const searchEntries: readonly SearchEntry[] = [
  {
    id: 'service-process-automation',
    title: 'Business Process Automation',
    excerpt:
      'Workflow automation, robotic process automation and AI assistants that take repetitive work off your team: approvals, data entry, reports and customer follow-ups.',
    url: '/services/',
    type: 'service',
    category: 'Automation',
    tags: ['Automation', 'RPA', 'Workflow', 'AI', 'Integration', 'Efficiency'],
  },
  serviceEntry('web-development', ['Web Development', 'Next.js', 'React', 'Custom Software', 'API']),
  serviceEntry('whatsapp-communications', ['WhatsApp', 'Chatbots', 'Business API', 'CRM', 'IVR']),
  serviceEntry('quantiti', ['AI', 'Machine Learning', 'Algorithmic Trading', 'Fraud Detection', 'Computer Vision']),
  {
    id: 'company-about',
    title: `About ${site.name}`,
    excerpt: `A ${location.locality} automation, AI and custom-software company helping businesses since ${claims.foundedYear}: who we are, how we work and what we stand for.`,
    url: '/#about',
    type: 'company',
    tags: ['About', 'Company', location.locality, `Since ${claims.foundedYear}`],
  },
  {
    id: 'company-contact',
    title: 'Contact Us',
    excerpt: `Tell us about your project by form, e-mail, phone or WhatsApp; we reply within ${claims.responseTime}.`,
    url: '/contact/',
    type: 'company',
    tags: ['Contact', 'WhatsApp', 'Email', 'Support'],
  },
  {
    id: 'company-team',
    title: 'Our Team',
    excerpt: 'Meet the leadership, engineers and the Human + AI collective of specialists and AI agents behind our work.',
    url: '/our-team/',
    type: 'company',
    tags: ['Team', 'Leadership', 'Careers', 'AI Agents'],
  },
];
