/** @jest-environment node */
import { MAX_RESULT_TAGS, moreTagsLabel, visibleTags } from '@/lib/search/tags';

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
