/**
 * Content-Security-Policy and the other security headers for the static export.
 * A static host cannot mint nonces, so inline scripts are allowed by their SHA-256
 * hash, computed per page after the build (scripts/security-headers.mjs).
 */
import { createHash } from 'node:crypto';
import { attribute, elements, eventHandlerAttributes, headInsertionOffset, parseHtml, rawText, type HtmlDocument } from './html';

export type InlineScript = { type: string | null; body: string };

/** Script types the browser executes; JSON-LD and other data blocks are not subject to script-src. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

export function isExecutable(script: InlineScript): boolean {
  return EXECUTABLE_TYPES.has((script.type ?? '').trim().toLowerCase());
}

const asDocument = (html: string | HtmlDocument) => (typeof html === 'string' ? parseHtml(html) : html);

/** Every `<script>` without a src, with its type and its text as the browser hashes it. */
export function inlineScripts(html: string | HtmlDocument): InlineScript[] {
  return elements(asDocument(html), 'script')
    .filter((script) => attribute(script, 'src') === null)
    .map((script) => ({ type: attribute(script, 'type'), body: rawText(script) }));
}

export const sha256Source = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction'];

/** Inline event-handler attributes and javascript: URLs cannot be allowed by a hash: they must not exist. */
export function forbiddenInlineCode(html: string | HtmlDocument): string[] {
  const found: string[] = [];
  for (const element of elements(asDocument(html))) {
    for (const handler of eventHandlerAttributes(element)) found.push(`inline handler ${handler}`);
    for (const name of URL_ATTRIBUTES) {
      const value = attribute(element, name);
      if (value !== null && /^\s*javascript:/i.test(value)) found.push(`javascript: URL in <${element.tagName} ${name}>`);
    }
  }
  return found;
}

export type CspOptions = {
  /** Hash sources of the page's executable inline scripts. */
  scriptHashes: readonly string[];
  /** Origins the page may fetch from besides itself (the chat endpoint, the analytics collection hosts). */
  connectOrigins?: readonly string[];
  /** Script hosts besides the page's own origin (the Google tag, only in a build with a measurement id). */
  scriptOrigins?: readonly string[];
  /** Image hosts besides the page's own origin (the analytics hosts' image fallback). */
  imageOrigins?: readonly string[];
  /** Origins allowed in iframes (the map embed). */
  frameOrigins?: readonly string[];
  /** A `<meta>` policy cannot carry frame-ancestors (browsers ignore it there). */
  forMeta?: boolean;
};

/** The policy as ordered directives; same input always gives the same string. */
export function buildCsp(options: CspOptions): string {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(options.scriptOrigins ?? []), ...unique(options.scriptHashes).sort()]],
    // React renders style="" attributes (layout, animation start states); no inline <style> needs trust beyond that.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...unique(options.imageOrigins ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:']],
    ['connect-src', ["'self'", ...unique(options.connectOrigins ?? [])]],
    ['frame-src', options.frameOrigins?.length ? unique(options.frameOrigins) : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (!options.forMeta) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers every response gets (HTML pages add their own CSP). */
export const COMMON_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The chat's voice input is the only powerful feature the site uses.
  ['Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(self), payment=(), usb=(), browsing-topics=()'],
  // Legacy twin of frame-ancestors for browsers without CSP level 2.
  ['X-Frame-Options', 'DENY'],
  // Keeps window.open() working for WhatsApp/maps pop-ups while isolating this window from others.
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];

/** `https://host[:port]` of a URL, or null when it is missing or not http(s). */
export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Marks the `<meta http-equiv>` this script writes, so a second run replaces it. */
export const META_MARKER = 'data-csp';

/** The policy as a `<meta http-equiv>`, placed first in <head> so it governs every script after it. */
export function injectMetaCsp(html: string, policy: string): string {
  let doc = parseHtml(html);
  const earlier = elements(doc, 'meta').find((meta) => attribute(meta, META_MARKER) === 'build');
  if (earlier?.position?.start.offset !== undefined && earlier.position.end.offset !== undefined) {
    doc = parseHtml(html.slice(0, earlier.position.start.offset) + html.slice(earlier.position.end.offset));
  }
  const at = headInsertionOffset(doc);
  if (at === null) throw new Error('injectMetaCsp: the page has no <head>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" ${META_MARKER}="build"/>`;
  return doc.source.slice(0, at) + meta + doc.source.slice(at);
}

/**
 * Security meta tags that browsers ignore (only the HTTP header counts), so shipping
 * them only misleads a reader of the HTML.
 */
export const IGNORED_META_HTTP_EQUIV = ['strict-transport-security', 'x-frame-options', 'x-content-type-options', 'x-xss-protection', 'cache-control', 'expires', 'pragma', 'referrer-policy', 'permissions-policy'];

export function ignoredSecurityMeta(html: string | HtmlDocument): string[] {
  return elements(asDocument(html), 'meta')
    .map((meta) => (attribute(meta, 'http-equiv') ?? '').toLowerCase())
    .filter((name) => IGNORED_META_HTTP_EQUIV.includes(name));
}

export type PageHeaders = { route: string; csp: string };

/** Netlify / Cloudflare Pages `_headers`: shared headers on every path, one CSP per page path. */
export function renderHeadersFile(pages: readonly PageHeaders[]): string {
  const lines = ['# Generated by scripts/security-headers.mjs after `next build`. Do not edit.', '/*'];
  for (const [name, value] of COMMON_HEADERS) lines.push(`  ${name}: ${value}`);
  lines.push('', '/_next/static/*', '  Cache-Control: public, max-age=31536000, immutable');
  // One CSP per path (never on /*): hosts join duplicate headers with a comma, which would combine two policies.
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    for (const pattern of routePatterns(page.route)) lines.push('', pattern, `  Content-Security-Policy: ${page.csp}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `/blog/` is reachable as `/blog/` and `/blog/index.html`; `/404.html` only as itself. */
export function routePatterns(route: string): string[] {
  if (route.endsWith('.html')) return [route];
  return route === '/' ? ['/', '/index.html'] : [route, `${route}index.html`];
}

/** nginx: a `map` from request path to that page's policy, included inside `http {}`. */
export function renderNginxMap(pages: readonly PageHeaders[], fallback: string): string {
  const lines = ['# Generated by scripts/security-headers.mjs. Include inside http {}.', 'map $uri $page_csp {', `  default "${fallback}";`];
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    for (const pattern of routePatterns(page.route)) lines.push(`  "${pattern}" "${page.csp}";`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
