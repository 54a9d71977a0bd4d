/** @jest-environment node */
import { categoryHref, categorySlug, distinctCategories, findCategory } from '@/lib/blog/categories';

const known = ['AI & Machine Learning', 'Cybersecurity', 'Healthcare AI', 'Quantum Computing'];

describe('categorySlug', () => {
  it.each([
    ['AI & Machine Learning', 'ai-&-machine-learning'],
    ['Cybersecurity', 'cybersecurity'],
    ['Healthcare AI', 'healthcare-ai'],
    ['  Edge   Computing ', 'edge-computing'],
  ])('%s -> %s (lowercase, spaces to hyphens)', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });

  it('builds the category link with the slug, keeping "&" literal', () => {
    expect(categoryHref('Healthcare AI')).toBe('/blog/category/healthcare-ai/');
    expect(categoryHref('AI & Machine Learning')).toBe('/blog/category/ai-&-machine-learning/');
  });
});

describe('findCategory', () => {
  it.each([
    ['healthcare-ai', 'Healthcare AI'],
    ['HEALTHCARE-AI', 'Healthcare AI'],
    ['Healthcare AI', 'Healthcare AI'],
    ['ai-&-machine-learning', 'AI & Machine Learning'],
    ['ai-%26-machine-learning', 'AI & Machine Learning'],
    ['AI%20%26%20Machine%20Learning', 'AI & Machine Learning'],
  ])('matches %s case-insensitively to %s', (param, name) => {
    expect(findCategory(known, param)).toBe(name);
  });

  it.each(['robotics', 'healthcare', '%E0%A4%A', ''])('gives undefined for the unknown slug %j', (param) => {
    expect(findCategory(known, param)).toBeUndefined();
  });
});

describe('distinctCategories', () => {
  it('lists each category once in first-seen order', () => {
    expect(distinctCategories([{ category: 'B' }, { category: 'A' }, { category: 'B' }])).toEqual(['B', 'A']);
  });
});
