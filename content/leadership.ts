/**
 * The eight leadership cards of the home page's About section.
 * The CEO, AIO and CTO and COO are the people in site.ts teamContacts; their names come
 * from there. Portraits are generated illustrations under /leadership/. Profile addresses
 * come from content/company-details.ts (leaderProfiles); a leader without one shows no
 * Connect link.
 */
import { profileOf, teamContacts, type TeamContact } from './site';

export type Leader = {
  name: string;
  role: string;
  experience: string;
  background: string;
  image: string;
  /** A profile URL, '#', or absent. Only a real https:// URL shows a Connect link: a link to nowhere is worse than none. */
  linkedin?: string;
};

function contactName(role: TeamContact['role']): string {
  const person = teamContacts.find((c) => c.role === role);
  if (!person) throw new Error(`content/site.ts teamContacts has no ${role}`);
  return person.name;
}

const people: readonly Omit<Leader, 'linkedin'>[] = [
  {
    name: contactName('CEO'),
    role: 'Founder & Chief Executive Officer',
    experience: '22 years',
    background: 'Started Maninfini in 2008 after a decade building ERP systems for manufacturers; still reviews every major proposal.',
    image: '/leadership/ceo.svg',
  },
  {
    name: contactName('AIO and CTO'),
    role: 'Chief AI Officer & CTO',
    experience: '17 years',
    background: 'Leads architecture and the AI practice; previously built fraud-detection models for a payments processor.',
    image: '/leadership/cto.svg',
  },
  {
    name: contactName('COO'),
    role: 'Chief Operating Officer',
    experience: '15 years',
    background: 'Runs delivery and client success; a certified project manager who turned two-week sprints into a company habit.',
    image: '/leadership/coo.svg',
  },
  {
    name: 'Farhan Siddiqui',
    role: 'Head of Cyber Security',
    experience: '14 years',
    background: 'ISO/IEC 27001 lead implementer who ran a bank security operations centre before joining in 2016.',
    image: '/leadership/security.svg',
  },
  {
    name: 'Meera Krishnan',
    role: 'Head of Cloud & DevOps',
    experience: '12 years',
    background: 'Has moved more than sixty workloads to AWS and Azure; obsessed with uptime dashboards and smaller invoices.',
    image: '/leadership/cloud.svg',
  },
  {
    name: 'Rohan Desai',
    role: 'Director of Engineering',
    experience: '13 years',
    background: 'Grew the web and product teams from six to thirty engineers; champions code review and accessible interfaces.',
    image: '/leadership/engineering.svg',
  },
  {
    name: 'Ananya Bhat',
    role: 'Creative Director',
    experience: '11 years',
    background: 'Leads brand, packaging and product design; her packaging work has shipped on shelves across four countries.',
    image: '/leadership/design.svg',
  },
  {
    name: 'Thomas Varghese',
    role: 'Head of Client Partnerships',
    experience: '16 years',
    background: 'Looks after clients in India, the Gulf and Europe, and makes sure every proposal says what will be delivered, and when.',
    image: '/leadership/partnerships.svg',
  },
];

export const leadership: readonly Leader[] = people.map((person) => {
  const linkedin = profileOf(person.name);
  return linkedin ? { ...person, linkedin } : person;
});

/** A Connect link is shown only for a real profile address. */
// eslint-disable-next-line no-restricted-syntax -- content/team.ts builds its list of people with it.
export const hasProfile = (leader: Leader): leader is Leader & { linkedin: string } =>
  typeof leader.linkedin === 'string' && /^https:\/\//.test(leader.linkedin);
