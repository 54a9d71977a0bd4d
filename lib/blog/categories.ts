/**
 * Category URLs: the slug is the category name lowercased with
 * spaces turned into hyphens, so "AI & Machine Learning" becomes "ai-&-machine-learning".
 */
export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A link to the category page; "&" stays literal (it is valid in a path), so the sitemap and pages agree. */
export const categoryHref = (category: string) => `/blog/category/${encodeURI(categorySlug(category))}/`;

/**
 * Finds the display name for a route parameter. Matching is case-insensitive and treats
 * spaces as hyphens; a percent-encoded parameter (how "&" may arrive) is decoded first.
 * Unknown slugs give undefined: this site follows the reading in which an unknown category
 * is an unknown page (not found), rather than echoing the raw value as a heading.
 */
export function findCategory(categories: readonly string[], param: string): string | undefined {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A stray "%" is just part of an unknown slug.
  }
  const wanted = categorySlug(decoded);
  return categories.find((category) => categorySlug(category) === wanted);
}

/** The distinct categories of the given posts, in the order they first appear. */
export function distinctCategories(posts: readonly { category: string }[]): string[] {
  return [...new Set(posts.map((post) => post.category))];
}

/** Each category with the number of posts in it, for the category grids. */
export function categoryCounts(posts: readonly { category: string }[]): { name: string; count: number }[] {
  return distinctCategories(posts).map((name) => ({ name, count: posts.filter((post) => post.category === name).length }));
}

/**
 * A category name without what spelling varies: letter case, spaces, hyphens, punctuation, and
 * "&" against "and". "Cyber Security", "cybersecurity" and "Cyber-Security" share one key.
 */
export function categoryKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export type CategorySpelling<T> = { post: T; expected: string; others: number };

/**
 * Posts whose category is another post's category spelt another way. Every spelling would get
 * its own category page (two pages at one address when only the letter case differs), so all
 * but one are refused: the spelling most posts use or, on a tie, the oldest post's, since a pull
 * request usually adds the newer post. A name no other post comes near is a new category.
 */
export function categorySpellingMismatches<T extends { category: string; publishedDate: string }>(posts: readonly T[]): CategorySpelling<T>[] {
  const groups = new Map<string, T[]>();
  for (const post of posts) groups.set(categoryKey(post.category), [...(groups.get(categoryKey(post.category)) ?? []), post]);
  const mismatches: CategorySpelling<T>[] = [];
  for (const group of groups.values()) {
    const spellings = new Map<string, T[]>();
    for (const post of group) spellings.set(post.category, [...(spellings.get(post.category) ?? []), post]);
    if (spellings.size < 2) continue;
    const oldest = (list: readonly T[]) => list.reduce((min, post) => (post.publishedDate < min ? post.publishedDate : min), '\uffff');
    const [expected] = [...spellings].sort(([, a], [, b]) => b.length - a.length || oldest(a).localeCompare(oldest(b)))[0]!;
    for (const post of group) if (post.category !== expected) mismatches.push({ post, expected, others: spellings.get(expected)!.length });
  }
  return mismatches;
}
