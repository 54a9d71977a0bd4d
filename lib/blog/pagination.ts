/**
 * The blog list and each category list show the newest posts a page at a time: page 1 at the
 * list's own address (/blog/, /blog/category/{slug}/), page n at {list}page/{n}/. Twelve a page
 * fill whole rows of the 1-, 2- and 3-column grids, and keep a list page's HTML bounded whatever
 * the number of posts.
 */
export const POSTS_PER_PAGE = 12;

/** Pages needed for `total` posts; an empty list still has its first page. */
export function pageCount(total: number, perPage: number = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The posts shown on page `page` (1-based), newest first as given. */
export function pagePosts<T>(posts: readonly T[], page: number, perPage: number = POSTS_PER_PAGE): T[] {
  return posts.slice((page - 1) * perPage, page * perPage);
}

/** The address of page `page` of the list at `base` (a path with a trailing slash). */
export function listPageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}page/${page}/`;
}

/**
 * The route parameter of a numbered page ("2") as a page number, or null when it names no page
 * of a list with `count` pages. Only digits without a leading zero count, so one page has one
 * address.
 */
export function parsePageNumber(param: string | undefined, count: number): number | null {
  if (!param || !/^[1-9]\d*$/.test(param)) return null;
  const page = Number(param);
  return page <= count ? page : null;
}

/** One entry of the numbered pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: the first and last pages, the current one and `around` pages
 * on each side; a run of left-out pages becomes one gap, but a gap never stands for a single
 * page (that page is shown instead, which takes the same room). At most 2 × around + 5 entries,
 * whatever the number of pages.
 */
export function pagerItems(current: number, count: number, around = 1): PagerItem[] {
  const shown = new Set([1, count]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= count) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
  });
  return items;
}

/** "Page 2 of 9", for titles, descriptions and the pager's own label. */
export const pageLabel = (page: number, count: number) => `Page ${page} of ${count}`;
