#!/usr/bin/env node
// Post-build: hashes every executable inline script of every exported page and writes
// a strict per-page Content-Security-Policy as
//   - out/_headers (Netlify / Cloudflare Pages format, also read by scripts/serve.mjs),
//   - out/_nginx-csp.conf (an nginx `map`, see docs/deployment.md),
//   - a <meta http-equiv> first in each page's <head> (minus frame-ancestors, which meta ignores).
// Fails when a page carries code a hash cannot allow (inline handlers, javascript: URLs)
// or security meta tags that browsers ignore.
// Run: node --import tsx scripts/security-headers.mjs [out]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { htmlPages } from './quality/out-files.mjs';
import {
  buildCsp, forbiddenInlineCode, ignoredSecurityMeta, injectMetaCsp, inlineScripts, isExecutable,
  originOf, renderHeadersFile, renderNginxMap, sha256Source,
} from '../lib/quality/csp.ts';
import { attribute, elements, parseHtml } from '../lib/quality/html.ts';
import { mapEmbedUrl } from '../lib/outbound.ts';
import { analyticsPolicySources, parseMeasurementId } from '../lib/google-analytics.ts';
import { turnstilePolicySources } from '../lib/chat/turnstile.ts';

const root = path.resolve(process.argv[2] ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`security-headers: ${root}/index.html not found; build first`);
  process.exit(1);
}
// Same .env files `next build` read, so the chat endpoint the bundle calls is the one allowed.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
// Loaded after the .env files, since content/site.ts reads the analytics id from the environment.
const { location, site } = await import('../content/site.ts');
const chatOrigin = originOf(process.env.NEXT_PUBLIC_CHAT_ENDPOINT);
// Cloudflare Turnstile's script and frame, only in a build with a Turnstile site key.
const turnstile = turnstilePolicySources(process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY);
const frameOrigins = [originOf(mapEmbedUrl(location)), ...turnstile.frameOrigins].filter(Boolean);
let analyticsId;
try {
  analyticsId = parseMeasurementId(site.analyticsId);
} catch (error) {
  console.error(`security-headers: ${error.message}`);
  process.exit(1);
}
// The Google tag's hosts, on every page's policy, only when the build has a measurement id.
const analytics = analyticsPolicySources(analyticsId);
const scriptOrigins = [...analytics.scriptOrigins, ...turnstile.scriptOrigins];

const pages = [];
const problems = [];
for (const { file, route } of htmlPages(root, { includeInternal: true })) {
  const html = readFileSync(file, 'utf8');
  const doc = parseHtml(html);
  const hashes = inlineScripts(doc).filter(isExecutable).map((script) => sha256Source(script.body));
  const options = {
    scriptHashes: hashes, frameOrigins, scriptOrigins, imageOrigins: analytics.imageOrigins,
    connectOrigins: [...(chatOrigin ? [chatOrigin] : []), ...analytics.connectOrigins],
  };
  pages.push({ route, csp: buildCsp(options) });
  for (const issue of forbiddenInlineCode(doc)) problems.push(`${route}: ${issue}`);
  for (const src of elements(doc, 'iframe').map((frame) => attribute(frame, 'src')).filter(Boolean)) {
    if (!frameOrigins.includes(originOf(src))) problems.push(`${route}: iframe ${src} is outside frame-src ${frameOrigins.join(' ')}`);
  }
  for (const name of ignoredSecurityMeta(doc)) problems.push(`${route}: <meta http-equiv="${name}"> is ignored by browsers; send it as a header (docs/deployment.md)`);
  writeFileSync(file, injectMetaCsp(html, buildCsp({ ...options, forMeta: true })));
}

const notFound = pages.find((page) => page.route === '/404.html')?.csp ?? buildCsp({ scriptHashes: [], frameOrigins, ...analytics, scriptOrigins });
writeFileSync(path.join(root, '_headers'), renderHeadersFile(pages));
writeFileSync(path.join(root, '_nginx-csp.conf'), renderNginxMap(pages, notFound));

const hashCount = new Set(pages.flatMap((page) => page.csp.match(/'sha256-[^']+'/g) ?? [])).size;
console.log(`security-headers: ${pages.length} pages, ${hashCount} distinct inline-script hashes; connect-src ${chatOrigin ?? "'self' only"}; frame-src ${frameOrigins.join(' ') || "'none'"}; Google Analytics ${analyticsId ? `${analyticsId} (tag hosts allowed)` : 'off (no NEXT_PUBLIC_GA_ID)'}`);
if (problems.length) {
  console.error(`security-headers: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
