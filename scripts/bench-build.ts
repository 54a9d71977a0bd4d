// `npm run bench:build`: how the build scales with the number of blog posts.
// Each build runs in a throw-away copy of the project (tracked and new files, node_modules
// hard-linked, caches empty) whose content/blog/ is the temporary content folder: the
// shipped posts, plus N generated ones for the large builds. Nothing in this checkout is
// touched. Prints the full `npm run build` time (prebuild generators, next build, security
// headers) per size, the time per extra post, and whether growth is linear.
// Blog covers are committed artefacts (scripts/prebuild/10-blog-images.ts skips a cover
// newer than its post), so generated posts get a copied cover, as a repository with
// 1,000 posts would have them; OG share images are drawn cold, as CI does.
// After each build it measures what the host and the visitor get: the `_headers` rules and their
// longest line, what `wrangler pages dev` (Cloudflare's own parser) refused or skipped and whether
// each kind of response carries its headers (scripts/quality/pages-dev.ts, the check `npm test`
// runs), the biggest HTML file, the output's size and file count, the share images' bytes and
// the files that grow with the posts; and compares them with the goals below.
// Options: --sizes=1000 (extra posts per large build; e.g. --sizes=250,1000 to check linearity).
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { addBenchPosts, shippedPostShape } from './quality/bench-posts';
import { checkHost } from './quality/pages-dev';
import { projectCopy } from './quality/project-copy';
import { listFiles, routeOf } from './quality/out-files';
import { HTML_LIMIT_KIB, htmlProblems } from './quality/size';

/** What a build must stay within at every size (docs/performance.md). */
const GOALS = {
  headerRules: 100, // Cloudflare Pages reads at most 100 rules…
  headerLine: 2000, // …and 2,000 characters a line
  htmlKB: HTML_LIMIT_KIB, // every HTML file (the same limit as npm run size:budget)
  outputMB: 300,
  files: 20_000, // Cloudflare Pages, free plan
  cpuRatio: 4, // CPU time of the largest build over the shipped posts' build
};

const sizes = (process.argv.find((arg) => arg.startsWith('--sizes='))?.split('=')[1] ?? '1000').split(',').map(Number).filter((n) => n > 0);
const project = process.cwd();
const shipped = shippedPostShape(path.join(project, 'content', 'blog'));

