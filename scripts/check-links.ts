// Reads every exported HTML file and fails on any internal link, asset or #fragment that the
// static host would not answer (external links are not fetched: no network). Pages are read by
// the build scripts' one HTML reader and paths resolved as scripts/serve.ts resolves them.
// Run: node --import tsx scripts/check-links.ts [out]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPages } from './quality/out-files';
import { resolveStatic } from './quality/static-files';
import { attribute, elements, parseHtml, type HtmlDocument } from './quality/html';

const root = path.resolve(process.argv[2] ?? 'out');
if (!existsSync(root)) {
  console.error(`check-links: ${root} does not exist; build first`);
  process.exit(1);
}

/** Attributes that name a URL the page loads or links to, per element. */
const URL_ATTRIBUTES: Record<string, string[]> = { a: ['href'], link: ['href'], script: ['src'], img: ['src', 'srcset'], source: ['src', 'srcset'], video: ['src', 'poster'], audio: ['src'], iframe: ['src'], track: ['src'] };
const NOT_ON_SITE = /^((https?:)?\/\/|(mailto|tel|sms|data|blob|whatsapp|irc|ircs|xmpp):)/i;

const documents = new Map<string, HtmlDocument>();
function documentOf(file: string): HtmlDocument {
  if (!documents.has(file)) documents.set(file, parseHtml(readFileSync(file, 'utf8')));
  return documents.get(file)!;
}
const idCache = new Map<string, Set<string | null>>();
function idsOf(file: string) {
  if (!idCache.has(file)) idCache.set(file, new Set(elements(documentOf(file)).map((element) => attribute(element, 'id')).filter(Boolean)));
  return idCache.get(file)!;
}

const pages = htmlPages(root, { includeInternal: true });
const broken = [];
let checked = 0;
for (const { file, route } of pages) {
  for (const element of elements(documentOf(file), ...Object.keys(URL_ATTRIBUTES))) {
    for (const name of URL_ATTRIBUTES[element.tagName] ?? []) {
      const raw = attribute(element, name);
      if (!raw) continue;
      const values = name === 'srcset' ? raw.split(',').map((part) => part.trim().split(/\s+/)[0]) : [raw];
      for (const value of values) {
        if (!value || NOT_ON_SITE.test(value)) continue;
        if (/^javascript:/i.test(value)) {
          broken.push(`${route}: <${element.tagName} ${name}="${value}"> runs code`);
          continue;
        }
        checked += 1;
        const url = new URL(value, `http://site${route}`);
        const target = resolveStatic(root, decodeURIComponent(url.pathname));
        if (!target) {
          broken.push(`${route}: <${element.tagName} ${name}="${value}"> → missing ${url.pathname}`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && element.tagName === 'a' && target.file.endsWith('.html') && !idsOf(target.file).has(fragment)) {
          broken.push(`${route}: <a href="${value}"> → no element with id "${fragment}" in ${url.pathname}`);
        }
      }
    }
  }
}

console.log(`check-links: ${pages.length} pages, ${checked} internal links and assets, ${broken.length} broken`);
if (broken.length) {
  for (const line of broken.slice(0, 100)) console.error(`  ${line}`);
  process.exit(1);
}
