// Generated blog posts for the build benchmark: valid front matter in the shape of the
// shipped posts (content/blog/*.mdx) and a body of realistic length (~900 words with
// headings, lists and a table), so rendering cost per post is like a real article's.
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPosts, type Post } from '../../lib/content/posts';
import { writeYamlFrontMatter } from '../../lib/content/yaml-front-matter';

const topics = ['invoice processing', 'inventory sync', 'customer onboarding', 'fraud screening', 'field service scheduling', 'WhatsApp order intake', 'cloud cost control', 'access reviews', 'quality inspection', 'demand forecasting'];
const verbs = ['automate', 'measure', 'secure', 'simplify', 'scale', 'audit'];

function paragraph(seed: number, topic: string): string {
  const verb = verbs[seed % verbs.length];
  return `Teams that ${verb} ${topic} start with the work as it is done today, not as the process chart says it is done. ` +
    `We time each hand-off for a week, note where data is typed twice, and count the exceptions that need a person. ` +
    `In most companies we visit, three or four steps carry most of the delay, and ${topic} improves fastest when those are fixed first. ` +
    `The rest of the flow can wait until the first results are in and the people doing the work trust the new system.`;
}

export type PostShape = { count: number; template: Post; categories: string[] };

export function benchPost(index: number, { categories, template }: PostShape): { slug: string; source: string } {
  const topic = topics[index % topics.length]!;
  const category = categories[index % categories.length];
  const slug = `bench-post-${String(index).padStart(4, '0')}`;
  const day = String((index % 28) + 1).padStart(2, '0');
  const month = String((index % 12) + 1).padStart(2, '0');
  const sections = Array.from({ length: 6 }, (_, section) => [
    `## Step ${section + 1}: ${verbs[(index + section) % verbs.length]} ${topic}`,
    paragraph(index + section, topic),
    paragraph(index + section + 1, topic),
    `- Baseline the current ${topic} cycle time\n- Agree on one owner per exception\n- Review the numbers after 30 days`,
  ].join('\n\n'));
  const table = '| Measure | Before | After |\n| --- | --- | --- |\n| Cycle time | 3 days | 4 hours |\n| Manual touches | 7 | 2 |';
  const data = {
    author: template.author,
    id: 10_000 + index,
    title: `How to ${verbs[index % verbs.length]} ${topic}: field notes ${index + 1}`,
    slug,
    excerpt: `A practical walk-through of ${topic} automation: where the time goes, what to fix first and how to measure the result (note ${index + 1}).`,
    publishedDate: `2024-${month}-${day}`,
    updatedDate: `2024-${month}-${day}`,
    category,
    readTime: 6,
    image: template.image,
    tags: [topic, 'Automation', verbs[index % verbs.length]],
  };
  return { slug, source: writeYamlFrontMatter(data, `${sections.join('\n\n')}\n\n${table}`) };
}

/** Author, cover and categories from the shipped posts (read by the content loader), so generated ones pass the same schema. */
export function shippedPostShape(postsDir: string): PostShape {
  const posts = loadPosts(postsDir, { includeDrafts: false });
  return { count: posts.length, template: posts[0]!, categories: [...new Set(posts.map((post) => post.category))] };
}

/**
 * Writes `count` generated posts into a project copy's content/blog/. Blog covers are committed
 * artefacts (scripts/prebuild/10-blog-images.ts skips a cover newer than its post), so each
 * generated post gets a copied cover, as a repository with 1,000 posts would have them.
 */
export function addBenchPosts(dir: string, count: number, shipped: PostShape): void {
  const blogDir = path.join(dir, 'content', 'blog');
  const coverDir = path.join(dir, 'public', 'blog-images');
  const shippedCover = readdirSync(coverDir).find((name) => name.endsWith('.webp') && !name.endsWith('-card.webp'));
  for (let index = 0; index < count; index += 1) {
    const post = benchPost(index, shipped);
    writeFileSync(path.join(blogDir, `${post.slug}.mdx`), post.source.replace(/^image: .*$/m, `image: /blog-images/${post.slug}.webp`));
  }
  // Covers after posts, so the generator sees each cover as newer than its post (committed art).
  if (shippedCover) {
    for (let index = 0; index < count; index += 1) {
      const slug = benchPost(index, shipped).slug;
      copyFileSync(path.join(coverDir, shippedCover), path.join(coverDir, `${slug}.webp`));
      copyFileSync(path.join(coverDir, shippedCover.replace('.webp', '-card.webp')), path.join(coverDir, `${slug}-card.webp`));
    }
  }
}