function build(dir: string, label: string) {
  const started = Date.now();
  // bash's `time` adds the CPU seconds of every child process: on a shared machine wall time
  // swings with other jobs, CPU time much less, so linearity is judged on CPU time.
  const result = spawnSync('bash', ['-c', 'TIMEFORMAT="cpu %U %S"; time npm run build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, maxBuffer: 256 * 1024 * 1024 });
  const seconds = (Date.now() - started) / 1000;
  const [, user, system] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr) ?? [];
  const cpuSeconds = Number(user) + Number(system);
  if (result.status !== 0) {
    console.error(`${label}: build failed\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
    process.exit(1);
  }
  const steps = [...result.stdout.matchAll(/^prebuild: (\S+) \((\d+) ms\)$/gm)].map(([, step, ms]) => `${step} ${(Number(ms) / 1000).toFixed(1)} s`);
  const pages = Number(/Generating static pages[^(]*\((\d+)\/(\d+)\)/.exec(result.stdout.split('\n').reverse().join('\n'))?.[2] ?? 0);
  return { label, seconds, cpuSeconds, steps, pages };
}

const MB = 1024 * 1024;
const bytesOf = (files: string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);

/** Sizes of the export and of the files that grow with the posts. */
function measureOutput(out: string) {
  const files = listFiles(out);
  const html = files.filter((file) => file.endsWith('.html')).map((file) => ({ route: routeOf(out, file), bytes: statSync(file).size })).sort((a, b) => b.bytes - a.bytes);
  const headerLines = readFileSync(path.join(out, '_headers'), 'utf8').split('\n');
  const size = (name: string) => (existsSync(path.join(out, name)) ? statSync(path.join(out, name)).size : 0);
  const under = (folder: string) => files.filter((file) => file.startsWith(path.join(out, folder) + path.sep));
  // Files with the same bytes (Next.js writes some payloads twice, and the layout's on every page):
  // a host that stores files by content, as Cloudflare Pages does, keeps one copy.
  const unique = new Map(files.map((file) => [createHash('sha1').update(readFileSync(file)).digest('hex'), statSync(file).size]));
  return {
    files: files.length,
    outputMB: bytesOf(files) / MB,
    uniqueMB: [...unique.values()].reduce((sum, bytes) => sum + bytes, 0) / MB,
    htmlMB: bytesOf(files.filter((file) => file.endsWith('.html'))) / MB,
    // The framework's navigation payloads next to each page (index.txt, __next.*.txt).
    payloadMB: bytesOf(files.filter((file) => file.endsWith('.txt') && path.basename(file) !== 'robots.txt')) / MB,
    coversMB: bytesOf(under('blog-images')) / MB,
    shareImagesMB: bytesOf(under('og')) / MB,
    siteIndexMB: bytesOf(under('site-index')) / MB,
    biggestHtml: html[0],
    biggestBlogHtml: html.find((page) => page.route.startsWith('/blog/')),
    biggestListHtml: html.find((page) => /^\/blog\/(page\/|category\/|$)/.test(page.route)),
    // The same check as npm run size:budget, one line per page over the limit.
    htmlOverGoal: htmlProblems(html),
    headerRules: headerLines.filter((line) => line.trim() && !line.startsWith('#') && !/^\s/.test(line)).length,
    longestHeaderLine: Math.max(...headerLines.map((line) => line.length)),
    feedKB: size('feed.xml') / 1024,
    sitemapKB: size('sitemap.xml') / 1024,
  };
}

type Result = ReturnType<typeof build> & ReturnType<typeof measureOutput> & { posts: number; extra: number; host: Awaited<ReturnType<typeof checkHost>> };
const results: Result[] = [];
for (const extra of [0, ...sizes]) {
  const label = extra ? `+${extra} posts` : 'shipped posts';
  const dir = projectCopy(`bench-${extra}`);
  if (extra) addBenchPosts(dir, extra, shipped);
  process.stdout.write(`building with ${shipped.count + extra} posts… `);
  const result = { ...build(dir, label), posts: shipped.count + extra, extra };
  console.log(`${result.seconds.toFixed(1)} s wall, ${result.cpuSeconds.toFixed(1)} s CPU (${result.pages} pages; ${result.steps.join(', ')})`);
  const output = measureOutput(path.join(dir, 'out'));
  process.stdout.write('serving it with wrangler pages dev… ');
  const host = await checkHost(path.join(dir, 'out'));
  console.log(`${host.rules.headerRules} header and ${host.rules.redirectRules} redirect rules kept, ${host.rules.problems.length} refused or skipped; ${host.samples.length} responses checked, ${host.problems.length} problems`);
  for (const problem of host.problems) console.log(`  ${problem}`);
  results.push({ ...result, ...output, host });
  rmSync(dir, { recursive: true, force: true });
}

const [base, ...large] = results as [Result, ...Result[]];
const perPost = (result: Result, key: 'seconds' | 'cpuSeconds') => (result.extra ? `${(((result[key] - base[key]) / result.extra) * 1000).toFixed(0)} ms` : '–');
console.log('\n| build | posts | pages | wall time | per extra post (wall) | CPU time | per extra post (CPU) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const result of results) {
  console.log(`| ${result.label} | ${result.posts} | ${result.pages} | ${result.seconds.toFixed(1)} s | ${perPost(result, 'seconds')} | ${result.cpuSeconds.toFixed(1)} s | ${perPost(result, 'cpuSeconds')} |`);
}
const kb = (page: { route: string; bytes: number } | undefined) => (page ? `${(page.bytes / 1024).toFixed(0)} KB (${page.route})` : '–');
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
const mb = (value: number) => `${value.toFixed(1)} MB`;
console.log('\n| build | `_headers` rules | longest line | wrangler: refused or skipped | responses with a problem | biggest HTML | biggest blog HTML | biggest list page | files | feed | sitemap |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const result of results) {
  console.log(`| ${result.label} | ${result.headerRules} | ${result.longestHeaderLine} | ${result.host.rules.problems.length} | ${new Set(result.host.samples.filter((sample) => sample.problems.length).map((sample) => sample.path)).size} of ${result.host.samples.length} | ${kb(result.biggestHtml)} | ${kb(result.biggestBlogHtml)} | ${kb(result.biggestListHtml)} | ${result.files} | ${result.feedKB.toFixed(0)} KB | ${result.sitemapKB.toFixed(0)} KB |`);
}
console.log('\n| build | output | of which HTML | page payloads (.txt) | share images | blog covers | site index | distinct content |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const result of results) {
  console.log(`| ${result.label} | ${mb(result.outputMB)} | ${mb(result.htmlMB)} | ${mb(result.payloadMB)} | ${mb(result.shareImagesMB)} | ${mb(result.coversMB)} | ${mb(result.siteIndexMB)} | ${mb(result.uniqueMB)} |`);
}
console.log('\nGoals:');
for (const result of results) {
  const ratio = result.cpuSeconds / base.cpuSeconds;
  const checks: [string, boolean][] = [
    [`_headers rules ${result.headerRules} ≤ ${GOALS.headerRules}`, result.headerRules <= GOALS.headerRules],
    [`longest _headers line ${result.longestHeaderLine} ≤ ${GOALS.headerLine}`, result.longestHeaderLine <= GOALS.headerLine],
    [`rules wrangler refused or skipped: ${result.host.rules.problems.length}`, result.host.rules.problems.length === 0],
    [`responses with a problem: ${result.host.problems.length}`, result.host.problems.length === 0],
    [`HTML files over ${GOALS.htmlKB} KB: ${result.htmlOverGoal.length}${result.htmlOverGoal.length ? ` (${result.htmlOverGoal.slice(0, 6).join(', ')}${result.htmlOverGoal.length > 6 ? ', …' : ''})` : ''}`, result.htmlOverGoal.length === 0],
    [`output ${result.outputMB.toFixed(0)} MB ≤ ${GOALS.outputMB} MB`, result.outputMB <= GOALS.outputMB],
    [`files ${result.files} ≤ ${GOALS.files}`, result.files <= GOALS.files],
    ...(result.extra ? [[`CPU time ${ratio.toFixed(2)}× the shipped posts' ≤ ${GOALS.cpuRatio}×`, ratio <= GOALS.cpuRatio] as [string, boolean]] : []),
  ];
  console.log(`- ${result.label}: ${checks.map(([text, ok]) => `${text} ${verdict(ok)}`).join('; ')}`);
}

if (large.length > 1) {
  const [small, big] = [large.at(-2)!, large.at(-1)!];
  const firstRate = (small.cpuSeconds - base.cpuSeconds) / small.extra;
  const secondRate = (big.cpuSeconds - small.cpuSeconds) / (big.extra - small.extra);
  console.log(`\nMarginal CPU cost: ${(firstRate * 1000).toFixed(0)} ms/post up to ${small.extra}, ${(secondRate * 1000).toFixed(0)} ms/post from ${small.extra} to ${big.extra} (${secondRate > firstRate * 1.5 ? 'NOT linear' : 'linear'}).`);
}
