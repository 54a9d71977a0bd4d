/**
 * Search benchmark: builds the index from 1,000 synthetic posts (plus the real fixed entries)
 * and prints the index size and the median query time. Run: npm run bench:search
 */
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { searchEntries } from '../content/search-entries';
import { buildSearchDocuments } from '../lib/search/documents';
import { createSearcher } from '../lib/search/engine';

const POSTS = 1000;
const WORDS_PER_POST = 1200;

// A fixed-seed generator, so every run measures the same corpus.
let seed = 20240101;
const random = () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const realWords = (
  'automation workflow invoice approval cloud migration security zero trust network edge device sensor model ' +
  'inference latency vision camera defect inspection quantum qubit error correction voice speech assistant ' +
  'patient diagnosis hospital triage compliance audit encryption firewall phishing ransomware backup recovery ' +
  'pipeline dashboard analytics forecast inventory warehouse order customer support chatbot whatsapp message ' +
  'integration api webhook database schema migration kubernetes container serverless cost budget team process'
).split(' ');
// Real prose has a few common words and a long tail of rare ones: made-up syllable words
// drawn with a skewed distribution give each query a realistic number of hits.
const syllables = ['ka', 'lo', 'mi', 'ran', 'tes', 'vo', 'dur', 'pha', 'sen', 'qui', 'bel', 'tor', 'nix', 'ga', 'ple'];
const vocabulary = [
  ...realWords,
  ...Array.from({ length: 4000 }, () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('')),
];
const word = () => vocabulary[Math.floor(random() ** 2.2 * vocabulary.length)] as string;
const categories = ['AI & Machine Learning', 'Cybersecurity', 'Edge Computing', 'Healthcare AI', 'Quantum Computing', 'Voice Technology', 'Computer Vision', 'AI & Automation'];

const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 10) }, word);
  return `${words.join(' ')}.`;
};

const posts = Array.from({ length: POSTS }, (_, i) => {
  const paragraphs: string[] = [];
  let words = 0;
  while (words < WORDS_PER_POST) {
    const text = Array.from({ length: 5 }, sentence).join(' ');
    words += text.split(' ').length;
    paragraphs.push(i % 3 === 0 && paragraphs.length % 4 === 0 ? `${sentence()}\n${text}` : text);
  }
  return {
    id: i + 1,
    slug: `synthetic-post-${i + 1}`,
    title: `${word()} ${word()} ${word()} guide ${i + 1}`,
    excerpt: sentence(),
    category: pick(categories),
    tags: Array.from({ length: 2 + Math.floor(random() * 5) }, word),
    publishedDate: `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    author: 'Bench Author',
    // The text a page shows: headings and paragraphs on lines of their own.
    text: paragraphs.join('\n'),
  };
});

const docs = buildSearchDocuments(posts, searchEntries);
const json = JSON.stringify(docs);

const buildStart = performance.now();
const search = createSearcher(docs);
const buildMs = performance.now() - buildStart;

const queries = [
  'automation', 'Zero Trust', 'inference latency', 'ransomwre', 'kubernets', 'qubit', 'guide 512', 'warehou',
  'whatsapp message', 'defect inspection', 'no such term here', 'api', 'compliance audit', 'serverles cost', 'edge',
  // Rarer words from the long tail, one of them misspelt.
  vocabulary[1500] as string, vocabulary[3000] as string, (vocabulary[2500] as string).slice(0, -1) + 'x',
];
const ROUNDS = 5;
const timings: number[] = [];
const hits = new Map<string, number>();
for (let round = 0; round < ROUNDS; round++) {
  for (const query of queries) {
    const start = performance.now();
    const results = search(query);
    timings.push(performance.now() - start);
    hits.set(query, results.length);
  }
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)] ?? 0;
const p95 = timings[Math.floor(timings.length * 0.95)] ?? 0;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

console.log(`Search benchmark: ${POSTS} synthetic posts of ~${WORDS_PER_POST} words + ${searchEntries.length} fixed entries`);
console.log(`index (JSON the search page fetches): ${kib(Buffer.byteLength(json))}, gzip ${kib(gzipSync(json).length)}`);
console.log(`index build in the browser (MiniSearch + vocabulary): ${buildMs.toFixed(0)} ms`);
console.log(`query time over ${timings.length} queries: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
console.log(`hits per query: ${[...hits].map(([query, count]) => `"${query}" ${count}`).join(', ')}`);
