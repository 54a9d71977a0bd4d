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
