/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCsp, headerRules, renderHeadersFile, sha256Source, siteCsp } from '@/scripts/quality/csp';
import { headersForEveryPath, missingHeaders, pagePolicyProblems, readWranglerLog } from '@/scripts/quality/host-check';

// wrangler pages dev 4.86's own output for a site with a bad _headers and _redirects (a line over
// 2,000 characters, a rule without headers, 106 rules, a status code it does not know, Netlify's "301!").
const badLog = readFileSync(path.join(import.meta.dirname, '../../fixtures/host/wrangler-invalid-rules.log'), 'utf8');

describe('reading what wrangler reports', () => {
  it('counts the rules it kept and lists each one it refused or skipped', () => {
    const report = readWranglerLog(badLog);
    expect(report.headerRules).toBe(101);
    expect(report.redirectRules).toBe(0);
    expect(report.problems).toEqual([
      expect.stringContaining('Got 999'),
      expect.stringContaining('Got 301!'),
      expect.stringContaining('Ignoring line 2 as it exceeds the maximum allowed length of 2000'),
      expect.stringContaining('No headers specified'),
      expect.stringContaining('Maximum number of rules supported is 100. Skipping remaining 11 lines'),
    ]);
  });

  it('finds nothing wrong in a clean start', () => {
    expect(readWranglerLog('✨ Parsed 10 valid redirect rules.\n✨ Parsed 2 valid header rules.\n[wrangler:info] Ready on http://127.0.0.1:1')).toEqual({ headerRules: 2, redirectRules: 10, problems: [] });
  });
});

describe('a response against the site\'s headers', () => {
  const options = { frameOrigins: ['https://maps.google.com'] };
  const policy = siteCsp(options);
  const expected = headersForEveryPath(renderHeadersFile(headerRules(policy)));

  it('reads the headers every path must carry from _headers', () => {
    expect(expected.map(([name]) => name)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Frame-Options']));
    expect(missingHeaders(new Headers(expected as [string, string][]), expected)).toEqual([]);
    const without = new Headers(expected.filter(([name]) => name !== 'X-Frame-Options') as [string, string][]);
    expect(missingHeaders(without, expected)).toEqual(['X-Frame-Options: missing, expected "DENY"']);
  });

  const script = 'self.__next_f.push([1,"x"])';
  const page = (meta: string, body = `<script>${script}</script>`) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${meta}<title>t</title></head><body>${body}<script type="application/ld+json">{}</script></body></html>`;
  const metaOf = (csp: string) => `<meta http-equiv="Content-Security-Policy" content="${csp}"/>`;

  it('accepts a page whose own policy hashes each of its inline scripts', () => {
    expect(pagePolicyProblems(page(metaOf(buildCsp({ ...options, scriptHashes: [sha256Source(script)] }))), policy)).toEqual([]);
  });

  it('reports an inline script without its hash, a missing page policy and a hash in the header', () => {
    expect(pagePolicyProblems(page(metaOf(buildCsp({ ...options, scriptHashes: [] }))), policy)).toEqual([expect.stringContaining('has no hash in the page policy')]);
    expect(pagePolicyProblems(page(''), policy)).toEqual(['no Content-Security-Policy <meta> first in <head>']);
    expect(pagePolicyProblems(page(metaOf(buildCsp({ ...options, scriptHashes: [sha256Source(script)] }))), null)).toEqual(['no Content-Security-Policy header']);
    const hashed = policy.replace("'unsafe-inline';", `'unsafe-inline' ${sha256Source(script)};`);
    expect(pagePolicyProblems(page(metaOf(buildCsp({ ...options, scriptHashes: [sha256Source(script)] }))), hashed)).toEqual([expect.stringContaining('turns its unsafe-inline off')]);
  });

  it('reports page and header policies that disagree outside script-src', () => {
    const meta = metaOf(buildCsp({ scriptHashes: [sha256Source(script)], connectOrigins: ['https://elsewhere.example'], ...options }));
    expect(pagePolicyProblems(page(meta), policy)).toEqual([expect.stringContaining('differ outside script-src')]);
  });
});
