type Relatable = { slug: string; category: string; tags: readonly string[]; publishedDate: string };

/** At most three related articles. */
export const MAX_RELATED = 3;

const sharedTags = (a: Relatable, b: Relatable) => {
  const mine = new Set(a.tags.map((tag) => tag.toLowerCase()));
  return b.tags.filter((tag) => mine.has(tag.toLowerCase())).length;
};

/**
 * Related articles are the other articles of the same category, at most three:
 * those sharing more tags first, then the newest.
 */
export function relatedPosts<T extends Relatable>(post: Relatable, posts: readonly T[], limit = MAX_RELATED): T[] {
  return posts
    .filter((other) => other.slug !== post.slug && other.category === post.category)
    .sort((a, b) => sharedTags(post, b) - sharedTags(post, a) || b.publishedDate.localeCompare(a.publishedDate))
    .slice(0, limit);
}

/**
 * When a category holds a single article there is nothing related to show; the page then
 * offers the newest other articles under a different heading instead of an empty section.
 */
export function latestOtherPosts<T extends Relatable>(post: Relatable, posts: readonly T[], limit = MAX_RELATED): T[] {
  return posts
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
    .slice(0, limit);
}
