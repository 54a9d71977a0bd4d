#!/usr/bin/env node
// `npm run audit`: Lighthouse (mobile preset, Debian Chromium) over one exported page of
// each type, served by scripts/serve.mjs with the production headers and compression. Each page
// is measured 3 times, in 3 rounds over all the pages; the median of each figure is printed
// and checked against the budget in lib/quality/audit.ts (perf ≥ 95, a11y/best practices/SEO
// 100, CLS 0.00). TBT and LCP are printed against their goals (≤ 50 ms, ≤ 1.2 s) without
// failing the run. /search is noindex (result pages are not worth indexing), so its SEO
// score is taken without the single `is-crawlable` audit (SKIPPED_AUDITS); nothing else is
// excluded anywhere.
// CPU slowdown: calibrated to the host so the emulated phone is the preset's phone (see
// cpuMultiplierFor); set AUDIT_CPU_MULTIPLIER=4 to force Lighthouse's fixed default.
// Options: --runs=N (default 3), --only=home,article; AUDIT_PORT (default PORT + 1000, else 4310).
// Accessibility, best practices and SEO are measured on each page's first run only; they read
// markup that does not change between loads (categoriesForRun in lib/quality/audit.ts).
// Reports: .lighthouse/<type>-<run>.json
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import path from 'node:path';
import { htmlPages } from './quality/out-files.mjs';
import { attribute, elements, parseHtml } from '../lib/quality/html.ts';
import { AUDITED_TYPES, representativeRoutes } from '../lib/quality/pages.ts';
import { AUDIT_GOALS, LOW_TIER_MOBILE_INDEX, SKIPPED_AUDITS, auditProblems, categoriesForRun, cpuMultiplierFor, goalMisses, medianSummary, renderAuditTable, summarizeRun } from '../lib/quality/audit.ts';
import { CHROMIUM } from './quality/browsers.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', '3'));
const only = option('only', '')?.split(',').filter(Boolean);
const root = path.resolve('out');
// Its own port (PORT + 1000 beside a Playwright server on PORT), so it never audits another server's stale out/.
const port = Number(process.env.AUDIT_PORT ?? (process.env.PORT ? Number(process.env.PORT) + 1000 : 4310));
const origin = `http://127.0.0.1:${port}`;
const chrome = CHROMIUM;
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage';
const reportDir = path.resolve('.lighthouse');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error('audit: out/index.html not found; run `npm run build` first');
  process.exit(1);
}

const wanted = only?.length ? AUDITED_TYPES.filter((type) => only.includes(type)) : AUDITED_TYPES;
const chosen = representativeRoutes(htmlPages(root).map((page) => page.route), wanted);
const missing = wanted.filter((type) => !chosen.has(type));

const server = spawn(process.execPath, ['scripts/serve.mjs', 'out'], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`audit: scripts/serve.mjs exited (is port ${port} in use? set AUDIT_PORT)`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`audit: server on ${origin} did not start`);
}

/**
 * A host serves its compressed copies from a cache; the local server compresses a file on its
 * first request. Each audited page and the scripts and styles it loads are requested once
 * first, so every run measures the steady state rather than the first compression.
 */
async function warmUp() {
  const get = (url) => fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  for (const route of chosen.values()) {
    const doc = parseHtml(await (await get(`${origin}${route}`)).text());
    const assets = [...elements(doc, 'script').map((el) => attribute(el, 'src')), ...elements(doc, 'link').map((el) => attribute(el, 'href'))];
    for (const asset of new Set(assets)) if (asset?.startsWith('/')) await (await get(`${origin}${asset}`)).arrayBuffer();
  }
}

const fixedMultiplier = process.env.AUDIT_CPU_MULTIPLIER ? Number(process.env.AUDIT_CPU_MULTIPLIER) : null;
let multiplier = fixedMultiplier ?? 4;
const multipliers = [];

/**
 * Lighthouse sometimes loses its own trace on a busy host (NO_NAVSTART, NO_FCP): that run
 * measured nothing, so it is run again, up to three more times (two losses in a row happen).
 */
const TRANSIENT_RUNTIME_ERRORS = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_DOCUMENT_REQUEST|PROTOCOL_TIMEOUT/;
const MAX_ATTEMPTS = 4;

async function lighthouseOnce(url, type, run, attempt = 1) {
  try {
    return await lighthouseAttempt(url, type, run);
  } catch (error) {
    if (attempt >= MAX_ATTEMPTS || !TRANSIENT_RUNTIME_ERRORS.test(String(error))) throw error;
    console.warn(`  ${url}: ${String(error).split('\n').find((line) => TRANSIENT_RUNTIME_ERRORS.test(line))?.trim()}; running it again`);
    return lighthouseOnce(url, type, run, attempt + 1);
  }
}

