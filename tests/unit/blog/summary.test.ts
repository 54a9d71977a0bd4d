/** @jest-environment node */
import { resolveSummary, SUMMARY_NOT_AVAILABLE, summaryDelay } from '@/lib/blog/summary';
import { blogSummaries } from '@/content/blog-summaries';
import { getAllPosts } from '@/lib/content/posts';

describe('resolveSummary', () => {
  const summaries = { 'Exact Title': 'The canned summary.' };

  it('finds the canned summary by exact title', () => {
    expect(resolveSummary(summaries, { title: 'Exact Title', excerpt: 'Excerpt.' })).toBe('The canned summary.');
  });

  it('falls back to the excerpt when the title differs even in case', () => {
    expect(resolveSummary(summaries, { title: 'exact title', excerpt: 'Excerpt.' })).toBe('Excerpt.');
  });

  it('falls back to the not-available text without a summary or excerpt', () => {
    expect(SUMMARY_NOT_AVAILABLE).toBe('AI-generated summary not available for this article.');
    expect(resolveSummary(summaries, { title: 'Other', excerpt: '  ' })).toBe(SUMMARY_NOT_AVAILABLE);
    expect(resolveSummary(summaries, { title: 'toString' })).toBe(SUMMARY_NOT_AVAILABLE);
  });
});

describe('summaryDelay', () => {
  it('stays between 2000 and 4000 ms', () => {
    expect(summaryDelay(() => 0)).toBe(2000);
    expect(summaryDelay(() => 0.999999)).toBe(4000);
    expect(summaryDelay(() => 0.5)).toBe(3000);
  });
});

describe('content/blog-summaries', () => {
  it('has a canned summary for every published article title, and none for unknown titles', () => {
    const titles = getAllPosts().map((post) => post.title);
    expect(Object.keys(blogSummaries).sort()).toEqual([...titles].sort());
    for (const summary of Object.values(blogSummaries)) expect(summary.length).toBeGreaterThan(200);
  });
});
