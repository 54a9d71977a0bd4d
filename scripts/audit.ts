// `npm run audit`: Lighthouse (mobile preset, Debian Chromium) over one exported page of
// each type, served by scripts/serve.ts with the production headers and compression. Each page
// is measured 3 times, in 3 rounds over all the pages, and checked against the budget in
// scripts/quality/audit.ts: performance ≥ 95 on the median of the runs at the host's full CPU slowdown
// that met no busy host, with the best run and the median of all printed beside it (other work on
// a shared host only ever lowers a run's score: performanceVerdict); accessibility, best practices
// and SEO 100; CLS 0.00 on the median. A page below 95 with a run that met a busy host gets up to
// 3 more runs. TBT and LCP are printed against their goals (≤ 50 ms, ≤ 1.2 s) without failing
// the run. /search is noindex (result pages are not worth indexing), so its SEO score is taken
// without the single `is-crawlable` audit (SKIPPED_AUDITS); nothing else is excluded anywhere.
// CPU slowdown: calibrated to the host so the emulated phone is the preset's phone (hostSlowdown);
// set AUDIT_CPU_MULTIPLIER=4 to force Lighthouse's fixed default.
// Options: --runs=N (default 3), --only=home,article; AUDIT_PORT (default PORT + 1000, else 4310).
// --inject-script-kib=150 audits a copy of out/ whose home page loads that much more script, gzip
// (scripts/quality/extra-script.ts): a regression to measure the gate against.
// Priority: where allowed (root, or CAP_SYS_NICE), the audit, its server and every thread of its
// Chromium run at nice −10, and so does Chromium's session where the kernel groups sessions
// (scripts/quality/priority.ts), so on a shared host the page's own
// work, not other jobs, fills its timings. Elsewhere it runs at normal priority and says so.
// Accessibility, best practices and SEO are measured on each page's first run only; they read
// markup that does not change between loads (categoriesForRun in scripts/quality/audit.ts).
// Reports: .lighthouse/<type>-<run>.json, and every run's figures and each page's verdict in
// .lighthouse/summary.json (what CI keeps when the audit fails).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import os from 'node:os';
import path from 'node:path';
import { htmlPages } from './quality/out-files';
import { attribute, elements, parseHtml } from './quality/html';
import { AUDITED_TYPES, representativeRoutes } from './quality/pages';
import {
  AUDIT_GOALS, LOW_TIER_MOBILE_INDEX, SKIPPED_AUDITS, anotherRunReason, auditProblems, categoriesForRun, goalMisses, hostSlowdown, medianSummary, performanceVerdict, renderAuditTable, summarizeRun,
  type AuditRow, type Lhr, type MeasuredRun,
} from './quality/audit';
import type { PageType } from '../lib/seo/page-types';
import { CHROMIUM } from './quality/browsers';
import { copyWithExtraScript } from './quality/extra-script';
import { canRaisePriority, holdPriority, raiseAutogroup } from './quality/priority';
import { startStaticServer } from './quality/static-server';

const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', '3'));
const only = option('only', '')?.split(',').filter(Boolean);
const extraScriptKib = Number(option('inject-script-kib', '0'));
// A page below the bar under contention, or a point or two short of it, gets up to this many runs in all.
const maxRuns = runs + 3;
const built = path.resolve('out');
// Its own port (PORT + 1000 beside a Playwright server on PORT), so it never audits another server's stale out/.
const port = Number(process.env.AUDIT_PORT ?? (process.env.PORT ? Number(process.env.PORT) + 1000 : 4310));
const chrome = CHROMIUM;
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';
const reportDir = path.resolve('.lighthouse');

// Lighthouse times the page's tasks by the clock: on a shared host a task waiting for a core would
// count as the page's work (scripts/quality/priority.ts).
const AUDIT_NICENESS = -10;
const prioritized = canRaisePriority(AUDIT_NICENESS);
// This process first, so the server it starts inherits the priority; the browser's threads are held there below.
if (prioritized) os.setPriority(AUDIT_NICENESS);

if (!existsSync(path.join(built, 'index.html'))) {
  console.error('audit: out/index.html not found; run `npm run build` first');
  process.exit(1);
}
const injected = extraScriptKib > 0 ? copyWithExtraScript(built, extraScriptKib) : null;
if (injected) {
  process.on('exit', injected.remove);
  console.log(`audit: a copy of out/ whose home page loads ${extraScriptKib} KiB more script, gzip (${injected.chunk})`);
}
const root = injected?.dir ?? built;

