/** @jest-environment node */
import { pageTypeOf, representativeRoutes } from '@/lib/quality/pages';

describe('page types', () => {
  it('classifies fixed and dynamic routes', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/blog/')).toBe('blog');
    expect(pageTypeOf('/blog/category/edge-computing/')).toBe('category');
    expect(pageTypeOf('/blog/from-llms-to-agi/')).toBe('article');
    expect(pageTypeOf('/services/cyber-cloud/')).toBe('service');
    expect(pageTypeOf('/services/')).toBe('services');
    expect(pageTypeOf('/blogs/')).toBe('alias');
    expect(pageTypeOf('/something/else/')).toBe('other');
  });

  it('picks the first route of each wanted type, in the order of the types', () => {
    const chosen = representativeRoutes(['/services/b/', '/blog/z/', '/services/a/', '/'], ['service', 'home', 'article', 'team']);
    expect([...chosen]).toEqual([['service', '/services/a/'], ['home', '/'], ['article', '/blog/z/']]);
  });
});
