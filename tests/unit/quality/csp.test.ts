/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  buildCsp, forbiddenInlineCode, headerRules, HEADER_LINE_LIMIT, HEADER_RULES_LIMIT, ignoredSecurityMeta, injectMetaCsp, inlineScripts,
  isExecutable, originOf, renderHeadersFile, renderNginxHeaders, sha256Source, siteCsp,
} from '@/scripts/quality/csp';
import { analyticsPolicySources } from '@/lib/analytics/google-tag';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/a.js" async=""></script>
<script>self.pageData.push([0])</script><script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><script>document.body.dataset.x="1"</script></body></html>`;

describe('inline script hashing', () => {
  it('finds inline scripts only, with their type, and keeps data blocks apart', () => {
    const scripts = inlineScripts(page);
    expect(scripts.map((script) => script.body)).toEqual(['self.pageData.push([0])', '{"@type":"Organization"}', 'document.body.dataset.x="1"']);
    expect(scripts.filter(isExecutable)).toHaveLength(2);
  });

  it('hashes the exact script text as CSP expects (base64 SHA-256)', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(sha256Source('alert(1)')).toBe(`'sha256-${expected}'`);
    // Whitespace is significant: a reformatted script is a different script.
    expect(sha256Source(' alert(1)')).not.toBe(sha256Source('alert(1)'));
  });
});

describe('buildCsp', () => {
  const policy = buildCsp({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], connectOrigins: ['https://chat.example'], frameOrigins: ['https://maps.google.com'] });

  it('allows scripts from self plus the listed hashes only', () => {
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(/script-src[^;]*unsafe-inline/.test(policy)).toBe(false);
  });

  it('adds the chat endpoint to connect-src and the map to frame-src', () => {
    expect(policy).toContain("connect-src 'self' https://chat.example;");
    expect(policy).toContain('frame-src https://maps.google.com;');
    expect(buildCsp({ scriptHashes: [] })).toContain("frame-src 'none'");
  });

  it('leaves frame-ancestors out of the page policy, a <meta> where browsers ignore it', () => {
    expect(policy).not.toContain('frame-ancestors');
  });
});

describe('siteCsp (the header every response carries)', () => {
  const options = { connectOrigins: ['https://chat.example'], frameOrigins: ['https://maps.google.com'] };
  const site = siteCsp(options);
  const page = buildCsp({ ...options, scriptHashes: ["'sha256-a'"] });
  const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0]!, part.slice(part.indexOf(' ') + 1)]));

  it('says what only a header can: frame-ancestors', () => {
    expect(site).toContain("frame-ancestors 'none'");
  });

  it('leaves inline script elements to the page policy, which lists their hashes, and refuses inline handlers', () => {
    expect(directives(site).get('script-src')).toBe("'self' 'unsafe-inline'");
    expect(directives(site).get('script-src-attr')).toBe("'none'");
    // A hash in the header would switch its 'unsafe-inline' off and refuse every other page's scripts.
    expect(site).not.toMatch(/sha256|nonce/);
    expect(site).not.toMatch(/unsafe-eval/);
  });

  it('repeats every other directive of the page policy word for word, so the header alone keeps them', () => {
    const inHeader = directives(site);
    for (const [name, value] of directives(page)) if (name !== 'script-src') expect([name, inHeader.get(name)]).toEqual([name, value]);
  });

  it('allows the same script hosts as the page policy with analytics on', () => {
    const sources = analyticsPolicySources('G-TEST000000');
    expect(directives(siteCsp(sources)).get('script-src')).toBe("'self' https://www.googletagmanager.com 'unsafe-inline'");
    expect(directives(siteCsp(sources)).get('connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('buildCsp and Google Analytics', () => {
  const hashes = ["'sha256-a'"];

  it('names no Google host in a build without a measurement id', () => {
    const policy = buildCsp({ scriptHashes: hashes, ...analyticsPolicySources(null) });
    expect(policy).not.toMatch(/google/);
    expect(policy).toContain("script-src 'self' 'sha256-a';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("img-src 'self' data: blob:;");
  });

  it('allows the tag and its collection hosts with an id, and stays hash-based for inline scripts', () => {
    const sources = analyticsPolicySources('G-TEST000000');
    const policy = buildCsp({ scriptHashes: hashes, ...sources, connectOrigins: ['https://chat.example', ...sources.connectOrigins] });
    const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)?.[1] ?? '';
    expect(directive('script-src')).toBe("'self' https://www.googletagmanager.com 'sha256-a'");
    expect(directive('script-src')).not.toMatch(/unsafe|\*/);
    for (const name of ['connect-src', 'img-src']) {
      for (const host of ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']) expect(directive(name)).toContain(host);
    }
    expect(directive('connect-src')).toContain('https://chat.example');
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port of http(s) URLs and rejects the rest', () => {
    expect(originOf('https://maps.google.com/maps?q=1&output=embed')).toBe('https://maps.google.com');
    expect(originOf('http://127.0.0.1:8787/chat')).toBe('http://127.0.0.1:8787');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe('page checks', () => {
  it('reports inline handlers and javascript: URLs, which no hash can allow', () => {
    expect(forbiddenInlineCode('<img src="/a.png" onerror="x()"><a href="javascript:void 0">x</a>')).toEqual([
      'inline handler onerror',
      'javascript: URL in <a href>',
    ]);
    expect(forbiddenInlineCode(page)).toEqual([]);
  });

  it('reports security meta tags that browsers ignore but accepts the CSP meta', () => {
    const html = '<meta http-equiv="Strict-Transport-Security" content="max-age=1"><meta http-equiv="Content-Security-Policy" content="x">';
    expect(ignoredSecurityMeta(html)).toEqual(['strict-transport-security']);
  });

  it('injects the meta policy right after the charset, replacing an earlier injection', () => {
    const once = injectMetaCsp(page, "default-src 'self'");
    const twice = injectMetaCsp(once, "default-src 'none'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'" data-csp="build"/>`);
  });
});

