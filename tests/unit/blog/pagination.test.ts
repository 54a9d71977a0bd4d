/** @jest-environment node */
import { listPageHref, pageCount, pagePosts, pagerItems, parsePageNumber, POSTS_PER_PAGE } from '@/lib/blog/pagination';
import { blogPageHref, categoryPageHref } from '@/lib/blog/urls';

const shown = (current: number, count: number) =>
  pagerItems(current, count).map((item) => (item.kind === 'page' ? item.page : '…'));

describe('list pages', () => {
  it('fills whole rows of the 1-, 2- and 3-column grids', () => {
    for (const columns of [1, 2, 3]) expect(POSTS_PER_PAGE % columns).toBe(0);
  });

  it('counts the pages a list needs, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(1008)).toBe(84);
  });

  it('shows each post on exactly one page, newest first as given', () => {
    const posts = Array.from({ length: 30 }, (_, index) => index);
    const pages = Array.from({ length: pageCount(posts.length) }, (_, index) => pagePosts(posts, index + 1));
    expect(pages.map((page) => page.length)).toEqual([12, 12, 6]);
    expect(pages.flat()).toEqual(posts);
  });

  it('gives page 1 the list\'s own address and page n a numbered one', () => {
    expect(blogPageHref(1)).toBe('/blog/');
    expect(blogPageHref(2)).toBe('/blog/page/2/');
    expect(categoryPageHref('AI & Machine Learning', 1)).toBe('/blog/category/ai-&-machine-learning/');
    expect(categoryPageHref('AI & Machine Learning', 3)).toBe('/blog/category/ai-&-machine-learning/page/3/');
    expect(listPageHref('/x/', 0)).toBe('/x/');
  });

  it.each([
    ['2', 3, 2],
    ['3', 3, 3],
    ['4', 3, null],
    ['0', 3, null],
    ['02', 3, null],
    ['2.0', 3, null],
    ['-1', 3, null],
    ['', 3, null],
    [undefined, 3, null],
  ])('reads the route parameter %j of a list with %i pages as %j', (param, count, page) => {
    expect(parsePageNumber(param, count)).toBe(page);
  });
});

describe('the pager', () => {
  it('shows every page of a short list', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends, the current page and its neighbours, with gaps for the rest', () => {
    expect(shown(1, 84)).toEqual([1, 2, '…', 84]);
    expect(shown(40, 84)).toEqual([1, '…', 39, 40, 41, '…', 84]);
    expect(shown(84, 84)).toEqual([1, '…', 83, 84]);
  });

  it('never hides a single page behind a gap', () => {
    expect(shown(4, 84)).toEqual([1, 2, 3, 4, 5, '…', 84]);
    expect(shown(81, 84)).toEqual([1, '…', 80, 81, 82, 83, 84]);
  });

  it('stays the same size however long the list', () => {
    for (const count of [10, 100, 10_000]) {
      for (const current of [1, 2, Math.floor(count / 2), count - 1, count]) expect(pagerItems(current, count).length).toBeLessThanOrEqual(7);
    }
  });
});
