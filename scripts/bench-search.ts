/**
 * `npm run bench:search`: what the site index costs a visitor, with the shipped posts and with
 * 1,000 generated posts (built in a throw-away copy of the project, as `npm run bench:build`
 * does). For the first search and the first question of a visit (a fresh reader each time): the
 * bytes downloaded (gzip, the index files a query reads) and the time to read, parse and answer;
 * then, with the files loaded, the time per search and per answer (the assistant without a model).
 * The engine's JavaScript (the chunks holding MiniSearch and the reader) is measured in the build.
 * Options: --posts=1000 (generated posts for the large build; 0 measures the shipped posts only).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { passageQuestion } from '../lib/chat/passage-question';
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { findPassages, openSiteIndex, searchSite } from '../lib/search/retrieve';
import { indexOptions, type TermShard } from '../lib/search/site-index';
import { chatQuestions } from '../tests/fixtures/chat-questions';
import { builtSiteIndex } from './quality/built-index';
import { addBenchPosts, shippedPostShape } from './quality/bench-posts';
import { projectCopy } from './quality/project-copy';

const extra = Number(process.argv.find((arg) => arg.startsWith('--posts='))?.split('=')[1] ?? 1000);
const SEARCHES = ['cloud', 'automation', 'virtual office', 'whatsapp chatbot', 'cybersecurty', 'inventory sync', 'quantum', 'careers', 'privacy', 'logo design'];
const QUESTIONS = chatQuestions.map((q) => q.question);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A reader over a folder that keeps what it reads: the files' texts and their gzip bytes, as a web server would send them. */
function countingIndex(dir: string) {
  const files = new Map<string, string>();
  const index = openSiteIndex(async (file) => {
    try {
      const text = readFileSync(path.join(dir, file), 'utf8');
      files.set(file, text);
      return text;
    } catch {
      return null;
    }
  });
  const bytes = () => [...files.values()].reduce((sum, text) => sum + gzipSync(text).length, 0);
  /** Parsing what was read: every file's JSON, then the search engine loaded from the document table and the term shards. */
  const parseMs = () => {
    const started = performance.now();
    const parsed = [...files].map(([file, text]) => [file, JSON.parse(text)] as const);
    const table = parsed.find(([file]) => file.endsWith('/docs.json'))?.[1] as AsPlainObject | undefined;
    const entries = parsed.filter(([file]) => file.includes('/terms/')).flatMap(([, value]) => (value as TermShard).entries);
    if (table) MiniSearch.loadJS({ ...table, index: entries }, indexOptions);
    return performance.now() - started;
  };
  return { index, bytes, parseMs };
}

type Figures = {
  label: string;
  pages: number;
  firstSearch: number[];
  firstSearchMs: number[];
  firstSearchParseMs: number[];
  firstQuestion: number[];
  firstQuestionMs: number[];
  firstQuestionParseMs: number[];
  searchMs: number[];
  answerMs: number[];
  engineJs?: number;
};

async function measure(label: string, dir: string): Promise<Figures> {
  const pages = (JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { pages: number }).pages;
  // One search and one question first, so the figures measure the index, not the engine's code being compiled on first use.
  const warm = countingIndex(dir);
  await (await searchSite(warm.index, 'warm up')).results(0);
  await findPassages(warm.index, passageQuestion('How do you warm up?'));
  warm.parseMs();
  const figures: Figures = { label, pages, firstSearch: [], firstSearchMs: [], firstSearchParseMs: [], firstQuestion: [], firstQuestionMs: [], firstQuestionParseMs: [], searchMs: [], answerMs: [] };
  for (const query of SEARCHES) {
    const { index, bytes, parseMs } = countingIndex(dir);
    const started = performance.now();
    await (await searchSite(index, query)).results(0);
    figures.firstSearchMs.push(performance.now() - started);
    figures.firstSearch.push(bytes());
    figures.firstSearchParseMs.push(parseMs());
  }
  for (const question of QUESTIONS) {
    const { index, bytes, parseMs } = countingIndex(dir);
    const started = performance.now();
    await findPassages(index, passageQuestion(question));
    figures.firstQuestionMs.push(performance.now() - started);
    figures.firstQuestion.push(bytes());
    figures.firstQuestionParseMs.push(parseMs());
  }
  // With the files a query needs already loaded: the search and the answer themselves.
  const { index } = countingIndex(dir);
  for (const query of SEARCHES) await (await searchSite(index, query)).results(0);
  for (const question of QUESTIONS) await findPassages(index, passageQuestion(question));
  for (let round = 0; round < 3; round += 1) {
    for (const query of SEARCHES) {
      const started = performance.now();
      await (await searchSite(index, query)).results(0);
      figures.searchMs.push(performance.now() - started);
    }
    for (const question of QUESTIONS) {
      const started = performance.now();
      await findPassages(index, passageQuestion(question));
      figures.answerMs.push(performance.now() - started);
    }
  }
  return figures;
}