describe('header files', () => {
  const policy = siteCsp({ frameOrigins: ['https://maps.google.com'] });

  it('holds a constant number of rules: the site policy and shared headers on /*, caching for hashed files', () => {
    const rules = headerRules(policy);
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_next/static/*', '/first-paint/*']);
    const file = renderHeadersFile(rules);
    const [everywhere, assets, headScript] = file.split('\n\n');
    expect(everywhere).toContain(`/*\n  Content-Security-Policy: ${policy}\n`);
    expect(everywhere).toContain('Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(everywhere).toContain('X-Frame-Options: DENY');
    // One CSP only: hosts join a header two matching rules set with a comma, which would make two policies.
    expect(file.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(assets!.trimEnd()).toBe('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headScript!.trimEnd()).toBe('/first-paint/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('stays within what hosts read, with every optional source present', () => {
    const sources = analyticsPolicySources('G-TEST000000');
    const widest = siteCsp({ ...sources, connectOrigins: ['https://manu-chat.example.workers.dev', ...sources.connectOrigins], frameOrigins: ['https://maps.google.com'] });
    const file = renderHeadersFile(headerRules(widest));
    expect(Math.max(...file.split('\n').map((line) => line.length))).toBeLessThanOrEqual(HEADER_LINE_LIMIT);
  });

  it('refuses to write a file a host would cut short', () => {
    const many = Array.from({ length: HEADER_RULES_LIMIT + 1 }, (_, index) => ({ pattern: `/p${index}/`, headers: [['X-A', 'b']] as const }));
    expect(() => renderHeadersFile(many)).toThrow(/at most 100/);
    expect(() => renderHeadersFile([{ pattern: '/*', headers: [['X-Long', 'x'.repeat(HEADER_LINE_LIMIT)]] }])).toThrow(/line 3 has \d+ characters/);
  });

  it('writes the same headers for nginx, quoted', () => {
    const conf = renderNginxHeaders(headerRules(policy));
    expect(conf).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).not.toContain('Cache-Control');
    expect(renderNginxHeaders([{ pattern: '/*', headers: [['X-Q', 'say "hi"']] }])).toContain('add_header X-Q "say \\"hi\\"" always;');
  });
});
