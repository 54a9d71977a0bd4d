#!/usr/bin/env node
// Crawls every exported HTML file and fails on any internal link, asset or #fragment
// that does not resolve to a file in out/ (external links are not fetched: no network).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'out');
if (!existsSync(root)) {
  console.error(`check-links: ${root} does not exist; build first`);
  process.exit(1);
}

const htmlFiles = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.html')) htmlFiles.push(file);
  }
})(root);

const idCache = new Map();
function idsOf(file) {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idCache.get(file);
}

function resolveTarget(urlPath) {
  const base = path.join(root, urlPath);
  if (urlPath.endsWith('/')) return existsSync(path.join(base, 'index.html')) ? path.join(base, 'index.html') : null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  if (existsSync(path.join(base, 'index.html'))) return path.join(base, 'index.html');
  if (existsSync(`${base}.html`)) return `${base}.html`;
  return null;
}

const decode = (value) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
const attr = /<(a|link|script|img|source|video|audio|iframe|track)\b[^>]*?\s(href|src|srcset|poster)="([^"]*)"/gi;

const broken = [];
let checked = 0;
for (const file of htmlFiles) {
  const html = readFileSync(file, 'utf8');
  const pageUrl = `/${path.relative(root, file).replace(/index\.html$/, '').replace(/\.html$/, '')}`;
  for (const match of html.matchAll(attr)) {
    const [, tag, name, raw] = match;
    const values = name === 'srcset' ? decode(raw).split(',').map((part) => part.trim().split(/\s+/)[0]) : [decode(raw)];
    for (const value of values) {
      if (!value || /^(https?:)?\/\//i.test(value) || /^(mailto|tel|sms|javascript|data|blob|whatsapp|irc|ircs|xmpp):/i.test(value)) continue;
      checked += 1;
      const url = new URL(value, `http://site${pageUrl}`);
      const target = resolveTarget(decodeURIComponent(url.pathname));
      if (!target) {
        broken.push(`${path.relative(root, file)}: <${tag} ${name}="${value}"> → missing ${url.pathname}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && tag.toLowerCase() === 'a' && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        broken.push(`${path.relative(root, file)}: <a href="${value}"> → no element with id "${fragment}" in ${url.pathname}`);
      }
    }
  }
}

console.log(`check-links: ${htmlFiles.length} pages, ${checked} internal links and assets, ${broken.length} broken`);
if (broken.length) {
  for (const line of broken.slice(0, 100)) console.error(`  ${line}`);
  process.exit(1);
}
