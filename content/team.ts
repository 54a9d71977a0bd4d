/**
 * The team page's facts (spec 001 §2.7, §3.4, §3.5, §9.2): values, leadership, technical
 * team, growth timeline and the fixed lists the roster is generated from.
 * Leadership names and roles come from content/site.ts (teamContacts), never repeated here.
 */
import { claims, contact, teamContacts, type TeamContact } from './site';
import { hasProfile, leadership as leaders } from './leadership';
import { generateRoster, type RosterLists } from '../lib/team/roster';

export type TeamMember = {
  name: string;
  role: string;
  /** A generated illustrated portrait (shared with the home page); no photos are published. */
  image: string;
  bio: string;
  expertise: readonly string[];
  linkedin?: string;
  email: string;
  segment: 'leadership' | 'technical';
};

/** PLACEHOLDER addresses: personal mailboxes on the company's mail domain. */
const mailDomain = contact.supportEmail.split('@')[1] ?? 'example.com';
const emailFor = (name: string) => `${(name.split(' ')[0] ?? name).toLowerCase()}@${mailDomain}`;

/**
 * Each person is defined once, in content/leadership.ts (name, role, portrait, background,
 * profile); the team page adds what only it shows: expertise, e-mail and segment.
 */
function member(name: string, segment: TeamMember['segment'], expertise: readonly string[]): TeamMember {
  const leader = leaders.find((l) => l.name === name);
  if (!leader) throw new Error(`content/leadership.ts has no ${name}`);
  return {
    name: leader.name,
    role: leader.role,
    image: leader.image,
    bio: leader.background,
    expertise,
    ...(hasProfile(leader) ? { linkedin: leader.linkedin } : {}),
    email: emailFor(leader.name),
    segment,
  };
}

const contactName = (role: TeamContact['role']) => {
  const found = teamContacts.find((c) => c.role === role);
  if (!found) throw new Error(`content/site.ts has no team contact with role ${role}`);
  return found.name;
};

export const leadership: readonly TeamMember[] = [
  member(contactName('CEO'), 'leadership', ['Business strategy', 'Process automation', 'Client partnerships']),
  member(contactName('AIO and CTO'), 'leadership', ['AI systems', 'Cloud architecture', 'Security engineering']),
  member(contactName('COO'), 'leadership', ['Delivery management', 'Talent and operations', 'Service quality']),
];

export const technicalTeam: readonly TeamMember[] = [
  member('Rohan Desai', 'technical', ['React and TypeScript', 'API design', 'Code review']),
  member('Meera Krishnan', 'technical', ['AWS and Azure', 'Infrastructure as code', 'Observability']),
  member('Farhan Siddiqui', 'technical', ['ISO/IEC 27001', 'Security operations', 'Incident response']),
  member('Ananya Bhat', 'technical', ['Brand identity', 'Packaging design', 'UI/UX design']),
];

export const coreValues = [
  { title: 'Excellence', icon: 'award', text: 'We measure our work by the results it produces for clients, and we finish what we start to a standard we would sign.' },
  { title: 'Collaboration', icon: 'handshake', text: 'Clients, specialists and AI agents work as one team, with shared goals, open status and a named person for every decision.' },
  { title: 'Innovation', icon: 'lightbulb', text: 'We adopt new tools when they make a client measurably better off, not because they are new.' },
  { title: 'Integrity', icon: 'shield', text: 'Straight estimates, honest timelines and data handled as if it were our own. We say no when no is the right answer.' },
  { title: 'Agility', icon: 'zap', text: 'Short cycles, early demos and quick course corrections, so budgets go to what works.' },
] as const;

export const timeline = [
  { year: 2023, title: 'Automation Guild', text: 'Our automation specialists formed a guild to share playbooks, reusable components and review practices across every client project.' },
  { year: 2024, title: 'Global Expansion', text: 'Remote specialists in Asia-Pacific and EMEA time zones joined, giving clients follow-the-sun delivery and support.' },
  { year: 2025, title: 'Intelligent Workforce', text: 'AI agents joined the team under human supervision, taking on monitoring, triage and drafting so specialists can focus on judgement.' },
] as const;

