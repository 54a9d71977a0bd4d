// `npm test`: everything CI checks, in order, with the counts of unit and browser tests.
// Installs Debian's Chromium and its headless shell when they are missing (on Debian, as root or
// through sudo without a password), since Playwright's own browser download cannot work here;
// elsewhere it runs the browsers CHROME_PATH and PLAYWRIGHT_CHROMIUM name (scripts/quality/browsers.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, FIREFOX, HEADLESS_SHELL, MINIBROWSER, WEBKIT_DRIVER, XVFB } from './quality/browsers';

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const tmp = os.tmpdir();

const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);
/** A step's last line: its time, or that it failed. */
const reportStep = (label: string, status: number | null, seconds: string) => (status === 0 ? console.log(`✔ ${label} (${seconds} s)`) : console.error(`✖ ${label} failed after ${seconds} s`));

function run(label: string, command: string, args: string[], options: SpawnSyncOptions = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env, ...options });
  reportStep(label, result.status, secondsSince(started));
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * How apt can be run here: directly as root, through sudo when it needs no password (a GitHub
 * runner, a developer's machine set up so), or not at all. Only on Debian: Ubuntu's `chromium`
 * package is a snap stand-in and it has no `chromium-headless-shell`.
 */
function aptPrefix() {
  const debian = existsSync('/usr/bin/apt-get') && existsSync('/etc/os-release') && /^ID="?debian"?$/m.test(readFileSync('/etc/os-release', 'utf8'));
  if (!debian) return null;
  if (process.getuid?.() === 0) return [];
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : null;
}

/** Installs Debian packages with apt (run as `aptPrefix` allows); whether it succeeded. */
function aptInstall(apt: string[], packages: string[]): boolean {
  console.log(`\n▶ Installing ${packages.join(' ')} (Debian${apt.length ? ', with sudo' : ''})`);
  const [command, ...args] = [...apt, 'sh', '-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} >/dev/null`];
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

/**
 * Debian's Chromium (Lighthouse) and its headless shell (the browser tests), or the browsers that
 * CHROME_PATH and PLAYWRIGHT_CHROMIUM name, installed with apt when missing and apt may be run.
 * Chromium is required; without the shell (not installable, or no apt) the browser tests run in
 * Chromium itself, with a warning.
 */
function ensureChromium() {
  const missing = [
    { path: CHROMIUM, pkg: 'chromium' },
    { path: HEADLESS_SHELL, pkg: 'chromium-headless-shell' },
  ].filter((browser) => !existsSync(browser.path));
  const apt = missing.length ? aptPrefix() : null;
  if (apt) {
    // apt installs all or nothing: when the pair fails, Chromium alone is tried.
    if (!aptInstall(apt, missing.map((browser) => browser.pkg)) && !existsSync(CHROMIUM)) aptInstall(apt, ['chromium']);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium not found at ${CHROMIUM}, and apt cannot install it here (not Debian, or neither root nor password-free sudo).\n` +
        '  On Debian: sudo apt-get install -y chromium chromium-headless-shell\n' +
        '  Elsewhere: npx playwright install --with-deps chromium, then set CHROME_PATH to that Chromium and PLAYWRIGHT_CHROMIUM to its headless shell (README, "Requirements").',
    );
    process.exit(1);
  }
  if (!existsSync(HEADLESS_SHELL)) console.warn(`${HEADLESS_SHELL} not found: the browser tests run in ${CHROMIUM}, about a quarter slower (apt-get install -y chromium-headless-shell, or set PLAYWRIGHT_CHROMIUM).`);
}

/**
 * Firefox ESR and WebKitGTK (its WebDriver, MiniBrowser and a virtual display) for the flows in
 * tests/engines/, installed with apt when missing and apt may be run. Where they cannot be
 * installed (not Debian, no root), those flows are skipped with a warning that says so: the
 * Chromium tests still run.
 */
function ensureEngines(): boolean {
  const needed = [
    { path: FIREFOX, pkg: 'firefox-esr' },
    { path: WEBKIT_DRIVER, pkg: 'webkit2gtk-driver' },
    { path: MINIBROWSER, pkg: 'webkit2gtk-driver' },
    { path: XVFB, pkg: 'xvfb' },
  ];
  const missing = needed.filter((engine) => !existsSync(engine.path));
  const apt = missing.length ? aptPrefix() : null;
  if (apt) aptInstall(apt, [...new Set(missing.map((engine) => engine.pkg))]);
  const absent = needed.filter((engine) => !existsSync(engine.path)).map((engine) => engine.path);
  if (absent.length) console.warn(`\n⚠ Not installed: ${absent.join(', ')}. The flows in Firefox and WebKit (npm run test:engines) do NOT run (on Debian: apt-get install -y firefox-esr webkit2gtk-driver xvfb).`);
  return !absent.length;
}

const bin = (name: string) => path.join('node_modules', '.bin', name);

/**
 * Checks that each use one core, run side by side on the machine's cores; each one's output is
 * printed whole when it ends, and any failure stops the run after all have ended.
 */
type Step = [label: string, command: string, args: string[]];
type StepResult = { label: string; status: number | null; output: string; seconds: string };

async function runTogether(steps: Step[]) {
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise<StepResult>((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => resolve({ label, status, output, seconds: secondsSince(started) }));
        }),
    ),
  );
  for (const { label, status, output, seconds } of results) {
    console.log(`\n▶ ${label}`);
    if (output.trim()) process.stdout.write(output);
    reportStep(label, status, seconds);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

ensureChromium();
const engines = ensureEngines();
// The same npm scripts the workflow's fast job runs (.github/workflows/ci.yml), so neither can pass while the other fails.
await runTogether([
  ['Type check (site with its route types, tests, chat Worker)', 'npm', ['run', '-s', 'typecheck']],
  ['Lint', 'npm', ['run', '-s', 'lint']],
]);
// The builds below skip Next's own type check: the one above covered the same files and more (next.config.mjs).
env.TYPES_CHECKED = '1';

rmSync('out', { recursive: true, force: true });
// One browser test checks that a build without an analytics id loads no tag and requests nothing.
run('Static build without an analytics id (out-no-analytics/)', process.execPath, ['--import', 'tsx', 'scripts/build-without-analytics.ts']);
// The chat browser tests run a Worker per test and send the page's calls to this address to it (tests/e2e/chat-worker.ts);
// with a measurement id the analytics tests see the Google tag's calls (answered by a local stub, tests/e2e/google-tag-stub.ts).
run('Static build', 'npm', ['run', 'build'], {
  env: { ...env, NEXT_PUBLIC_CHAT_ENDPOINT: `http://127.0.0.1:${env.CHAT_PROXY_PORT ?? 8787}/`, NEXT_PUBLIC_GA_ID: 'G-TEST000000' },
});
// After the build, whose site index the assistant's evaluation tests reuse instead of building the site again.
const jestJson = path.join(tmp, `jest-results-${process.pid}.json`);
run('Unit and integration tests (Jest)', 'npm', ['run', '-s', 'test:unit', '--', '--ci', '--json', `--outputFile=${jestJson}`]);
const jest = JSON.parse(readFileSync(jestJson, 'utf8'));

run('Link check over out/', process.execPath, ['--import', 'tsx', 'scripts/check-links.ts', 'out']);
run('Content checks over out/ (JSON-LD, titles, descriptions, share images, icons, HTML validity, sitemap)', process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', 'out']);
run('JavaScript size budget per route', process.execPath, ['--import', 'tsx', 'scripts/size-budget.ts', 'out']);

const pwJson = path.join(tmp, `playwright-results-${process.pid}.json`);
console.log('\n▶ Browser tests (Playwright, Chromium)');
// The HTML report (playwright-report/, with each failure's page snapshot) is what CI keeps of a failed run.
const browser = spawnSync(bin('playwright'), ['test', '--reporter=list,json,html'], {
  stdio: 'inherit',
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, PLAYWRIGHT_HTML_OPEN: 'never' },
});
const report = existsSync(pwJson) ? JSON.parse(readFileSync(pwJson, 'utf8')) : { stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 }, suites: [] };
const pw = report.stats;

// The same visitor flows in Firefox and WebKit (tests/engines/), after Chromium's.
console.log('\n▶ Browser tests in other engines (Firefox ESR, WebKitGTK: tests/engines/)');
const otherEngines = engines ? spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-engines.ts'], { stdio: 'inherit', env }) : null;

// Lighthouse budgets (docs/deployment.md); runs even after browser failures so both are reported.
console.log('\n▶ Lighthouse audit (mobile, 3 runs per page type; performance gated on the median of the runs a busy host did not slow, accessibility, best practices, SEO and CLS gated, TBT and LCP printed against their goals)');
const audit = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit.ts'], { stdio: 'inherit', env });

/** Requests that tried to leave 127.0.0.1 were blocked; the fixture notes how many per test. */
type ReportSuite = { suites?: ReportSuite[]; specs?: { tests?: { annotations?: { type: string; description?: string }[] }[] }[] };
function blockedRequests(suites: ReportSuite[] | undefined): number {
  let total = 0;
  for (const suite of suites ?? []) {
    total += blockedRequests(suite.suites);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const a of t.annotations ?? []) if (a.type === 'blocked-external-requests') total += Number(a.description);
  }
  return total;
}

const unitPassed = jest.numPassedTests;
const unitFailed = jest.numFailedTests;
const browserPassed = pw.expected + pw.flaky;
const browserFailed = pw.unexpected;
console.log(`\nUnit/integration tests: ${unitPassed} passed, ${unitFailed} failed (${jest.numTotalTestSuites} suites)`);
console.log(`Browser tests: ${browserPassed} passed, ${browserFailed} failed, ${pw.skipped} skipped${pw.flaky ? ` (${pw.flaky} flaky, passed on retry)` : ''}`);
console.log(`Requests blocked from leaving 127.0.0.1 (expected outbound clicks only): ${blockedRequests(report.suites)}`);
console.log(`${unitPassed + browserPassed} passed, ${unitFailed + browserFailed} failed`);
console.log(`Other engines (Firefox, WebKit): ${!otherEngines ? 'NOT RUN (not installed)' : otherEngines.status === 0 ? 'every flow passed' : 'FAILED (see above)'}`);
console.log(`Lighthouse audit: ${audit.status === 0 ? 'every audited page within budget' : 'FAILED (see the table above)'}`);
if (browser.status !== 0 || browserFailed > 0) process.exit(browser.status || 1);
if (otherEngines && otherEngines.status !== 0) process.exit(otherEngines.status || 1);
if (audit.status !== 0) process.exit(audit.status || 1);
