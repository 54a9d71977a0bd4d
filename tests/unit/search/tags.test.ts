/** @jest-environment node */
import { foundLabel, showingLabel } from '@/components/search/labels';
import { MAX_RESULT_TAGS, moreTagsLabel, visibleTags } from '@/components/search/tags';

describe('visibleTags', () => {
  it('shows at most four tags and counts the rest', () => {
    expect(MAX_RESULT_TAGS).toBe(4);
    expect(visibleTags(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(moreTagsLabel(2)).toBe('+2 more');
  });

  it('shows all tags and no badge at four or fewer', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 0 });
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe('the counts', () => {
  it('say "result" for one and "results" otherwise', () => {
    expect(foundLabel(1, 'jaming')).toBe('Found 1 result for "jaming"');
    expect(foundLabel(0, 'zqxjv')).toBe('Found 0 results for "zqxjv"');
    expect(foundLabel(12, 'cloud')).toBe('Found 12 results for "cloud"');
    expect(showingLabel(20, 21)).toBe('Showing 20 of 21 results');
  });
});
