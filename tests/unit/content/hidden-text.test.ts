/** @jest-environment node */
// Text a page hides (MDX comments, JSX, raw HTML, expressions, Markdown comments) never reaches
// the search index, the feed or the assistant: each is built from the rendered body. This is the
// quick check; tests/integration/content/fixture-build.test.ts proves it on a real export.
import path from 'node:path';
import { buildRss } from '@/lib/blog/rss';
import { sectionsText } from '@/lib/content/html-text';
import { loadPosts, postSections } from '@/lib/content/posts';
import { buildSearchDocuments, postUrl } from '@/lib/search/documents';
import { collectKnowledge } from '@/scripts/chat/collect-knowledge';

const root = path.join(__dirname, '../../..');
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

  it('reaches the search index, the feed and the assistant with its visible text only', async () => {
    const search = JSON.stringify(buildSearchDocuments(posts.map((post) => ({ ...post, text: sectionsText(postSections(post)) })), []));
    const feed = buildRss({ title: 'Blog', description: 'Posts', origin: 'https://site.test', language: 'en' }, posts);
    const knowledge = await collectKnowledge(root, () => {}, new Date(0), posts.map((post) => ({ ...post, url: postUrl(post.slug), sections: postSections(post) })));
    const article = knowledge.pages.find((page) => page.url === '/blog/hidden-note-fixture/');
    expect(search).toContain('Visible section text about approvals.');
    expect(feed).toContain('Hidden Note Fixture');
    expect(article?.content).toContain('Visible closing paragraph.');
    for (const output of [search, feed, JSON.stringify(knowledge)]) expect(output).not.toMatch(HIDDEN);
  });
});