// One Chromium for every run, as the Lighthouse CLI would start for each: a run clears the
// origin's cache and storage first, so runs stay independent, and starting the browser and
// Lighthouse once saves a few seconds a run.
const browser = await chromeLauncher.launch({ chromePath: chrome, chromeFlags: chromeFlags.split(' ') });
process.on('exit', () => browser.kill());

async function lighthouseAttempt(url, type, run) {
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
  writeFileSync(path.join(reportDir, `${type}-${run}.json`), result.report);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Lighthouse measures the host (benchmark index) at the start of each run. On a shared
 * machine that index drifts, so a run whose own index implies a multiplier more than 25%
 * away from the one it used is repeated once with the corrected multiplier.
 */
async function lighthouse(url, type, run) {
  for (let attempt = 1; ; attempt += 1) {
    const used = multiplier;
    const lhr = await lighthouseOnce(url, type, run);
    const implied = cpuMultiplierFor(lhr.environment.benchmarkIndex);
    if (fixedMultiplier === null) multiplier = implied;
    const consistent = fixedMultiplier !== null || Math.abs(used - implied) <= implied * 0.25;
    if (consistent || attempt === 2) {
      multipliers.push(used);
      return { ...summarizeRun(lhr), benchmarkIndex: lhr.environment.benchmarkIndex, multiplier: used };
    }
  }
}

mkdirSync(reportDir, { recursive: true });
await waitForServer();
await warmUp();
const started = Date.now();
// No discarded calibration run: the first run starts at ×4, Lighthouse's default, and lighthouse()
// repeats any run whose own host index implies a multiplier more than 25% away, so only a host
// that needs another multiplier pays for one more run.
// Round by round (every page once, then again), not page by page: a slow spell on the shared
// host then lands on one run of several pages, which their medians discard, instead of on all
// three runs of one page.
const summaries = new Map([...chosen.keys()].map((type) => [type, []]));
async function measureInRounds(pages, rounds) {
  for (let round = 1; round <= rounds; round += 1) {
    for (const [type, route] of pages) {
      const run = summaries.get(type).length + 1;
      const last = await lighthouse(`${origin}${route}`, type, run);
      summaries.get(type).push(last);
      process.stdout.write(`  ${route} run ${run}: perf ${last.scores.performance}, LCP ${(last.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(last.tbtMs)} ms (unattributed ${Math.round(last.unattributedTbtMs)} ms; host index ${Math.round(last.benchmarkIndex)}, CPU ×${last.multiplier})\n`);
    }
  }
}
await measureInRounds(chosen, runs);
const rows = [];
const problems = [];
const misses = [];
for (const [type, route] of chosen) {
  const summary = medianSummary(summaries.get(type));
  const found = auditProblems(route, summary);
  problems.push(...found);
  misses.push(...goalMisses(route, summary));
  rows.push({ route, type, runs: summaries.get(type).length, summary, ok: found.length === 0 });
}
stopServer();
browser.kill();

console.log(`\nLighthouse ${runs > 1 ? 'median of the runs' : '1 run'} per page, mobile preset (${((Date.now() - started) / 1000).toFixed(0)} s):\n`);
console.log(renderAuditTable(rows));
if (runs > 1) console.log('\nperf, LCP, TBT, CLS, script: medians of the runs; a11y, best-pr., SEO: the first run (they read markup that is the same on every load).');
console.log('\nTBT unattrib.: median TBT on tasks Lighthouse attributes to no URL, the navigation commit waiting for a core (unattributedBlockingMs in lib/quality/audit.ts).');
console.log(`Goals, printed and not enforced (they swing with the host's load): TBT ≤ ${AUDIT_GOALS.maxTbtMs} ms, LCP ≤ ${AUDIT_GOALS.maxLcpMs / 1000} s.${misses.length ? `\n  ${misses.join('\n  ')}` : ' Every page meets them.'}`);
const used = multipliers;
console.log(`\nCPU slowdown used: ${fixedMultiplier !== null ? `fixed ×${fixedMultiplier}` : `×${Math.min(...used)}–×${Math.max(...used)}, calibrated to a low-tier phone (index ${LOW_TIER_MOBILE_INDEX})`}.`);
for (const [type, ids] of Object.entries(SKIPPED_AUDITS)) if (chosen.has(type)) console.log(`\nNote: ${chosen.get(type)} is noindex by design; its SEO score excludes only: ${ids.join(', ')}.`);
for (const type of missing) problems.push(`no exported page of type "${type}" to audit`);
if (problems.length) {
  console.error(`\naudit: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\naudit: every page meets the budget');