/** Fixed lists the roster generator draws from; the entries after human-1 are illustrative. */
export const rosterLists: RosterLists = {
  humans: {
    lead: {
      name: contactName('CEO'),
      role: 'Founder & Chief Executive Officer',
      department: 'Leadership',
      focus: 'Client outcomes and company direction',
      location: 'Bengaluru',
      workModel: 'Hybrid',
      description: `Founded the company in ${claims.foundedYear} and still leads its largest automation programmes.`,
    },
    firstNames: ['Aarav', 'Priya', 'Karthik', 'Divya', 'Rahul', 'Lakshmi', 'Nikhil', 'Shreya', 'Aditya', 'Pooja', 'Sanjay', 'Nandini', 'Varun', 'Ishita', 'Suresh', 'Revathi', 'Manish', 'Tanvi', 'Harish', 'Gayathri', 'Deepak', 'Anjali', 'Kiran', 'Swathi'],
    lastNames: ['Sharma', 'Nair', 'Rao', 'Menon', 'Gowda', 'Iyer', 'Patil', 'Shetty', 'Reddy', 'Joshi', 'Krishnan', 'Mehta', 'Das', 'Kamath', 'Verma', 'Prasad', 'Naidu', 'Bhatt', 'Chandra'],
    disciplines: [
      { department: 'Engineering', roles: ['Full-stack Developer', 'Frontend Engineer', 'Backend Engineer', 'Mobile Developer'], focus: ['Customer portals', 'Payment integrations', 'Internal dashboards', 'API platforms', 'Progressive web apps'] },
      { department: 'Automation', roles: ['Automation Engineer', 'RPA Developer', 'Integration Specialist'], focus: ['Invoice processing', 'CRM workflows', 'Document extraction', 'Order-to-cash flows'] },
      { department: 'Cloud & Security', roles: ['DevOps Engineer', 'Cloud Engineer', 'Security Analyst', 'Site Reliability Engineer'], focus: ['Cloud migrations', 'Threat monitoring', 'Cost optimisation', 'Backup and recovery'] },
      { department: 'Quality', roles: ['QA Engineer', 'Test Automation Engineer', 'Performance Tester'], focus: ['Regression suites', 'Accessibility audits', 'Load testing', 'Release readiness'] },
      { department: 'Design', roles: ['UI/UX Designer', 'Brand Designer', 'Packaging Designer'], focus: ['Design systems', 'Brand identities', 'Retail packaging', 'Onboarding journeys'] },
      { department: 'Delivery', roles: ['Project Manager', 'Business Analyst', 'Scrum Master'], focus: ['Offshore team delivery', 'Requirements discovery', 'Client reporting', 'Rollout planning'] },
      { department: 'Client Success', roles: ['Customer Success Manager', 'Virtual Office Coordinator', 'Support Specialist'], focus: ['WhatsApp support desks', 'Call handling', 'Account onboarding', 'Service reviews'] },
    ],
    locations: ['Bengaluru', 'Mysuru', 'Chennai', 'Hyderabad', 'Pune', 'Kochi', 'Mumbai', 'Singapore', 'Dubai', 'London'],
  },
  agents: {
    names: ['Atlas', 'Nova', 'Sentinel', 'Relay', 'Ledger', 'Pixel', 'Echo', 'Orbit', 'Quill', 'Vector', 'Beacon', 'Cadence', 'Harbor', 'Tempo', 'Prism', 'Compass', 'Forge', 'Lumen', 'Pulse', 'Scout', 'Tally', 'Weaver', 'Zenith', 'Anchor', 'Spark'],
    disciplines: [
      { department: 'Customer Communications', roles: ['WhatsApp Concierge Agent', 'Lead Qualification Agent', 'Appointment Scheduling Agent'], focus: ['First replies within seconds', 'Routing enquiries to the right specialist', 'Follow-up reminders'] },
      { department: 'Security Operations', roles: ['Threat Triage Agent', 'Log Analysis Agent', 'Vulnerability Watch Agent'], focus: ['Alert correlation', 'Suspicious login review', 'Patch advisories'] },
      { department: 'Cloud Operations', roles: ['Cost Watch Agent', 'Uptime Monitor Agent', 'Backup Verification Agent'], focus: ['Idle resource reports', 'Health checks', 'Restore drills'] },
      { department: 'Finance Automation', roles: ['Invoice Extraction Agent', 'Reconciliation Agent'], focus: ['Purchase invoices', 'Bank statement matching', 'GST data checks'] },
      { department: 'Engineering', roles: ['Code Review Assistant', 'Test Generation Agent', 'Documentation Agent'], focus: ['Pull request checks', 'Regression test drafts', 'Release notes'] },
      { department: 'Commerce', roles: ['Inventory Forecast Agent', 'Catalogue Sync Agent'], focus: ['Reorder alerts', 'Multi-channel stock sync', 'Price change checks'] },
    ],
    locations: ['Cloud · Mumbai region', 'Cloud · Singapore region', 'Cloud · Frankfurt region', 'Client infrastructure'],
  },
  gradients: [
    ['#4a63f0', '#14b8a6'],
    ['#2a37b8', '#6f86f8'],
    ['#0d9488', '#5eead4'],
    ['#3447dc', '#2dd4bf'],
    ['#1e2566', '#4a63f0'],
    ['#0f766e', '#3447dc'],
    ['#6f86f8', '#0d9488'],
  ],
};

export const roster = generateRoster(rosterLists);

/**
 * The spec gives two readings of the collective's size (spec 001 §9.2): the page text says
 * 150, while 101 humans plus 50 agents make 151. We show the computed 151 everywhere, so
 * every number on the page follows from the roster itself.
 */
export const teamStats = [
  { value: String(roster.total), label: 'Members in the Human + AI Collective' },
  { value: String(roster.humans.length), label: 'Human specialists' },
  { value: String(roster.agents.length), label: 'AI agents under human review' },
  { value: claims.yearsExperience, label: `Years of delivery since ${claims.foundedYear}` },
] as const;
