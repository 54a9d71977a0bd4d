/**
 * The team page's facts: values, leadership, technical team and growth timeline. The roster itself is content/roster.ts.
 * Leadership names and roles come from content/site.ts (teamContacts), never repeated here.
 */
import { contact, teamContactName } from './site';
import { hasProfile, leadership as leaders } from './leadership';

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

export const leadership: readonly TeamMember[] = [
  member(teamContactName('CEO'), 'leadership', ['Business strategy', 'Process automation', 'Client partnerships']),
  member(teamContactName('AIO and CTO'), 'leadership', ['AI systems', 'Cloud architecture', 'Security engineering']),
  member(teamContactName('COO'), 'leadership', ['Delivery management', 'Talent and operations', 'Service quality']),
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
