// Post-build: writes what a host needs to serve out/ safely, whatever the number of pages.
//   - a <meta http-equiv="Content-Security-Policy"> first in each page's <head>, with the
//     SHA-256 of every executable inline script of that page;
//   - out/_headers (Netlify / Cloudflare Pages format, also read by scripts/serve.ts): three rules,
//     the site-wide policy (frame-ancestors and every fixed directive) with the other security
//     headers on every path, and long caching for the content-hashed /_next/static/ and
//     /first-paint/ files;
//   - out/_nginx-headers.conf: the same headers for nginx (docs/deployment.md);
//   - out/_redirects (Cloudflare Pages / Netlify), and for other hosts a small page at each old
//     address that refreshes to the new one (lib/seo/redirects.ts).
// The browser enforces both policies together (scripts/quality/csp.ts says how they combine).
// Fails when a page does not load the compiled head script first, as a classic script, carries code a hash cannot allow
// (inline handlers, javascript: URLs), an iframe outside frame-src, or security meta tags that
// browsers ignore.
// Run: node --import tsx scripts/security-headers.ts [out]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { htmlPages } from './quality/out-files';
import {
  buildCsp, forbiddenInlineCode, headerRules, ignoredSecurityMeta, injectMetaCsp, inlineScripts, isExecutable,
  originOf, renderHeadersFile, renderNginxHeaders, sha256Source, siteCsp,
} from './quality/csp';
import { attribute, elements, parseHtml, rawText } from './quality/html';
import { isDynamic, redirectPage, renderRedirectsFile, siteRedirects } from '../lib/seo/redirects';
import { mapEmbedUrl } from '../lib/actions/outbound-urls';
import { analyticsPolicySources, parseMeasurementId } from '../lib/analytics/google-tag';
import { turnstilePolicySources } from '../lib/chat/turnstile';
import { HEAD_SCRIPT_SRC } from '../components/first-paint/head-script.generated';

const root = path.resolve(process.argv[2] ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`security-headers: ${root}/index.html not found; build first`);
  process.exit(1);
}
// Same .env files `next build` read, so the chat endpoint the bundle calls is the one allowed.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
// Loaded after the .env files, since content/site.ts reads the analytics id from the environment.
const { location, site } = await import('../content/site');
const chatOrigin = originOf(process.env.NEXT_PUBLIC_CHAT_ENDPOINT);
// Cloudflare Turnstile's script and frame, only in a build with a Turnstile site key.
const turnstile = turnstilePolicySources(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY);
const frameOrigins = [originOf(mapEmbedUrl(location)), ...turnstile.frameOrigins].filter((origin): origin is string => Boolean(origin));
let analyticsId: string | null;
try {
  analyticsId = parseMeasurementId(site.analyticsId);
} catch (error) {
  console.error(`security-headers: ${(error as Error).message}`);
  process.exit(1);
}
// The Google tag's hosts, on every page's policy, only when the build has a measurement id.
const analytics = analyticsPolicySources(analyticsId);
const scriptOrigins = [...analytics.scriptOrigins, ...turnstile.scriptOrigins];
const sources = {
  frameOrigins, scriptOrigins, imageOrigins: analytics.imageOrigins,
  connectOrigins: [...(chatOrigin ? [chatOrigin] : []), ...analytics.connectOrigins],
};

// Redirects: the rules for hosts that read them, and a page at each old address nothing else
// exported (the others, such as the list's first page under its number, are pages of their own).
const redirects = siteRedirects();
writeFileSync(path.join(root, '_redirects'), renderRedirectsFile(redirects));
let stubs = 0;
for (const redirect of redirects.filter((rule) => !isDynamic(rule))) {
  const file = path.join(root, redirect.from, 'index.html');
  if (existsSync(file)) continue;
  const target = parseHtml(readFileSync(path.join(root, redirect.to, 'index.html'), 'utf8'));
  const title = elements(target, 'title').map(rawText)[0] ?? site.name;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, redirectPage({ to: redirect.to, canonical: new URL(redirect.to, site.url).href, title }));
  stubs += 1;
}

const problems = [];
if (!existsSync(path.join(root, HEAD_SCRIPT_SRC))) problems.push(`${HEAD_SCRIPT_SRC} is not in ${root}; run npm run prebuild`);
const hashes = new Set();
let pageCount = 0;
for (const { file, route } of htmlPages(root, { includeInternal: true })) {
  const doc = parseHtml(readFileSync(file, 'utf8'));
  const pageHashes = inlineScripts(doc).filter(isExecutable).map((script) => sha256Source(script.body));
  for (const hash of pageHashes) hashes.add(hash);
  // Every page the site renders loads today's head script in its <head>, as a classic script
  // (async, defer or a module could run it after controls can be tapped). An old address's
  // refresh page (written above, or by an earlier run) is not one of the site's pages.
  const isRefreshPage = elements(doc, 'meta').some((meta) => attribute(meta, 'http-equiv')?.toLowerCase() === 'refresh');
  const inOrder = elements(doc);
  const headScript = inOrder.findIndex((element) => element.tagName === 'script' && attribute(element, 'src') === HEAD_SCRIPT_SRC && ['async', 'defer', 'type'].every((name) => attribute(element, name) === null));
  const loadsHeadScript = headScript >= 0 && headScript < inOrder.findIndex((element) => element.tagName === 'body');
  if (!isRefreshPage && !loadsHeadScript) problems.push(`${route}: its <head> does not load ${HEAD_SCRIPT_SRC} as a classic script, without async or defer (components/first-paint/HeadScript.tsx); run npm run prebuild`);
  for (const issue of forbiddenInlineCode(doc)) problems.push(`${route}: ${issue}`);
  for (const src of elements(doc, 'iframe').map((frame) => attribute(frame, 'src')).filter((value): value is string => Boolean(value))) {
    if (!frameOrigins.includes(originOf(src) ?? '')) problems.push(`${route}: iframe ${src} is outside frame-src ${frameOrigins.join(' ')}`);
  }
  for (const name of ignoredSecurityMeta(doc)) problems.push(`${route}: <meta http-equiv="${name}"> is ignored by browsers; send it as a header (docs/deployment.md)`);
  writeFileSync(file, injectMetaCsp(doc, buildCsp({ ...sources, scriptHashes: pageHashes })));
  pageCount += 1;
}

const rules = headerRules(siteCsp(sources));
try {
  writeFileSync(path.join(root, '_headers'), renderHeadersFile(rules));
} catch (error) {
  problems.push((error as Error).message);
}
writeFileSync(path.join(root, '_nginx-headers.conf'), renderNginxHeaders(rules));

console.log(`security-headers: ${pageCount} pages, ${hashes.size} distinct inline-script hashes in their own policies; ${rules.length} header rules; ${redirects.length} redirects (${stubs} refresh pages); connect-src ${chatOrigin ?? "'self' only"}; frame-src ${frameOrigins.join(' ') || "'none'"}; Google Analytics ${analyticsId ? `${analyticsId} (tag hosts allowed)` : 'off (no NEXT_PUBLIC_GA_ID)'}`);
if (problems.length) {
  console.error(`security-headers: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
