/**
 * What a visitor's browser must receive from a host serving out/: the rules that check a
 * response against the site's own header and redirect files, and the reading of what
 * `wrangler pages dev` (Cloudflare's own parser) reports about those files. The serving and the
 * requests are in scripts/quality/pages-dev.ts; `npm test` and `npm run bench:build` run them.
 */
import { inlineScripts, isExecutable, sha256Source } from './csp';
import { attribute, elements, parseHtml } from './html';

/** What wrangler said about `_headers` and `_redirects`: how many rules it kept and each one it refused or skipped. */
export type RuleReport = { headerRules: number; redirectRules: number; problems: string[] };

export function readWranglerLog(output: string): RuleReport {
  // Terminal colour codes, which wrangler writes even when asked not to.
  const log = output.replace(/\u001b\[[\d;]*m/g, '');
  const count = (kind: string) => Number(new RegExp(`Parsed (\\d+) valid ${kind} rules?`).exec(log)?.[1] ?? 0);
  // Each refused or skipped rule is a "▶︎" line under "Found n invalid header/redirect rules:"
  // (a line too long, the rules past the hundredth, a bad status code…).
  const problems = log
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('▶'));
  return { headerRules: count('header'), redirectRules: count('redirect'), problems };
}

/** A header file's rules as a host reads them: a path pattern, then indented "Name: value" lines. */
export function parseHeadersFile(text: string): Array<{ pattern: string; headers: Array<[string, string]> }> {
  const rules: Array<{ pattern: string; headers: Array<[string, string]> }> = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else rules.at(-1)?.headers.push([line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]);
  }
  return rules;
}

/** The headers every response must carry: those of the `/*` rule of the site's `_headers`. */
export function headersForEveryPath(headersFile: string): Array<[string, string]> {
  return parseHeadersFile(headersFile).find((rule) => rule.pattern === '/*')?.headers ?? [];
}

/** Differences between the headers a response carries and those it must carry (names are case-insensitive). */
export function missingHeaders(received: Headers, expected: ReadonlyArray<readonly [string, string]>): string[] {
  return expected.flatMap(([name, value]) => {
    const got = received.get(name);
    return got === value ? [] : [`${name}: ${got === null ? 'missing' : `"${got}"`}, expected "${value}"`];
  });
}

/**
 * An HTML page as the browser gets it, against the two policies it enforces together: the
 * site-wide header must leave inline scripts to the page (no hash in it), and the page's own
 * `<meta>` policy, first in its head, must allow each executable inline script the page has by
 * its hash and keep the header's other directives.
 */
export function pagePolicyProblems(html: string, headerPolicy: string | null): string[] {
  const problems: string[] = [];
  if (!headerPolicy) return ['no Content-Security-Policy header'];
  if (/'(sha256|nonce)-/.test(headerPolicy)) problems.push('the header policy names a hash or nonce, which turns its unsafe-inline off for every other page');
  if (!/frame-ancestors 'none'/.test(headerPolicy)) problems.push("the header policy lacks frame-ancestors 'none'");
  const doc = parseHtml(html);
  const head = elements(doc, 'head')[0];
  const firstMeta = head?.children.find((child) => child.type === 'element' && child.tagName === 'meta' && attribute(child, 'charset') === null);
  const meta = firstMeta && firstMeta.type === 'element' && attribute(firstMeta, 'http-equiv')?.toLowerCase() === 'content-security-policy' ? attribute(firstMeta, 'content') : null;
  if (!meta) return [...problems, 'no Content-Security-Policy <meta> first in <head>'];
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(meta)?.[1]?.split(' ') ?? [];
  if (scriptSrc.some((source) => /unsafe-(inline|eval)/.test(source))) problems.push(`the page policy allows ${scriptSrc.join(' ')}`);
  for (const script of inlineScripts(doc).filter(isExecutable)) {
    if (!scriptSrc.includes(sha256Source(script.body))) problems.push(`an inline script (${script.body.slice(0, 40)}…) has no hash in the page policy`);
  }
  // Everything but the script directives must read the same in both copies.
  const rest = (policy: string) => policy.split(/;\s*/).filter((part) => !/^(script-src|script-src-attr|frame-ancestors) /.test(part)).join('; ');
  if (rest(meta) !== rest(headerPolicy)) problems.push(`the page and header policies differ outside script-src: "${rest(meta)}" vs "${rest(headerPolicy)}"`);
  return problems;
}
