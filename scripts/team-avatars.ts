// Writes the team avatars to public/team/ from content/team.ts. Run after changing the
// team: `npx tsx scripts/team-avatars.ts`. A unit test fails if the files drift.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { leadership, technicalTeam } from '../content/team';
import { avatarSvg } from '../lib/team/avatar';

const root = path.join(import.meta.dirname, '..', 'public');
for (const member of [...leadership, ...technicalTeam]) {
  const file = path.join(root, member.image);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, avatarSvg(member.name));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
