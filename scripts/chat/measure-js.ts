// Prints the JavaScript a visitor downloads on a page before and after opening the chat
// assistant, as compressed bytes from the browser's network log (the static server
// gzips text). Needs a served build: PORT=3107 node --import tsx scripts/serve.ts out
// Usage: node scripts/chat/measure-js.ts [url]
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../quality/browsers';

const url = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--mute-audio'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const client = await page.context().newCDPSession(page);
await client.send('Network.enable');
type Loaded = { url: string; bytes: number };
const scripts = new Map<string, Loaded>();
const other = new Map<string, Loaded>();
client.on('Network.responseReceived', ({ requestId, response, type }) => {
  (type === 'Script' ? scripts : other).set(requestId, { url: response.url, bytes: 0 });
});
client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const entry = scripts.get(requestId) ?? other.get(requestId);
  if (entry) entry.bytes = encodedDataLength;
});

const total = (map: Map<string, Loaded>) => [...map.values()].reduce((sum, e) => sum + e.bytes, 0);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

await page.goto(url, { waitUntil: 'networkidle' });
const before = total(scripts);
// Scripts named in the HTML are the page's own; others were prefetched for links in view.
const initial = new Set(await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname)));
const beforeCount = scripts.size;
const seen = new Set(scripts.keys());

await page.getByRole('button', { name: 'Manu Assistant' }).click();
await page.getByRole('dialog', { name: 'Manu Assistant' }).waitFor();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
const added = [...scripts.entries()].filter(([id]) => !seen.has(id)).map(([, e]) => e);
const index = [...other.values()].filter((e) => new URL(e.url).pathname.startsWith('/site-index/'));

console.log(`JavaScript on ${url} (compressed transfer bytes, from the network log)`);
console.log(`  page load:            ${kib(before)} in ${beforeCount} files`);
for (const [id, e] of scripts) if (seen.has(id)) console.log(`    ${kib(e.bytes).padStart(10)}  ${new URL(e.url).pathname}${initial.has(new URL(e.url).pathname) ? '' : '  (prefetched by a link, not run)'}`);
console.log(`  added by opening chat: ${kib(added.reduce((s, e) => s + e.bytes, 0))} in ${added.length} files`);
for (const e of added) console.log(`    ${kib(e.bytes).padStart(10)}  ${new URL(e.url).pathname}`);
console.log(`  after opening chat:   ${kib(total(scripts))}`);
if (index.length) console.log(`  site index files on opening (not JavaScript): ${kib(index.reduce((s, e) => s + e.bytes, 0))} in ${index.length} files`);
await browser.close();
