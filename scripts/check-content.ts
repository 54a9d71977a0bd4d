// Checks over the exported site (out/), run by `npm test` after the build:
//   - every JSON-LD block parses and each typed node has its required fields (scripts/quality/jsonld.ts);
//   - titles are unique across canonical pages; every indexable page has a description of ≤ 160 characters;
//   - every exported HTML file is valid (html-validate; rules chosen in scripts/quality/html-validate.ts);
//   - every page's og:image exists in out/ and is a 1200×630 JPEG; its icons are PNGs of the size they declare;
//   - a redirect page (an old address, for hosts without _redirects) refreshes at once to its canonical;
//   - the sitemap lists every indexable route and nothing that is missing, a 404 or noindex, within
//     the protocol's limits for one file (50,000 addresses, 50 MB).
// Run: node --import tsx scripts/check-content.ts [out]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import sharp from 'sharp';
import { htmlPages } from './quality/out-files';
import { htmlValidateConfig } from './quality/html-validate';
import { toText } from 'hast-util-to-text';
import { attribute, elements, parseHtml, rawText, type HtmlDocument } from './quality/html';
import { checkJsonLd, typesIn } from './quality/jsonld';
import { DESCRIPTION_LIMIT } from '../lib/seo/metadata';
import { site } from '../content/site';

const root = path.resolve(process.argv[2] ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`check-content: ${root}/index.html not found; build first`);
  process.exit(1);
}

const problems: string[] = [];
const report = (route: string, message: string) => problems.push(`${route}: ${message}`);
/** The first element of a tag whose attributes match, e.g. first(doc, 'meta', { name: 'robots' }). */
const first = (doc: HtmlDocument, tag: string, match: Record<string, string> = {}) => elements(doc, tag).find((element) => Object.entries(match).every(([name, value]) => attribute(element, name) === value));
const attrOf = (doc: HtmlDocument, tag: string, match: Record<string, string>, name: string) => { const element = first(doc, tag, match); return element ? attribute(element, name) : null; };
const siteOrigin = new URL(site.url).origin;
const localPath = (url: string) => (url.startsWith(siteOrigin) ? new URL(url).pathname : url);
/** The URL's path on the site (an absolute URL on the site's origin, or a root-relative href, as written in HTML). */
const sitePath = (url: string) => decodeURIComponent(new URL(localPath(url), siteOrigin).pathname);

const isNotFound = (route: string) => route === '/404.html' || route === '/404/';
const pages = htmlPages(root).map(({ file, route }) => {
  const html = readFileSync(file, 'utf8');
  const doc = parseHtml(html);
  const robots = attrOf(doc, 'meta', { name: 'robots' }, 'content') ?? '';
  const canonical = attrOf(doc, 'link', { rel: 'canonical' }, 'href');
  const title = first(doc, 'title');
  const refresh = attrOf(doc, 'meta', { 'http-equiv': 'refresh' }, 'content');
  return {
    file, route, html, doc,
    // An old address's page that sends the visitor on (lib/seo/redirects.ts): not a page of its own.
    refreshTo: refresh === null ? null : (/^\s*0\s*;\s*url=(.+)$/i.exec(refresh)?.[1]?.trim() ?? ''),
    title: title ? rawText(title) : '',
    description: attrOf(doc, 'meta', { name: 'description' }, 'content'),
    noindex: /noindex/i.test(robots),
    canonicalPath: canonical ? localPath(canonical) : null,
  };
});
// A page is indexable when it is not the 404, not noindex and canonical to itself (aliases point elsewhere).
const indexable = pages.filter((page) => !isNotFound(page.route) && !page.noindex && (page.canonicalPath ?? page.route) === page.route);

// 1. JSON-LD
const typeCounts = new Map<string, number>();
for (const page of pages) {
  for (const body of elements(page.doc, 'script').filter((script) => attribute(script, 'type') === 'application/ld+json').map(rawText)) {
    let data;
    try {
      data = JSON.parse(body);
    } catch (error) {
      report(page.route, `JSON-LD does not parse: ${(error as Error).message}`);
      continue;
    }
    for (const problem of checkJsonLd(data)) report(page.route, `JSON-LD ${problem}`);
    for (const type of typesIn(data)) typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
  }
}

// 2. Titles and descriptions
const byTitle = new Map<string, string[]>();
for (const page of pages) {
  if (!page.title.trim()) report(page.route, 'missing <title>');
  if (page.description && page.description.length > DESCRIPTION_LIMIT) report(page.route, `meta description is ${page.description.length} characters (limit ${DESCRIPTION_LIMIT})`);
}
for (const page of indexable) {
  if (!page.description) report(page.route, 'missing meta description');
  byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.route]);
}
for (const [title, routes] of byTitle) if (routes.length > 1) problems.push(`title "${title}" is shared by ${routes.join(', ')}`);

