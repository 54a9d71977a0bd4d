/**
 * Content-Security-Policy and the other security headers for the static export.
 * A static host cannot mint nonces, so inline scripts are allowed by their SHA-256
 * hash, computed per page after the build (scripts/security-headers.ts).
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
  /** Hash sources of the page's executable inline scripts (the page's own `<meta>` policy only). */
  scriptHashes: readonly string[];
  /** Origins the page may fetch from besides itself (the chat endpoint, the analytics collection hosts). */
  connectOrigins?: readonly string[];
  /** Script hosts besides the page's own origin (the Google tag, only in a build with a measurement id). */
  scriptOrigins?: readonly string[];
  /** Image hosts besides the page's own origin (the analytics hosts' image fallback). */
  imageOrigins?: readonly string[];
  /** Origins allowed in iframes (the map embed). */
  frameOrigins?: readonly string[];
};

type Directive = [name: string, values: string[]];

const unique = (values: readonly string[]) => [...new Set(values)];
const render = (directives: readonly Directive[]) => directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/** Every directive but script-src, the same in both copies of the policy. */
function fixedDirectives(options: Omit<CspOptions, 'scriptHashes'>): Directive[] {
  return [
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
}

/**
 * A page's own policy, written as a `<meta http-equiv>` first in its `<head>`: scripts from the
 * site (and the Google tag's host, with analytics) plus exactly this page's inline scripts, by
 * hash. Same input always gives the same string. It has no frame-ancestors: browsers ignore
 * that directive in a `<meta>` (the site-wide header carries it).
 */
export function buildCsp(options: CspOptions): string {
  return render([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(options.scriptOrigins ?? []), ...unique(options.scriptHashes).sort()]],
    ...fixedDirectives(options),
  ]);
}

/**
 * The site-wide policy, sent as a header with every response (one `_headers` rule, whatever the
 * number of pages). A browser enforces every policy it is given, header and `<meta>` alike, and
 * a request must pass all of them. So the header holds what only a header can say
 * (frame-ancestors) and every fixed directive, while inline `<script>` elements are judged by
 * the page's `<meta>` policy, which lists their hashes: the header allows them as a class
 * (`'unsafe-inline'`, without which it would refuse every page's framework scripts, whose hashes
 * differ page by page), and together the two allow exactly the hashed ones, as one per-page
 * policy did. Inline event handlers are refused by both (`script-src-attr 'none'` here), and
 * script files only from the same origins as the page policy.
 */
export function siteCsp(options: Omit<CspOptions, 'scriptHashes'>): string {
  return render([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(options.scriptOrigins ?? []), "'unsafe-inline'"]],
    ['script-src-attr', ["'none'"]],
    ...fixedDirectives(options),
    ['frame-ancestors', ["'none'"]],
  ]);
}

/** Headers every response gets, besides the site-wide policy. */
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

/**
 * The policy as a `<meta http-equiv>`, placed first in <head> so it governs every script after it.
 * Takes the page already parsed when the caller has it (a page is parsed once per build step).
 */
export function injectMetaCsp(html: string | HtmlDocument, policy: string): string {
  const doc = asDocument(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" ${META_MARKER}="build"/>`;
  // A second run replaces its own earlier tag where it stands (first in the head).
  const earlier = elements(doc, 'meta').find((element) => attribute(element, META_MARKER) === 'build')?.position;
  if (earlier?.start.offset !== undefined && earlier.end.offset !== undefined) {
    return doc.source.slice(0, earlier.start.offset) + meta + doc.source.slice(earlier.end.offset);
  }
  const at = headInsertionOffset(doc);
  if (at === null) throw new Error('injectMetaCsp: the page has no <head>');
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

/**
 * What a host reads from `_headers` (Cloudflare Pages documents both limits; Netlify reads the
 * same format): at most 100 rules, each line at most 2,000 characters. A longer line or a rule
 * past the hundredth is skipped, and its pages go out without their headers.
 */
export const HEADER_RULES_LIMIT = 100;
export const HEADER_LINE_LIMIT = 2000;

export type HeaderRule = { pattern: string; headers: ReadonlyArray<readonly [string, string]> };

/** The site's header rules: a constant number, whatever the number of pages. */
/**
 * Folders whose file names are content hashes, so a changed file has a new name and a browser may
 * keep every file for a year: the framework's assets, and the head script every page loads first
 * (scripts/prebuild/head-script/compile.ts).
 */
export const IMMUTABLE_FOLDERS = ['/_next/static/', '/first-paint/'] as const;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export function headerRules(policy: string): HeaderRule[] {
  return [
    { pattern: '/*', headers: [['Content-Security-Policy', policy], ...COMMON_HEADERS] },
    ...IMMUTABLE_FOLDERS.map((folder): HeaderRule => ({ pattern: `${folder}*`, headers: [['Cache-Control', IMMUTABLE_CACHE]] })),
  ];
}

/** Netlify / Cloudflare Pages `_headers`; throws when a host would skip a rule or a line. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  if (rules.length > HEADER_RULES_LIMIT) throw new Error(`_headers: ${rules.length} rules; hosts read at most ${HEADER_RULES_LIMIT}`);
  const lines = ['# Generated by scripts/security-headers.ts after `next build`. Do not edit.'];
  for (const rule of rules) lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`), '');
  const long = lines.findIndex((line) => line.length > HEADER_LINE_LIMIT);
  if (long >= 0) throw new Error(`_headers: line ${long + 1} has ${lines[long]!.length} characters; hosts ignore lines over ${HEADER_LINE_LIMIT}`);
  return lines.join('\n');
}

/**
 * nginx: the same headers as `add_header` lines, to include in the `server` block and in every
 * `location` that sets headers of its own (nginx drops inherited `add_header`s there).
 */
export function renderNginxHeaders(rules: readonly HeaderRule[]): string {
  const everywhere = rules.find((rule) => rule.pattern === '/*');
  if (!everywhere) throw new Error('nginx headers: no rule for every path');
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const lines = ['# Generated by scripts/security-headers.ts after `next build`. Include in server {} and in each location that adds headers.'];
  for (const [name, value] of everywhere.headers) lines.push(`add_header ${name} ${quote(value)} always;`);
  return `${lines.join('\n')}\n`;
}
