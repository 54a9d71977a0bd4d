/** @jest-environment node */
import { leadership } from '@/content/team';
import { rosterLists } from '@/content/roster';
import { roster, teamStats } from '@/lib/team/team-roster';
import { teamContacts } from '@/content/site';
import {
  AI_COUNT,
  HUMAN_COUNT,
  aiWorkModels,
  generateRoster,
  humanWorkModels,
  initials,
  type RosterEntry,
} from '@/lib/team/roster';

const REQUIRED: (keyof RosterEntry)[] = ['id', 'name', 'role', 'department', 'focus', 'location', 'workModel', 'description', 'type'];

describe('roster generator', () => {
  it('makes 101 humans and 50 AI agents, 151 in all', () => {
    expect(roster.humans).toHaveLength(HUMAN_COUNT);
    expect(roster.agents).toHaveLength(AI_COUNT);
    expect(HUMAN_COUNT).toBe(101);
    expect(AI_COUNT).toBe(50);
    expect(roster.total).toBe(151);
  });

  it('numbers the ids human-1..human-101 and ai-1..ai-50 in order', () => {
    expect(roster.humans.map((e) => e.id)).toEqual(Array.from({ length: 101 }, (_, i) => `human-${i + 1}`));
    expect(roster.agents.map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => `ai-${i + 1}`));
  });

  it('starts with the fixed, named lead, who is the CEO from the site contacts', () => {
    const first = roster.humans[0]!;
    expect(first.name).toBe(rosterLists.humans.lead.name);
    expect(first.name).toBe(teamContacts.find((c) => c.role === 'CEO')!.name);
  });

  it('is stable: generating again gives exactly the same entries', () => {
    expect(generateRoster(rosterLists)).toEqual(roster);
    expect(JSON.stringify(generateRoster(rosterLists))).toBe(JSON.stringify(roster));
  });

  it('fills every field and uses only the allowed work models and types', () => {
    for (const entry of roster.humans) {
      for (const key of REQUIRED) expect(String(entry[key]).trim()).not.toBe('');
      expect(entry.type).toBe('Human');
      expect(humanWorkModels).toContain(entry.workModel);
    }
    for (const entry of roster.agents) {
      for (const key of REQUIRED) expect(String(entry[key]).trim()).not.toBe('');
      expect(entry.type).toBe('AI Agent');
      expect(aiWorkModels).toContain(entry.workModel);
    }
  });

  it('uses every work model at least once', () => {
    expect(new Set(roster.humans.map((e) => e.workModel))).toEqual(new Set(humanWorkModels));
    expect(new Set(roster.agents.map((e) => e.workModel))).toEqual(new Set(aiWorkModels));
  });

  it('gives every human and every agent a distinct name', () => {
    expect(new Set(roster.humans.map((e) => e.name)).size).toBe(HUMAN_COUNT);
    expect(new Set(roster.agents.map((e) => e.name)).size).toBe(AI_COUNT);
  });

  it('gives every entry a two-colour hex gradient', () => {
    for (const entry of [...roster.humans, ...roster.agents]) {
      expect(entry.avatarGradient).toHaveLength(2);
      for (const colour of entry.avatarGradient) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('derives initials from the first two words', () => {
    expect(initials('Priya Nair')).toBe('PN');
    expect(initials('Atlas')).toBe('A');
    expect(initials('  nova  2 ')).toBe('N2');
  });
});

describe('team facts', () => {
  it('shows the computed 151 as the collective size (counted from the roster, not a round 150)', () => {
    expect(teamStats[0].value).toBe('151');
    expect(teamStats[1].value).toBe('101');
    expect(teamStats[2].value).toBe('50');
  });

  it('takes leadership names for CEO, AIO and CTO, COO from the site contacts', () => {
    expect(leadership.map((m) => m.name)).toEqual(
      (['CEO', 'AIO and CTO', 'COO'] as const).map((role) => teamContacts.find((c) => c.role === role)!.name),
    );
  });
});
