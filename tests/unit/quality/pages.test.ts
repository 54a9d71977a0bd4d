/** @jest-environment node */
import { pageTypeOf } from '@/lib/seo/page-types';
import { representativeRoutes } from '@/scripts/quality/pages';

describe('page types', () => {
  it('classifies fixed and dynamic routes', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/blog/')).toBe('blog');
    expect(pageTypeOf('/blog/category/edge-computing/')).toBe('category');
    expect(pageTypeOf('/blog/from-llms-to-agi/')).toBe('article');
    expect(pageTypeOf('/services/cyber-cloud/')).toBe('service');
    expect(pageTypeOf('/services/')).toBe('services');
    expect(pageTypeOf('/blogs/')).toBe('alias');
    // A list's later pages are list pages; its first page under a number is an alias of the list.
    expect(pageTypeOf('/blog/page/2/')).toBe('blog');
    expect(pageTypeOf('/blog/page/1/')).toBe('alias');
    expect(pageTypeOf('/blog/category/edge-computing/page/3/')).toBe('category');
    expect(pageTypeOf('/something/else/')).toBe('other');
  });

  it('picks the first route of each wanted type, in the order of the types', () => {
    const chosen = representativeRoutes(['/services/b/', '/blog/z/', '/services/a/', '/'], ['service', 'home', 'article', 'team']);
    expect([...chosen]).toEqual([['service', '/services/a/'], ['home', '/'], ['article', '/blog/z/']]);
  });
});
