/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { coreValues, leadership, technicalTeam, timeline } from '@/content/team';
import { leadership as homeLeaders } from '@/content/leadership';

describe('team members', () => {
  const members = [...leadership, ...technicalTeam];

  it('have every profile field and a segment matching their list', () => {
    for (const m of members) {
      expect(m.name && m.role && m.bio && m.email && m.image).toBeTruthy();
      expect(m.expertise.length).toBeGreaterThan(0);
      expect(m.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]+$/);
    }
    expect(leadership.every((m) => m.segment === 'leadership')).toBe(true);
    expect(technicalTeam.every((m) => m.segment === 'technical')).toBe(true);
  });

  it('each point at a generated portrait that exists under public/', () => {
    for (const m of members) expect(existsSync(path.join(process.cwd(), 'public', m.image))).toBe(true);
  });

  it('list the five core values and the 2023-2025 growth timeline', () => {
    expect(coreValues.map((v) => v.title)).toEqual(['Excellence', 'Collaboration', 'Innovation', 'Integrity', 'Agility']);
    expect(timeline.map((t) => `${t.year} ${t.title}`)).toEqual([
      '2023 Automation Guild',
      '2024 Global Expansion',
      '2025 Intelligent Workforce',
    ]);
  });
});

describe('one source per person', () => {
  it('takes name, role, portrait and bio from content/leadership.ts, as the home page does', () => {
    for (const m of [...leadership, ...technicalTeam]) {
      const leader = homeLeaders.find((l) => l.name === m.name);
      expect(leader).toBeDefined();
      expect({ role: m.role, image: m.image, bio: m.bio }).toEqual({ role: leader!.role, image: leader!.image, bio: leader!.background });
    }
  });
});
