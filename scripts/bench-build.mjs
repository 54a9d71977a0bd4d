#!/usr/bin/env node
// `npm run bench:build`: how the build scales with the number of blog posts.
// Each build runs in a throw-away copy of the project (tracked and new files, node_modules
// hard-linked, caches empty) whose content/blog/ is the temporary content folder: the
// shipped posts, plus N generated ones for the large builds. Nothing in this checkout is
// touched. Prints the full `npm run build` time (prebuild generators, next build, security
// headers) per size, the time per extra post, and whether growth is linear.
// Blog covers are committed artefacts (scripts/prebuild/10-blog-images.mjs skips a cover
// newer than its post), so generated posts get a copied cover, as a repository with
// 1,000 posts would have them; OG share images are drawn cold, as CI does.
// Options: --sizes=1000 (extra posts per large build; e.g. --sizes=250,1000 to check linearity).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { addBenchPosts, shippedPostShape } from './quality/bench-posts.ts';
import { projectCopy } from './quality/project-copy.ts';

const sizes = (process.argv.find((arg) => arg.startsWith('--sizes='))?.split('=')[1] ?? '1000').split(',').map(Number).filter((n) => n > 0);
const project = process.cwd();
const shipped = shippedPostShape(path.join(project, 'content', 'blog'));

function build(dir, label) {
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
  const articleFiles = existsSync(path.join(dir, 'out', 'blog')) ? readdirSync(path.join(dir, 'out', 'blog')).length : 0;
  return { label, seconds, cpuSeconds, steps, pages, articleFiles };
}

const results = [];
for (const extra of [0, ...sizes]) {
  const label = extra ? `+${extra} posts` : 'shipped posts';
  const dir = projectCopy(`bench-${extra}`);
  if (extra) addBenchPosts(dir, extra, shipped);
  process.stdout.write(`building with ${shipped.count + extra} posts… `);
  const result = { ...build(dir, label), posts: shipped.count + extra, extra };
  console.log(`${result.seconds.toFixed(1)} s wall, ${result.cpuSeconds.toFixed(1)} s CPU (${result.pages} pages; ${result.steps.join(', ')})`);
  results.push(result);
  rmSync(dir, { recursive: true, force: true });
}

const [base, ...large] = results;
const perPost = (result, key) => (result.extra ? `${(((result[key] - base[key]) / result.extra) * 1000).toFixed(0)} ms` : '–');
console.log('\n| build | posts | pages | wall time | per extra post (wall) | CPU time | per extra post (CPU) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const result of results) {
  console.log(`| ${result.label} | ${result.posts} | ${result.pages} | ${result.seconds.toFixed(1)} s | ${perPost(result, 'seconds')} | ${result.cpuSeconds.toFixed(1)} s | ${perPost(result, 'cpuSeconds')} |`);
}
if (large.length > 1) {
  const [small, big] = [large.at(-2), large.at(-1)];
  const firstRate = (small.cpuSeconds - base.cpuSeconds) / small.extra;
  const secondRate = (big.cpuSeconds - small.cpuSeconds) / (big.extra - small.extra);
  console.log(`\nMarginal CPU cost: ${(firstRate * 1000).toFixed(0)} ms/post up to ${small.extra}, ${(secondRate * 1000).toFixed(0)} ms/post from ${small.extra} to ${big.extra} (${secondRate > firstRate * 1.5 ? 'NOT linear' : 'linear'}).`);
}
