/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  buildCsp, forbiddenInlineCode, ignoredSecurityMeta, injectMetaCsp, inlineScripts, isExecutable,
  originOf, renderHeadersFile, renderNginxMap, routePatterns, sha256Source,
} from '@/lib/quality/csp';
import { analyticsPolicySources } from '@/lib/google-analytics';

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

  it('leaves frame-ancestors out of the meta variant, where browsers ignore it', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(buildCsp({ scriptHashes: [], forMeta: true })).not.toContain('frame-ancestors');
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
  const pages = [{ route: '/blog/', csp: 'B' }, { route: '/', csp: 'H' }];

  it('puts shared headers on /* and each CSP only on its own page paths', () => {
    const file = renderHeadersFile(pages);
    const wildcard = file.split('\n\n')[0]!;
    expect(wildcard).toContain('Strict-Transport-Security: max-age=31536000');
    expect(wildcard).not.toContain('Content-Security-Policy');
    expect(file).toContain('/blog/\n  Content-Security-Policy: B');
    expect(file).toContain('/blog/index.html\n  Content-Security-Policy: B');
    expect(routePatterns('/404.html')).toEqual(['/404.html']);
  });

  it('writes an nginx map with a fallback policy', () => {
    const map = renderNginxMap(pages, 'F');
    expect(map).toContain('default "F";');
    expect(map).toContain('"/" "H";');
  });
});
