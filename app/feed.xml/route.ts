import { site } from '@/content/site';
import { BLOG_SUBTITLE, BLOG_TITLE } from '@/lib/blog/copy';
import { buildRss } from '@/lib/blog/rss';
import { getAllPosts } from '@/lib/content/posts';

// Written to out/feed.xml at build time.
export const dynamic = 'force-static';

export function GET() {
  const xml = buildRss(
    { title: `${BLOG_TITLE} | ${site.name}`, description: BLOG_SUBTITLE, origin: site.url.replace(/\/$/, ''), language: 'en' },
    getAllPosts(),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
