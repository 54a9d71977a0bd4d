/** @jest-environment node */
import { categoryHref, categoryKey, categorySlug, categorySpellingMismatches, distinctCategories, findCategory } from '@/lib/blog/categories';

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

describe('categorySpellingMismatches', () => {
  const post = (slug: string, category: string, publishedDate: string) => ({ slug, category, publishedDate });

  it('reads spellings that differ in case, spaces, hyphens, punctuation or "&"/"and" as one category', () => {
    expect(new Set(['Cyber Security', 'cybersecurity', 'Cyber-Security', ' CYBERSECURITY. '].map(categoryKey)).size).toBe(1);
    expect(categoryKey('AI & Automation')).toBe(categoryKey('AI and Automation'));
    expect(categoryKey('Edge AI')).not.toBe(categoryKey('Edge Computing'));
  });

  it('refuses the spellings fewer posts use, naming the one most posts use', () => {
    const posts = [post('a', 'Cybersecurity', '2024-05-01'), post('b', 'Cybersecurity', '2024-06-01'), post('c', 'Cyber Security', '2023-01-01'), post('d', 'Edge AI', '2024-01-01')];
    expect(categorySpellingMismatches(posts)).toEqual([{ post: posts[2], expected: 'Cybersecurity', others: 2 }]);
  });

  it('on a tie keeps the oldest post\'s spelling, since a pull request usually adds the newer post', () => {
    const older = post('older', 'Healthcare AI', '2024-01-01');
    const newer = post('newer', 'healthcare ai', '2025-03-01');
    expect(categorySpellingMismatches([newer, older])).toEqual([{ post: newer, expected: 'Healthcare AI', others: 1 }]);
  });

  it('accepts a new category and the same spelling in every post', () => {
    expect(categorySpellingMismatches([post('a', 'Robotics', '2024-01-01'), post('b', 'Edge AI', '2024-01-02'), post('c', 'Edge AI', '2024-01-03')])).toEqual([]);
  });
});