// 2b. Share images
const imageSizes = new Map<string, string>();
function pngSize(file: string) {
  if (!imageSizes.has(file)) {
    const header = readFileSync(file).subarray(0, 24);
    const isPng = header.subarray(1, 4).toString('latin1') === 'PNG';
    imageSizes.set(file, isPng ? `${header.readUInt32BE(16)}×${header.readUInt32BE(20)}` : 'not a PNG');
  }
  return imageSizes.get(file);
}
const shareImages = new Map<string, string>();
async function shareImage(file: string) {
  if (!shareImages.has(file)) {
    const found = await sharp(file).metadata().catch(() => null);
    shareImages.set(file, found?.format === 'jpeg' ? `${found.width}×${found.height}` : `not a JPEG (${found?.format ?? 'unreadable'})`);
  }
  return shareImages.get(file);
}
for (const page of pages) {
  if (page.refreshTo !== null) continue;
  const image = attrOf(page.doc, 'meta', { property: 'og:image' }, 'content');
  if (!image) {
    if (!isNotFound(page.route)) report(page.route, 'missing og:image');
    continue;
  }
  const file = path.join(root, sitePath(image));
  if (!existsSync(file)) report(page.route, `og:image ${image} is not in out/`);
  else if ((await shareImage(file)) !== '1200×630') report(page.route, `og:image ${image} is ${await shareImage(file)}, expected a 1200×630 JPEG`);
}

// 2d. Redirect pages: an immediate refresh to the page named as canonical, which exists.
for (const page of pages.filter((entry) => entry.refreshTo !== null)) {
  if (!page.refreshTo) report(page.route, 'refreshes after a delay or to no address (a redirect page must send the visitor on at once)');
  else if (sitePath(page.refreshTo) !== page.canonicalPath) report(page.route, `refreshes to ${page.refreshTo} but its canonical is ${page.canonicalPath}`);
  else if (!pages.some((target) => target.route === page.canonicalPath && target.refreshTo === null)) report(page.route, `refreshes to ${page.refreshTo}, which is not an exported page`);
}

// 2c. Icons: raster only. Chromium decodes the favicon on the page's main thread, and an SVG
// one is a whole SVG document (scripts/prebuild/20-icons.ts).
for (const page of pages.filter((entry) => entry.refreshTo === null)) {
  const icons = elements(page.doc, 'link').filter((link) => ['icon', 'apple-touch-icon'].includes(attribute(link, 'rel') ?? ''));
  if (!icons.some((link) => attribute(link, 'rel') === 'icon')) report(page.route, 'no favicon link');
  for (const link of icons) {
    const href = attribute(link, 'href') ?? '';
    const file = path.join(root, sitePath(href));
    const declared = (attribute(link, 'sizes') ?? '').replace('x', '×');
    if (/\.svg$/i.test(file) || /svg/.test(attribute(link, 'type') ?? '')) report(page.route, `icon ${href} is an SVG`);
    else if (!existsSync(file)) report(page.route, `icon ${href} is not in out/`);
    else if (pngSize(file) !== declared) report(page.route, `icon ${href} is ${pngSize(file)}, its link says ${declared || 'no size'}`);
  }
}

// 3. HTML validity
const validator = new HtmlValidate(htmlValidateConfig);
for (const page of pages) {
  const result = await validator.validateString(page.html, page.route);
  for (const message of result.results.flatMap((entry) => entry.messages)) {
    report(page.route, `html-validate ${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`);
  }
}

// 4. Sitemap
const sitemapFile = path.join(root, 'sitemap.xml');
if (!existsSync(sitemapFile)) problems.push('out/sitemap.xml is missing');
else {
  // The sitemap is XML; its <loc> elements read the same through the HTML parser.
  const listed = elements(parseHtml(readFileSync(sitemapFile, 'utf8')), 'loc').map((loc) => localPath(toText(loc).trim()));
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  for (const route of listed) {
    const page = byRoute.get(route);
    if (!route.startsWith('/')) problems.push(`sitemap: ${route} is not on ${siteOrigin}`);
    else if (!page) problems.push(`sitemap: ${route} has no exported page (it would 404)`);
    else if (!indexable.includes(page)) problems.push(`sitemap: ${route} is noindex or canonical to ${page.canonicalPath}`);
  }
  for (const page of indexable) if (!listed.includes(page.route)) problems.push(`sitemap: indexable ${page.route} is not listed`);
  if (new Set(listed).size !== listed.length) problems.push('sitemap: duplicate entries');
  // One sitemap file holds at most 50,000 addresses and 50 MB (sitemaps.org); past that it must be split.
  if (listed.length > 50_000) problems.push(`sitemap: ${listed.length} addresses, over the 50,000 one file may hold`);
  if (statSync(sitemapFile).size > 50 * 1024 * 1024) problems.push('sitemap: over the 50 MB one file may hold');
}

const types = [...typeCounts].sort().map(([type, count]) => `${type}×${count}`).join(', ');
console.log(`check-content: ${pages.length} pages (${indexable.length} indexable); JSON-LD types: ${types || 'none'}`);
if (problems.length) {
  console.error(`check-content: ${problems.length} problem(s):\n  ${problems.slice(0, 200).join('\n  ')}${problems.length > 200 ? `\n  … and ${problems.length - 200} more` : ''}`);
  process.exit(1);
}
console.log(`check-content: JSON-LD, titles, descriptions, share images, icons, HTML validity and sitemap all pass`);
