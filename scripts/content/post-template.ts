/**
 * What `npm run new-post -- "Title"` writes: a post that is valid from the start (so the
 * development server shows it at once), marked as a draft, with placeholder text the loader
 * refuses to publish (lib/content/placeholders.ts).
 */
import { categoryKey } from '../../lib/blog/categories';
import { PLACEHOLDERS } from '../../lib/content/placeholders';
import { writeYamlFrontMatter } from '../../lib/content/yaml-front-matter';

const MAX_SLUG_LENGTH = 60;

/** 'Edge AI: What’s Next?' → 'edge-ai-whats-next'; '' when the title has no Latin letters or digits. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH && slug) break;
    slug = next.slice(0, MAX_SLUG_LENGTH);
  }
  return slug;
}

export const nextPostId = (posts: readonly { id: number }[]) => Math.max(0, ...posts.map((post) => post.id)) + 1;

/** The calendar day in the editor's own time zone, as YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * An existing category typed another way (letter case, spaces, hyphens, "&" or "and") keeps its
 * existing spelling, which the loader would otherwise refuse as a second spelling.
 */
export function matchCategory(wanted: string, existing: readonly string[]): { name: string; isNew: boolean } {
  const name = wanted.trim().replace(/\s+/g, ' ');
  const known = existing.find((category) => categoryKey(category) === categoryKey(name));
  return known ? { name: known, isNew: false } : { name, isNew: true };
}

export type NewPost = { id: number; title: string; slug: string; date: string; category: string; author: string };

export function newPostSource(post: NewPost): string {
  const data = {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: PLACEHOLDERS.excerpt,
    author: post.author,
    publishedDate: post.date,
    category: post.category,
    image: `/blog-images/${post.slug}.webp`,
    tags: [post.category],
    draft: true,
  };
  const body = `${PLACEHOLDERS.opening}\n\n## First section\n\n${PLACEHOLDERS.section}`;
  return writeYamlFrontMatter(data, body);
}
