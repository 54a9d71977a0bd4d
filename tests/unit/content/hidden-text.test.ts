/** @jest-environment node */
// Text a page hides (MDX comments, JSX, raw HTML, expressions, Markdown comments) never reaches
// the site index (the search's and the assistant's) or the feed: each is built from the rendered
// body. This is the quick check; tests/integration/content/fixture-build.test.ts proves it on a
// real export.
import path from 'node:path';
import { buildRss } from '@/lib/blog/rss';
import { sectionsText } from '@/lib/content/html-text';
import { loadPosts, postSections } from '@/lib/content/posts';
import { buildSiteIndex } from '@/lib/search/build-index';
import { postUrl } from '@/lib/blog/urls';

const root = path.join(import.meta.dirname, '../../..');
const FIXTURES = path.join(root, 'tests/fixtures/site-build');
const HIDDEN = /note to Manu|HIDDEN-/;

const posts = loadPosts(FIXTURES, { includeDrafts: false });

describe('the hidden-note fixture', () => {
  it('is the one published post; the draft is left out', () => {
    expect(posts.map((post) => post.slug)).toEqual(['hidden-note-fixture']);
    expect(loadPosts(FIXTURES, { includeDrafts: true }).map((post) => post.slug)).toContain('unpublished-draft-fixture');
  });

  it('holds its hidden notes in the source only', () => {
    expect(posts[0]!.content).toMatch(/note to Manu[\s\S]*HIDDEN-JSX-41C9[\s\S]*HIDDEN-DEFINITION-8E4D/);
    const text = sectionsText(postSections(posts[0]!));
    expect(text).toContain('Inline visible text continues.');
    expect(text).not.toMatch(HIDDEN);
  });

  it('reaches the site index and the feed with its visible text only', () => {
    const pages = posts.map((post) => ({ url: postUrl(post.slug), title: post.title, excerpt: post.excerpt, type: 'blog' as const, tags: [...post.tags], sections: postSections(post) }));
    const index = buildSiteIndex(pages, new Date(0).toISOString()).map((file) => file.text).join('\n');
    const feed = buildRss({ title: 'Blog', description: 'Posts', origin: 'https://site.test', language: 'en' }, posts);
    expect(index).toContain('Visible section text about approvals.');
    expect(index).toContain('Visible closing paragraph.');
    expect(feed).toContain('Hidden Note Fixture');
    for (const output of [index, feed]) expect(output).not.toMatch(HIDDEN);
  });
});