const wanted = only?.length ? AUDITED_TYPES.filter((type) => only.includes(type)) : AUDITED_TYPES;
const chosen = representativeRoutes(htmlPages(root).map((page) => page.route), wanted);
const missing = wanted.filter((type) => !chosen.has(type));

const server = await startStaticServer(root, port);
const { origin } = server;
process.on('exit', server.stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/**
 * A host serves its compressed copies from a cache; the local server compresses a file on its
 * first request. Each audited page and the scripts and styles it loads are requested once
 * first, so every run measures the steady state rather than the first compression.
 */
async function warmUp() {
  const get = (url: string) => fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  for (const route of chosen.values()) {
    const doc = parseHtml(await (await get(`${origin}${route}`)).text());
    const assets = [...elements(doc, 'script').map((el) => attribute(el, 'src')), ...elements(doc, 'link').map((el) => attribute(el, 'href'))];
    for (const asset of new Set(assets)) if (asset?.startsWith('/')) await (await get(`${origin}${asset}`)).arrayBuffer();
  }
}

const fixedMultiplier = process.env.AUDIT_CPU_MULTIPLIER ? Number(process.env.AUDIT_CPU_MULTIPLIER) : null;
/** Every run's host benchmark index, in order: the slowdown follows the highest (hostSlowdown). */
const benchmarkIndexes: number[] = [];
const slowdown = () => fixedMultiplier ?? hostSlowdown(benchmarkIndexes);

/**
 * Lighthouse sometimes loses its own trace on a busy host (NO_NAVSTART, NO_FCP): that run
 * measured nothing, so it is run again, up to three more times (two losses in a row happen).
 */
const TRANSIENT_RUNTIME_ERRORS = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_DOCUMENT_REQUEST|PROTOCOL_TIMEOUT/;
const MAX_ATTEMPTS = 4;

async function lighthouseOnce(url: string, type: PageType, run: number, multiplier: number, attempt = 1): ReturnType<typeof lighthouseAttempt> {
  try {
    return await lighthouseAttempt(url, type, run, multiplier);
  } catch (error) {
    if (attempt >= MAX_ATTEMPTS || !TRANSIENT_RUNTIME_ERRORS.test(String(error))) throw error;
    console.warn(`  ${url}: ${String(error).split('\n').find((line) => TRANSIENT_RUNTIME_ERRORS.test(line))?.trim()}; running it again`);
    return lighthouseOnce(url, type, run, multiplier, attempt + 1);
  }
}

// One Chromium for every run, as the Lighthouse CLI would start for each: a run clears the
// origin's cache and storage first, so runs stay independent, and starting the browser and
// Lighthouse once saves a few seconds a run.
const browser = await chromeLauncher.launch({ chromePath: chrome, chromeFlags: chromeFlags.split(' ') });
process.on('exit', () => browser.kill());
const releasePriority = prioritized ? holdPriority(process.pid, AUDIT_NICENESS) : () => {};
// The browser runs in a session of its own; where the kernel groups sessions, that group is raised as well.
const groupRaised = prioritized && raiseAutogroup(browser.pid, AUDIT_NICENESS);

async function lighthouseAttempt(url: string, type: PageType, run: number, multiplier: number) {
  const result = await lighthouseRun(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categoriesForRun(run),
    throttling: { cpuSlowdownMultiplier: multiplier },
    // The full-page screenshot only illustrates the HTML report; no score reads it.
    disableFullPageScreenshot: true,
    ...(SKIPPED_AUDITS[type] ? { skipAudits: SKIPPED_AUDITS[type] } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  writeFileSync(path.join(reportDir, `${type}-${run}.json`), String(result.report));
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** One run at the host's current slowdown; its benchmark index joins the host's record. */
async function lighthouse(url: string, type: PageType, run: number): Promise<MeasuredRun> {
  const multiplier = slowdown();
  const lhr = await lighthouseOnce(url, type, run, multiplier);
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  // Lighthouse's result, read through the few fields the audit's rules use (scripts/quality/audit.ts).
  return { ...summarizeRun(lhr as unknown as Lhr), benchmarkIndex: lhr.environment.benchmarkIndex, multiplier };
}

// Only this audit's reports, so the folder CI keeps on a failure holds no older run's.
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
await warmUp();
const started = Date.now();
// No discarded calibration run: the first run starts at ×4, Lighthouse's default, and a run made
// before the audit saw the host at its quietest does not count for the gate (performanceVerdict);
// a page left without a counted run gets another at the end.
// Round by round (every page once, then again), not page by page: a slow spell on the shared
// host then lands on one run of several pages, each of which has other runs, instead of on all
// three runs of one page.
const summaries = new Map<PageType, MeasuredRun[]>([...chosen.keys()].map((type) => [type, []]));
const runsOfType = (type: PageType) => summaries.get(type)!;
async function measure(type: PageType, route: string, note = '') {
  const run = runsOfType(type).length + 1;
  const last = await lighthouse(`${origin}${route}`, type, run);
  runsOfType(type).push(last);
  process.stdout.write(`  ${route} run ${run}: perf ${last.scores.performance}, LCP ${(last.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(last.tbtMs)} ms (unattributed ${Math.round(last.unattributedTbtMs)} ms; host index ${Math.round(last.benchmarkIndex)}, CPU ×${last.multiplier})${note}\n`);
}
for (let round = 1; round <= runs; round += 1) for (const [type, route] of chosen) await measure(type, route);
for (const [type, route] of chosen) {
  let reason;
  while ((reason = anotherRunReason(runsOfType(type), slowdown(), maxRuns))) await measure(type, route, ` (one more run: ${reason})`);
}

const rows: AuditRow[] = [];
const problems: string[] = [];
const misses: string[] = [];
for (const [type, route] of chosen) {
  const summary = medianSummary(runsOfType(type));
  const performance = performanceVerdict(runsOfType(type), slowdown());
  const found = auditProblems(route, summary, performance);
  problems.push(...found);
  misses.push(...goalMisses(route, summary));
  rows.push({ route, type, summary, performance, ok: found.length === 0 });
}
releasePriority();
server.stop();
browser.kill();
const runsOf = (type: PageType) => runsOfType(type).map(({ scores, lcpMs, tbtMs, cls, scriptBytes, benchmarkIndex, multiplier }) => ({ scores, lcpMs, tbtMs, cls, scriptBytes, benchmarkIndex, multiplier }));
writeFileSync(
  path.join(reportDir, 'summary.json'),
  `${JSON.stringify({ slowdown: slowdown(), hostIndex: Math.max(...benchmarkIndexes), extraScriptKib, pages: rows.map((row) => ({ ...row, runs: runsOf(row.type as PageType) })), problems }, null, 2)}\n`,
);

console.log(`\nLighthouse, ${runs} run${runs === 1 ? '' : 's'} per page, mobile preset (${((Date.now() - started) / 1000).toFixed(0)} s):\n`);
console.log(renderAuditTable(rows));
console.log(`\nperf: the gate, the median of the runs at the host's CPU slowdown that met no busy host (a busy host only lowers a score); perf best and perf median: of all runs, beside it; LCP, TBT, CLS, script: medians of the runs; a11y, best-pr., SEO: the first run (they read markup that is the same on every load).`);
console.log('\nTBT unattrib.: median TBT on tasks Lighthouse attributes to no URL, the navigation commit waiting for a core (unattributedBlockingMs in scripts/quality/audit.ts).');
console.log(`Goals, printed and not enforced (they swing with the host's load): TBT ≤ ${AUDIT_GOALS.maxTbtMs} ms, LCP ≤ ${AUDIT_GOALS.maxLcpMs / 1000} s.${misses.length ? `\n  ${misses.join('\n  ')}` : ' Every page meets them.'}`);
const used = [...summaries.values()].flat().map((run) => run.multiplier);
console.log(`\nPriority: ${prioritized ? `nice ${AUDIT_NICENESS} for the audit, its server and every Chromium thread${groupRaised ? ", and for Chromium's session" : ''}` : 'normal (raising it needs root or CAP_SYS_NICE)'}.`);
console.log(
  `CPU slowdown: ${fixedMultiplier !== null ? `fixed ×${fixedMultiplier}` : `×${slowdown()} for this host (highest index ${Math.round(Math.max(...benchmarkIndexes))}; a low-tier phone is ${LOW_TIER_MOBILE_INDEX}), runs at ×${Math.min(...used)}–×${Math.max(...used)}`}.`,
);
for (const [type, ids] of Object.entries(SKIPPED_AUDITS)) if (chosen.has(type as PageType)) console.log(`\nNote: ${chosen.get(type as PageType)} is noindex by design; its SEO score excludes only: ${ids.join(', ')}.`);
for (const type of missing) problems.push(`no exported page of type "${type}" to audit`);
if (problems.length) {
  console.error(`\naudit: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\naudit: every page meets the budget');