/** The JavaScript the search page and the chat panel load for the engine: the chunks holding MiniSearch and the index reader. */
function engineJs(outDir: string): number {
  const chunks = path.join(outDir, '_next', 'static', 'chunks');
  return readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(chunks, name), 'utf8'))
    .filter((code) => code.includes('cannot deserialize an index created with an incompatible version') || code.includes('site index: '))
    .reduce((sum, code) => sum + gzipSync(code).length, 0);
}

/** A build with `count` generated posts added, in a throw-away copy; returns its site index and engine size. */
function generatedBuild(count: number): { dir: string; engine: number; cleanup: () => void } {
  const copy = projectCopy(`bench-search-${count}`);
  addBenchPosts(copy, count, shippedPostShape(path.join(process.cwd(), 'content', 'blog')));
  process.stdout.write(`building with ${count} generated posts (a few minutes)… `);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`build failed\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
  const keep = mkdtempSync(path.join(os.tmpdir(), 'bench-search-index-'));
  cpSync(path.join(copy, 'out', 'site-index'), keep, { recursive: true });
  const engine = engineJs(path.join(copy, 'out'));
  rmSync(copy, { recursive: true, force: true });
  return { dir: keep, engine, cleanup: () => rmSync(keep, { recursive: true, force: true }) };
}

function report(figures: Figures) {
  const row = (name: string, values: number[], format: (v: number) => string, goal: string) =>
    console.log(`| ${figures.label} | ${name} | ${format(quantile(values, 0.5))} | ${format(quantile(values, 0.95))} | ${format(Math.max(...values))} | ${goal} |`);
  row('first search: index downloaded (gzip)', figures.firstSearch, kib, figures.label.startsWith('shipped') ? '≤ 60 KiB' : '≤ 150 KiB');
  row('first question: index downloaded (gzip)', figures.firstQuestion, kib, figures.label.startsWith('shipped') ? '≤ 60 KiB' : '≤ 150 KiB');
  row('first search: parse (JSON + engine)', figures.firstSearchParseMs, ms, '< 50 ms');
  row('first question: parse (JSON + engine)', figures.firstQuestionParseMs, ms, '< 50 ms');
  row('first search: read + parse + search', figures.firstSearchMs, ms, '');
  row('first question: read + parse + answer', figures.firstQuestionMs, ms, '');
  row('search, files loaded', figures.searchMs, ms, '');
  row('answer, files loaded', figures.answerMs, ms, 'p95 ≤ 10 ms');
}

async function main() {
  const results: Figures[] = [];
  const shipped = await measure('shipped posts', builtSiteIndex());
  results.push(shipped);
  if (extra > 0) {
    const build = generatedBuild(extra);
    try {
      results.push({ ...(await measure(`+${extra} generated posts`, build.dir)), engineJs: build.engine });
    } finally {
      build.cleanup();
    }
  }
  console.log(`\nSearches: ${SEARCHES.length} (${SEARCHES.join(', ')}); questions: ${QUESTIONS.length} (tests/fixtures/chat-questions.ts)`);
  console.log('| build | figure | median | p95 | max | goal |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const figures of results) report(figures);
  for (const figures of results) console.log(`${figures.label}: ${figures.pages} pages in the index${figures.engineJs ? `; engine JavaScript (MiniSearch, stemmer, reader) ${kib(figures.engineJs)} gzip` : ''}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
