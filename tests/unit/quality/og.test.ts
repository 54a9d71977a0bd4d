/** @jest-environment node */
import { ogImageFor, pageTypeCards, postCards } from '@/lib/seo/og';
import { services } from '@/content/services';
import { backgroundSvg, fitTitle, textSvg, textWidthEm, wrapText } from '@/scripts/prebuild/og/card-svg';

describe('ogImageFor', () => {
  it('names one image per page type and one per article, category and service', () => {
    expect(ogImageFor('home')).toBe('/og/default.jpg');
    expect(ogImageFor('careers')).toBe('/og/careers.jpg');
    expect(ogImageFor('article', 'from-llms-to-agi')).toBe('/og/blog/from-llms-to-agi.jpg');
    expect(ogImageFor('category', 'Edge Computing')).toBe('/og/blog/category/edge-computing.jpg');
    expect(ogImageFor('service', 'cyber-cloud')).toBe('/og/services/cyber-cloud.jpg');
    expect(ogImageFor('article')).toBe('/og/blog.jpg');
  });

  it('has a card for every image a page can ask for', () => {
    const posts = [{ slug: 'a', title: 'A', category: 'Edge Computing', excerpt: 'x' }];
    const paths = new Set([...pageTypeCards(), ...postCards(posts)].map((card) => card.path));
    const kinds = ['default', 'blog', 'services', 'team', 'careers', 'contact', 'search', 'legal'] as const;
    for (const kind of kinds) expect(paths).toContain(ogImageFor(kind));
    for (const service of services) expect(paths).toContain(ogImageFor('service', service.slug));
    expect(paths).toContain(ogImageFor('article', 'a'));
    expect(paths).toContain(ogImageFor('category', 'Edge Computing'));
  });
});

describe('card drawing', () => {
  it('wraps text within the width and marks a cut with an ellipsis', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', 28, 200, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(textWidthEm(line) * 28).toBeLessThanOrEqual(200);
  });

  it('shrinks a long title before cutting it', () => {
    expect(fitTitle('Short title', 820).size).toBe(64);
    const long = fitTitle('Jamming Attacks Explained: RF, GNSS and Wireless Jamming, How to Detect It, and What Indian Law Says', 820);
    expect(long.size).toBeLessThan(64);
    expect(long.lines.join(' ')).not.toContain('…');
  });

  it('escapes text and embeds the logo whole, so its own ids cannot clash with the card', () => {
    const svg = textSvg({ path: '/x.png', eyebrow: 'Blog', title: 'R&D <fast>', subtitle: 'a "quote"' });
    expect(svg).toContain('R&amp;D &lt;fast&gt;');
    expect(svg).toContain('a &quot;quote&quot;');
    const logo = '<svg viewBox="0 0 40 40"><defs><linearGradient id="bg"/></defs><rect fill="url(#bg)"/></svg>';
    const background = backgroundSvg({ logoSvg: logo, host: 'example.com', brand: 'B' });
    const href = /<image [^>]*href="data:image\/svg\+xml;base64,([^"]+)"/.exec(background)?.[1];
    expect(href && Buffer.from(href, 'base64').toString('utf8')).toContain('<rect fill="url(#bg)"/>');
    // The logo's "bg" gradient lives only inside the embedded image: the card keeps one of its own.
    expect(background.match(/id="bg"/g)).toHaveLength(1);
    expect(background).toContain('width="1200" height="630"');
  });
});
