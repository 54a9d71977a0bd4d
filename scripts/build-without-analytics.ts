// Builds the site as a clone without NEXT_PUBLIC_GA_ID would be built, into out-no-analytics/,
// for the browser test that checks such a build loads no tag and requests nothing
// (tests/e2e/analytics.spec.ts). out/ is left as it was.
// Run: npm run build:no-analytics
import { existsSync, renameSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const NO_ANALYTICS_DIR = 'out-no-analytics';
const kept = `out.kept-${process.pid}`;

if (existsSync('out')) renameSync('out', kept);
let status = 1;
try {
  // An empty value, unlike an absent one, also overrides an id in a local .env file.
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_PUBLIC_GA_ID: '', NEXT_TELEMETRY_DISABLED: '1' } });
  status = result.status ?? 1;
  if (status === 0) {
    rmSync(NO_ANALYTICS_DIR, { recursive: true, force: true });
    renameSync('out', NO_ANALYTICS_DIR);
  }
} finally {
  rmSync('out', { recursive: true, force: true });
  if (existsSync(kept)) renameSync(kept, 'out');
}
if (status !== 0) process.exit(status);
console.log(`build-without-analytics: ${NO_ANALYTICS_DIR}/ written`);
