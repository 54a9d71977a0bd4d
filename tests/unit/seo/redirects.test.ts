/** @jest-environment node */
import { isDynamic, redirectPage, REDIRECT_LIMITS, renderRedirectsFile, siteRedirects } from '@/lib/seo/redirects';
import { parseHtml, elements, attribute } from '@/scripts/quality/html';

describe('the site redirects', () => {
  const redirects = siteRedirects();

  it('send the blog list\'s old addresses and each list\'s numbered first page to the list', () => {
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from: '/blogs/', to: '/blog/' },
        { from: '/articles/', to: '/blog/' },
        { from: '/news/', to: '/blog/' },
        { from: '/blog/page/1/', to: '/blog/' },
        { from: '/blog/category/:category/page/1/', to: '/blog/category/:category/' },
      ]),
    );
    expect(redirects.filter(isDynamic).map((redirect) => redirect.from)).toEqual(['/blog/category/:category/page/1/']);
  });

  it('are written for Cloudflare Pages and Netlify as permanent redirects, with and without the slash, static rules first', () => {
    const lines = renderRedirectsFile(redirects).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toContain('/blogs/ /blog/ 301');
    expect(lines).toContain('/blogs /blog/ 301');
    expect(lines.at(-1)).toBe('/blog/category/:category/page/1 /blog/category/:category/ 301');
    const firstDynamic = lines.findIndex((line) => line.includes(':'));
    expect(lines.slice(firstDynamic).every((line) => line.includes(':'))).toBe(true);
    for (const line of lines) expect(line.split(' ')).toHaveLength(3);
  });

  it('refuse a file a host would cut short', () => {
    const many = Array.from({ length: REDIRECT_LIMITS.dynamicRules }, (_, index) => ({ from: `/x${index}/:a/`, to: '/' }));
    expect(() => renderRedirectsFile(many)).toThrow(/dynamic rules/);
    expect(() => renderRedirectsFile([{ from: `/${'a'.repeat(REDIRECT_LIMITS.lineLength)}`, to: '/' }])).toThrow(/over 1000 characters/);
  });
});

describe('a redirect page (hosts without _redirects)', () => {
  const html = redirectPage({ to: '/blog/', canonical: 'https://www.example.com/blog/', title: 'Blog & "News" | Site' });
  const doc = parseHtml(html);
  const meta = (name: string) => elements(doc, 'meta').find((element) => attribute(element, 'http-equiv') === name);

  it('refreshes at once to the new address, names it as canonical and links to it', () => {
    expect(attribute(meta('refresh')!, 'content')).toBe('0; url=/blog/');
    expect(attribute(elements(doc, 'link').find((link) => attribute(link, 'rel') === 'canonical')!, 'href')).toBe('https://www.example.com/blog/');
    expect(attribute(elements(doc, 'a')[0]!, 'href')).toBe('/blog/');
  });

  it('escapes the title and runs no script', () => {
    expect(html).toContain('<title>Blog &amp; &quot;News&quot; | Site</title>');
    expect(elements(doc, 'script')).toHaveLength(0);
  });
});
