/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { coreValues, leadership, technicalTeam, timeline } from '@/content/team';
import { avatarSvg } from '@/lib/team/avatar';

describe('team members', () => {
  const members = [...leadership, ...technicalTeam];

  it('have every field of spec 001 §3.4 and a segment matching their list', () => {
    for (const m of members) {
      expect(m.name && m.role && m.bio && m.email && m.image).toBeTruthy();
      expect(m.expertise.length).toBeGreaterThan(0);
      expect(m.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]+$/);
    }
    expect(leadership.every((m) => m.segment === 'leadership')).toBe(true);
    expect(technicalTeam.every((m) => m.segment === 'technical')).toBe(true);
  });

  it('each point at a generated avatar that exists under public/', () => {
    for (const m of members) expect(existsSync(path.join(process.cwd(), 'public', m.image))).toBe(true);
  });

  it('list the five core values and the 2023-2025 timeline of the spec', () => {
    expect(coreValues.map((v) => v.title)).toEqual(['Excellence', 'Collaboration', 'Innovation', 'Integrity', 'Agility']);
    expect(timeline.map((t) => `${t.year} ${t.title}`)).toEqual([
      '2023 Automation Guild',
      '2024 Global Expansion',
      '2025 Intelligent Workforce',
    ]);
  });
});

describe('team avatars', () => {
  it('on disk match the generator (run scripts/team-avatars.ts after changing the team)', () => {
    for (const m of [...leadership, ...technicalTeam]) {
      expect(readFileSync(path.join(process.cwd(), 'public', m.image), 'utf8')).toBe(avatarSvg(m.name));
    }
  });
});
