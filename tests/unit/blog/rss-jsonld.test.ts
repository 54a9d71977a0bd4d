/** @jest-environment node */
import { buildRss, FEED_ITEMS } from '@/lib/blog/rss';
import { articleJsonLd, DEFAULT_PUBLISHER } from '@/lib/seo/article';

describe('buildRss', () => {
  const xml = buildRss({ title: 'Blog & News', description: 'Insights', origin: 'https://site.test', language: 'en' }, [
    { slug: 'b', title: 'Second <post>', excerpt: 'Why "AI" & ops', author: 'A', category: 'AI & ML', publishedDate: '2024-08-25' },
    { slug: 'a', title: 'First', excerpt: 'E', author: 'B', category: 'C', publishedDate: '2024-01-01' },
  ]);

  it('lists every post with absolute links and escaped text', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<link>https://site.test/blog/b/</link>');
    expect(xml).toContain('<title>Second &lt;post&gt;</title>');
    expect(xml).toContain('<description>Why &quot;AI&quot; &amp; ops</description>');
    expect(xml).toContain('<pubDate>Sun, 25 Aug 2024 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://site.test/feed.xml" rel="self"');
    expect(xml).toContain('<title>Blog &amp; News</title>');
  });

  it('carries the newest posts only, so the feed stays the same size as the blog grows', () => {
    const many = Array.from({ length: FEED_ITEMS + 5 }, (_, index) => ({
      slug: `p${index}`, title: `Post ${index}`, excerpt: 'E', author: 'A', category: 'C', publishedDate: '2024-01-01',
    }));
    const feed = buildRss({ title: 'T', description: 'D', origin: 'https://site.test', language: 'en' }, many);
    expect(feed.match(/<item>/g)).toHaveLength(FEED_ITEMS);
    expect(feed).toContain('<link>https://site.test/blog/p0/</link>');
    expect(feed).not.toContain(`/blog/p${FEED_ITEMS}/`);
  });
});

describe('articleJsonLd', () => {
  const base = {
    title: 'From LLMs to AGI',
    description: 'Excerpt',
    wordCount: 1650,
    author: 'Research Team',
    publishedDate: '2024-01-01',
    image: 'https://site.test/blog-images/x.webp',
    url: 'https://site.test/blog/x/',
    category: 'AI & Machine Learning',
    tags: ['LLM', 'AGI', 'Reasoning'],
    readTime: 8,
    blogUrl: 'https://site.test/blog/',
  };

  it('maps the article inputs to the structured data fields', () => {
    const data = articleJsonLd({ ...base, updatedDate: '2024-02-10', publisherLogo: 'https://site.test/logo.png' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'From LLMs to AGI',
      author: { '@type': 'Organization', name: 'Research Team' },
      publisher: { '@type': 'Organization', name: DEFAULT_PUBLISHER, logo: { url: 'https://site.test/logo.png' } },
      datePublished: '2024-01-01',
      dateModified: '2024-02-10',
      articleSection: 'AI & Machine Learning',
      keywords: 'LLM, AGI, Reasoning',
      wordCount: 1650,
      timeRequired: 'PT8M',
      inLanguage: 'en-US',
      isAccessibleForFree: true,
      isPartOf: { '@type': 'Blog', url: 'https://site.test/blog/' },
    });
  });

  it('defaults dateModified to the publish date and the publisher to the brand', () => {
    const data = articleJsonLd(base) as unknown as Record<string, unknown>;
    expect(data.dateModified).toBe('2024-01-01');
    expect(DEFAULT_PUBLISHER).toBe('Maninfini Automation');
    expect(data.publisher).toEqual({ '@type': 'Organization', name: 'Maninfini Automation' });
  });
});
