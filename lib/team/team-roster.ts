/**
 * The 'Human + AI Collective' roster generated from the lists in content/roster.ts. Its own
 * module, like those lists, so the roster island's on-demand chunk carries nothing else.
 */
import { rosterLists } from '@/content/roster';
import { claims } from '@/content/site';
import { generateRoster } from './roster';

export const roster = generateRoster(rosterLists);

/**
 * The page's headline figures. The brief gives two readings of the collective's size: its
 * text says 150, while its 101 humans and 50 agents make 151. The site shows the computed
 * 151 everywhere, so every number on the page follows from the roster itself.
 */
export const teamStats = [
  { value: String(roster.total), label: 'Members in the Human + AI Collective' },
  { value: String(roster.humans.length), label: 'Human specialists' },
  { value: String(roster.agents.length), label: 'AI agents under human review' },
  { value: claims.yearsExperience, label: `Years of delivery since ${claims.foundedYear}` },
] as const;
