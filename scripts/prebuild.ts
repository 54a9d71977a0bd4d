// Runs every build-time generator in scripts/prebuild/ in name order, each as its own
// process so one feature's generator cannot affect another's module state. Every step runs
// through tsx, so a step can read content through the TypeScript loader in lib/content/.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'prebuild');
const steps = readdirSync(dir).filter((f) => f.endsWith(".ts")).sort();
for (const step of steps) {
  const file = path.join(dir, step);
  const args = ['--import', 'tsx', file];
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`prebuild step ${step} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`prebuild: ${step} (${Date.now() - started} ms)`);
}
