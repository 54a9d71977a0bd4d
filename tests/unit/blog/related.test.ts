/** @jest-environment node */
import { latestOtherPosts, MAX_RELATED, relatedPosts } from '@/lib/blog/related';

const post = (slug: string, category: string, publishedDate: string, tags: string[] = []) => ({ slug, category, publishedDate, tags });

const current = post('current', 'AI & Automation', '2024-05-01', ['RPA', 'Bots']);
const all = [
  current,
  post('same-old', 'AI & Automation', '2024-01-01'),
  post('same-new', 'AI & Automation', '2024-07-01'),
  post('same-tagged', 'AI & Automation', '2024-02-01', ['rpa']),
  post('same-fourth', 'AI & Automation', '2024-03-01'),
  post('other', 'Cybersecurity', '2024-08-01', ['RPA', 'Bots']),
];

describe('relatedPosts', () => {
  it('returns only other posts of the same category, capped at three', () => {
    const related = relatedPosts(current, all);
    expect(MAX_RELATED).toBe(3);
    expect(related).toHaveLength(3);
    expect(related.every((p) => p.category === current.category && p.slug !== 'current')).toBe(true);
  });

  it('puts posts sharing tags first (case-insensitive), then the newest', () => {
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual(['same-tagged', 'same-new', 'same-fourth']);
  });

  it('is empty when the category has no other post', () => {
    expect(relatedPosts(all[5]!, all)).toEqual([]);
  });
});

describe('latestOtherPosts', () => {
  it('offers the newest other posts of any category', () => {
    expect(latestOtherPosts(current, all).map((p) => p.slug)).toEqual(['other', 'same-new', 'same-fourth']);
  });
});
