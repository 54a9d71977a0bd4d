/**
 * The 'Human + AI Collective' roster, generated deterministically from the
 * fixed lists in content/roster.ts. Pure: the same lists always give the same roster, so the
 * page, tests and any build script agree on every entry without storing 151 records.
 */

export const HUMAN_COUNT = 101;
export const AI_COUNT = 50;
/** Three cards of each tab show while the roster is collapsed. */
export const ROSTER_COLLAPSED_COUNT = 3;

export const humanWorkModels = ['Hybrid', 'Remote', 'Remote (APAC)', 'Remote (EMEA)', 'On-site (Client)', 'Flexi'] as const;
export const aiWorkModels = ['Always-on', 'Follow-the-sun', 'Human-in-the-loop', 'Augmentation Mode'] as const;

export type HumanWorkModel = (typeof humanWorkModels)[number];
export type AiWorkModel = (typeof aiWorkModels)[number];
export type RosterType = 'Human' | 'AI Agent';

export type RosterEntry = {
  id: string;
  name: string;
  role: string;
  department: string;
  focus: string;
  location: string;
  workModel: HumanWorkModel | AiWorkModel;
  description: string;
  type: RosterType;
  /** Two colours (from, to) for the avatar disc; hex so any renderer can use them. */
  avatarGradient: readonly [string, string];
};

/** A discipline: its department, the roles within it and what those people work on. */
export type Discipline = { department: string; roles: readonly string[]; focus: readonly string[] };

export type HumanLists = {
  /** The fixed, named first entry (human-1). */
  lead: Omit<RosterEntry, 'id' | 'type' | 'avatarGradient'>;
  firstNames: readonly string[];
  lastNames: readonly string[];
  disciplines: readonly Discipline[];
  locations: readonly string[];
};

export type AgentLists = {
  names: readonly string[];
  disciplines: readonly Discipline[];
  /** Where the agent runs, e.g. a region of the cloud platform. */
  locations: readonly string[];
};

export type RosterLists = { humans: HumanLists; agents: AgentLists; gradients: readonly (readonly [string, string])[] };

/** Picks the n-th element, cycling; the lists are never empty (checked by the tests). */
const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length] as T;

export function generateHumans(lists: HumanLists, gradients: RosterLists['gradients'], count = HUMAN_COUNT): RosterEntry[] {
  const { lead, firstNames, lastNames, disciplines, locations } = lists;
  const entries: RosterEntry[] = [{ ...lead, id: 'human-1', type: 'Human', avatarGradient: pick(gradients, 0) }];
  for (let i = 1; i < count; i += 1) {
    // Different strides through each list keep neighbouring cards from repeating a pattern.
    const discipline = pick(disciplines, i);
    const role = pick(discipline.roles, Math.floor(i / disciplines.length));
    const focus = pick(discipline.focus, i * 3);
    const location = pick(locations, i * 5);
    const workModel = pick(humanWorkModels, i * 7);
    entries.push({
      id: `human-${i + 1}`,
      // With list lengths that share no factor (and strides coprime to them), every
      // index below their product gets its own first/last pair: no duplicate names.
      name: `${pick(firstNames, i * 7)} ${pick(lastNames, i * 11)}`,
      role,
      department: discipline.department,
      focus,
      location,
      workModel,
      description: `Specialises in ${focus.toLowerCase()}. Works ${describeHumanModel(workModel)}.`,
      type: 'Human',
      avatarGradient: pick(gradients, i),
    });
  }
  return entries;
}

export function generateAgents(lists: AgentLists, gradients: RosterLists['gradients'], count = AI_COUNT): RosterEntry[] {
  const { names, disciplines, locations } = lists;
  return Array.from({ length: count }, (_, i) => {
    const discipline = pick(disciplines, i);
    const role = pick(discipline.roles, Math.floor(i / disciplines.length));
    const focus = pick(discipline.focus, i * 3 + 1);
    const workModel = pick(aiWorkModels, i * 3);
    // Names repeat only after the list runs out; the series number keeps them distinct.
    const series = Math.floor(i / names.length);
    return {
      id: `ai-${i + 1}`,
      name: series === 0 ? pick(names, i) : `${pick(names, i)} ${series + 1}`,
      role,
      department: discipline.department,
      focus,
      location: pick(locations, i * 2),
      workModel,
      description: `Handles ${focus.toLowerCase()}. ${describeAgentModel(workModel)}`,
      type: 'AI Agent' as const,
      avatarGradient: pick(gradients, i * 5 + 3),
    };
  });
}

function describeHumanModel(model: HumanWorkModel): string {
  switch (model) {
    case 'Hybrid':
      return 'hybrid from our Bengaluru office';
    case 'Remote':
      return 'remotely across India';
    case 'Remote (APAC)':
      return 'remotely, covering Asia-Pacific clients';
    case 'Remote (EMEA)':
      return 'remotely, covering European and Middle East clients';
    case 'On-site (Client)':
      return 'on-site with a client team';
    case 'Flexi':
      return 'flexible hours around client time zones';
  }
}

function describeAgentModel(model: AiWorkModel): string {
  switch (model) {
    case 'Always-on':
      return 'Runs around the clock and hands exceptions to the on-call engineer.';
    case 'Follow-the-sun':
      return 'Picks up work as each regional team signs off, so queues never stall overnight.';
    case 'Human-in-the-loop':
      return 'Drafts and proposes; a named specialist approves every action.';
    case 'Augmentation Mode':
      return 'Works alongside a specialist inside their tools, never on its own.';
  }
}

export type Roster = { humans: RosterEntry[]; agents: RosterEntry[]; total: number };

/** The roster's two tabs (employees or ai) and the list each one shows. */
export type RosterTab = 'employees' | 'ai';
export const entriesForTab = (roster: Roster, tab: RosterTab): readonly RosterEntry[] => (tab === 'ai' ? roster.agents : roster.humans);

export function generateRoster(lists: RosterLists): Roster {
  const humans = generateHumans(lists.humans, lists.gradients);
  const agents = generateAgents(lists.agents, lists.gradients);
  return { humans, agents, total: humans.length + agents.length };
}

/** Initials for the avatar disc: first letters of the first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
