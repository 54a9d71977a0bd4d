/** @jest-environment node */
import { resolveSummary, SUMMARY_NOT_AVAILABLE, summaryDelay } from '@/lib/blog/summary';
import { getAllPosts } from '@/lib/content/posts';

describe('resolveSummary', () => {
  it("shows the post's own canned summary", () => {
    expect(resolveSummary({ summary: 'The canned summary.', excerpt: 'Excerpt.' })).toBe('The canned summary.');
  });

  it('falls back to the excerpt when the post has no summary, or a blank one', () => {
    expect(resolveSummary({ excerpt: 'Excerpt.' })).toBe('Excerpt.');
    expect(resolveSummary({ summary: '   ', excerpt: 'Excerpt.' })).toBe('Excerpt.');
  });

  it('falls back to the not-available text without a summary or excerpt', () => {
    expect(SUMMARY_NOT_AVAILABLE).toBe('AI-generated summary not available for this article.');
    expect(resolveSummary({ excerpt: '  ' })).toBe(SUMMARY_NOT_AVAILABLE);
    expect(resolveSummary({})).toBe(SUMMARY_NOT_AVAILABLE);
  });
});

describe('summaryDelay', () => {
  it('stays between 2000 and 4000 ms', () => {
    expect(summaryDelay(() => 0)).toBe(2000);
    expect(summaryDelay(() => 0.999999)).toBe(4000);
    expect(summaryDelay(() => 0.5)).toBe(3000);
  });
});

describe('canned summaries of the shipped posts', () => {
  it('are in the front matter of every published post, each a paragraph of its own', () => {
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.summary?.length ?? 0).toBeGreaterThan(200);
      expect(post.summary).not.toBe(post.excerpt);
    }
  });
});
