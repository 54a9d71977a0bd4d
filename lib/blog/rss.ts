type FeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishedDate: string;
};

export type FeedChannel = {
  title: string;
  description: string;
  /** Site origin without a trailing slash, e.g. https://www.example.com */
  origin: string;
  language: string;
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] as string);

/** RFC 822 date at noon UTC, so the day never shifts in a reader's time zone. */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

/**
 * The feed carries the newest posts only: a reader polls it for what is new, and a feed of every
 * post would grow with the blog (about 600 bytes a post) and be fetched whole on every poll. The
 * blog list and the sitemap reach the older ones.
 */
export const FEED_ITEMS = 30;

/** RSS 2.0 of the newest `limit` posts, newest first as given. */
export function buildRss(channel: FeedChannel, posts: readonly FeedPost[], limit: number = FEED_ITEMS): string {
  const blogUrl = `${channel.origin}/blog/`;
  const items = posts
    .slice(0, limit)
    .map((post) => {
      const link = `${channel.origin}/blog/${post.slug}/`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <pubDate>${rfc822(post.publishedDate)}</pubDate>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const lastBuild = posts[0] ? `\n    <lastBuildDate>${rfc822(posts[0].publishedDate)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(blogUrl)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <atom:link href="${escapeXml(`${channel.origin}/feed.xml`)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items}
  </channel>
</rss>
`;
}
