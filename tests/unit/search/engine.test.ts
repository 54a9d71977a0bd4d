/** @jest-environment node */
import path from 'node:path';
import { searchEntries } from '@/content/search-entries';
import { sectionsText } from '@/lib/content/html-text';
import { loadPosts, postSections } from '@/lib/content/posts';
import { buildSearchDocuments } from '@/lib/search/documents';
import { createSearcher } from '@/lib/search/engine';
import type { SearchDocument } from '@/lib/search/types';

const posts = loadPosts(path.join(__dirname, '../../fixtures/blog'));
// Each post with the text of its rendered body, as the post-build step reads it from the exported page.
const docs = buildSearchDocuments(
  posts.map((post) => ({ ...post, text: sectionsText(postSections(post)) })),
  searchEntries,
);
const search = createSearcher(docs);
const ids = (query: string) => search(query).map((result) => result.id);

/** The matching rule written out naively (case-insensitive substring of title, excerpt, tags, and a post's body): every document the engine must return. */
function naiveHits(query: string, all: SearchDocument[]): string[] {
  const needle = query.trim().toLowerCase();
  return all
    .filter((doc) =>
      [doc.title, doc.excerpt, ...doc.tags, ...(doc.type === 'blog' ? [doc.content ?? ''] : [])].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    )
    .map((doc) => doc.id);
}

describe('search index documents', () => {
  it('holds every post plus 4 service and 3 company entries', () => {
    expect(docs.filter((d) => d.type === 'blog')).toHaveLength(posts.length);
    expect(docs.filter((d) => d.type === 'service')).toHaveLength(4);
    expect(docs.filter((d) => d.type === 'company')).toHaveLength(3);
  });

  it('points every fixed entry at a page that exists (no /about or /services/process-automation)', () => {
    const urls = searchEntries.map((entry) => entry.url);
    expect(urls).toEqual(expect.arrayContaining(['/services/', '/#about', '/contact/', '/our-team/']));
    expect(urls).not.toContain('/about');
    expect(urls.some((url) => url.includes('process-automation'))).toBe(false);
  });

  it('stores blog content as plain text with the post fields of a result', () => {
    const blog = docs.find((d) => d.id === 'blog-1')!;
    expect(blog).toMatchObject({ url: '/blog/workflow-automation-basics/', type: 'blog', date: '2024-03-10', author: 'Fixture Author' });
    expect(blog.content).toContain('A workflow engine routes each request');
  });
});

describe('createSearcher', () => {
  it('returns nothing for a blank or whitespace-only query', () => {
    expect(search('')).toEqual([]);
    expect(search('   \t ')).toEqual([]);
  });

  it.each(['workflow', 'WORKFLOW', 'WoRkFlOw', '  workflow  '])('matches case-insensitively: %j', (query) => {
    expect(ids(query)).toContain('blog-1');
  });

  it('matches substrings inside words and across words', () => {
    expect(ids('orkflo')).toContain('blog-1');
    expect(ids('routes each request')).toEqual(['blog-1']);
  });

  it('matches a blog post on content, excerpt and tags', () => {
    expect(ids('escalation to people')).toEqual(['blog-2']);
    expect(ids('office network')).toEqual(['blog-3']);
    expect(ids('networking')).toEqual(['blog-3']);
  });

  it('does not match service and company entries on fields the spec does not name', () => {
    // A service's category is not one of the matched fields (title, excerpt, tags).
    expect(ids('Commerce & Comms')).toEqual([]);
    expect(ids('Security & Cloud')).toEqual([]);
  });

  it.each(['automation', 'security', 'a', 'the', 'ai', 'support', 'team', 'en', 'ops', 'rpa'])(
    'finds every exact substring hit for %j',
    (query) => {
      const found = ids(query);
      for (const id of naiveHits(query, docs)) expect(found).toContain(id);
    },
  );

  it('ranks title matches first', () => {
    const results = search('automation');
    const titleHits = results.filter((r) => r.title.toLowerCase().includes('automation'));
    expect(titleHits.length).toBeGreaterThan(1);
    expect(results.slice(0, titleHits.length)).toEqual(titleHits);
    expect(results.length).toBeGreaterThan(titleHits.length);
  });

  it('ranks a title hit above a content-only hit', () => {
    const results = ids('zero trust');
    expect(results[0]).toBe('blog-3');
  });

  it.each([
    ['chatbts', 'blog-2'],
    ['workflw', 'blog-1'],
    ['cybersecurty', undefined],
    ['escalaton', 'blog-2'],
    ['zero trst', 'blog-3'],
  ])('tolerates the typo %j', (query, expected) => {
    if (expected) expect(ids(query)).toContain(expected);
    else expect(ids(query)).toEqual([]); // no fixture mentions cybersecurity: a typo must not invent hits
  });

  it('finds words by prefix', () => {
    expect(ids('escal')).toContain('blog-2');
    expect(ids('chatb supp')).toContain('blog-2');
  });

  it('does not "correct" a word that exists, so results stay exact', () => {
    // "trust" exists in the index; fuzziness would also bring in words one letter away.
    expect(ids('trust').sort()).toEqual(naiveHits('trust', docs).sort());
    expect(ids('trust')[0]).toBe('blog-3');
  });

  it('puts exact hits before typo-only hits', () => {
    const results = ids('report');
    const exact = naiveHits('report', docs);
    expect(results.slice(0, exact.length).sort()).toEqual([...exact].sort());
  });

  it('returns results without the indexed body text', () => {
    expect(search('workflow')[0]).not.toHaveProperty('content');
  });
});
