/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, loadPosts, parsePostFile, postWordCount, sortPosts, WORDS_PER_MINUTE } from '@/lib/content/posts';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/blog');

const valid: Record<string, unknown> = {
  id: 5,
  title: 'A Valid Post',
  slug: 'a-valid-post',
  excerpt: 'One sentence.',
  author: 'Editor',
  publishedDate: '2024-04-01',
  category: 'Edge Computing',
  readTime: 7,
  image: '/blog-images/a-valid-post.webp',
  tags: ['Edge', 'IoT'],
};

/** Front matter as YAML the way an editor writes it (strings quoted). */
function toMdx(data: Record<string, unknown>, body = 'Body text with five words.'): string {
  const lines = Object.entries(data).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

const parse = (data: Record<string, unknown>, file = 'content/blog/a-valid-post.mdx') =>
  parsePostFile(path.resolve(file), toMdx(data));

describe('parsePostFile', () => {
  it('returns a typed post with updatedDate defaulting to publishedDate and a word count', () => {
    const post = parse(valid);
    expect(post).toMatchObject({ id: 5, slug: 'a-valid-post', updatedDate: '2024-04-01', readTime: 7, tags: ['Edge', 'IoT'], draft: false });
    expect(post.content.trim()).toBe('Body text with five words.');
    expect(postWordCount(post)).toBe(5);
  });

  it('computes readTime from the words of the rendered body when it is left out', () => {
    const withoutReadTime = { ...valid };
    delete withoutReadTime.readTime;
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const read = (body: string) => parsePostFile(path.resolve('content/blog/a-valid-post.mdx'), toMdx(withoutReadTime, body)).readTime;
    expect(read(words(3))).toBe(1);
    expect(read(words(WORDS_PER_MINUTE * 6))).toBe(6);
    // Words the page does not show (a comment, removed JSX) do not make the read longer.
    expect(read(`${words(WORDS_PER_MINUTE * 2)}\n\n{/* ${words(WORDS_PER_MINUTE * 4)} */}\n\n<Aside>${words(WORDS_PER_MINUTE * 4)}</Aside>`)).toBe(2);
  });

  it('keeps the canned summary and the draft flag of the front matter', () => {
    expect(parse({ ...valid, summary: 'A canned summary.', draft: true })).toMatchObject({ summary: 'A canned summary.', draft: true });
    expect(() => parse({ ...valid, draft: 'yes' })).toThrow(/field "draft" must be true or false/);
  });

  it('keeps an explicit updatedDate', () => {
    expect(parse({ ...valid, updatedDate: '2024-05-01' }).updatedDate).toBe('2024-05-01');
  });

  const invalid: [field: string, value: unknown, message: RegExp][] = [
    ['id', 0, /field "id" must be a positive whole number/],
    ['id', 1.5, /field "id" must be a positive whole number/],
    ['id', '3', /field "id" must be a positive whole number/],
    ['title', '', /field "title" must be a non-empty title/],
    ['slug', 'Not A Slug', /field "slug" must be lowercase words joined by hyphens/],
    // The blog's lists live at /blog/page/… and /blog/category/…
    ['slug', 'page', /field "slug" must not be "page" or "category"/],
    ['excerpt', '   ', /field "excerpt" must be a one or two sentence excerpt/],
    ['author', 42, /field "author" must be the author's name/],
    ['publishedDate', '01/02/2024', /field "publishedDate" must be a date written as YYYY-MM-DD/],
    ['publishedDate', '2024-02-30', /field "publishedDate" is not a real calendar date/],
    ['updatedDate', '2024-13-01', /field "updatedDate" is not a real calendar date/],
    ['category', '', /field "category" must be a category name/],
    ['readTime', 0, /field "readTime" must be at least 1 minute/],
    ['readTime', 'eight', /field "readTime" must be the reading time in whole minutes/],
    ['image', 'https://cdn.example.com/x.jpg', /field "image" must be a path like \/blog-images\/<slug>.webp/],
    ['tags', 'AI', /field "tags" must be a list of tags/],
    ['tags', [], /field "tags" must list at least one tag/],
    ['tags', ['AI', ''], /field "tags.1" must be a non-empty tag/],
  ];

  it.each(invalid)('rejects %s = %j naming the file and the field', (field, value, message) => {
    const run = () => parse({ ...valid, [field]: value });
    expect(run).toThrow(ContentError);
    expect(run).toThrow(/content\/blog\/a-valid-post\.mdx/);
    expect(run).toThrow(message);
  });

  it.each(['id', 'title', 'slug', 'excerpt', 'author', 'publishedDate', 'category', 'image', 'tags'])(
    'reports a missing %s as required',
    (field) => {
      const data = { ...valid };
      delete data[field];
      expect(() => parse(data)).toThrow(new RegExp(`field "${field}" is required`));
    },
  );

  it('reads an unquoted date as the same date (YAML 1.2 core schema: no date objects)', () => {
    const source = toMdx(valid).replace('publishedDate: "2024-04-01"', 'publishedDate: 2024-04-01');
    expect(parsePostFile(path.resolve('content/blog/a-valid-post.mdx'), source).publishedDate).toBe('2024-04-01');
  });

  it('names the file, line and column of invalid MDX in the body', () => {
    const source = toMdx(valid, 'First line.\n\nAn {unclosed expression');
    expect(() => parsePostFile(path.resolve('content/blog/a-valid-post.mdx'), source, { checkBody: true })).toThrow(
      /content\/blog\/a-valid-post\.mdx:16:\d+: the body is not valid MDX: Unexpected end of file in expression/,
    );
  });

  it('rejects unknown fields so a misspelt key is not silently ignored', () => {
    expect(() => parse({ ...valid, autor: 'Typo' })).toThrow(/unknown field\(s\) autor/);
  });

  it('rejects a slug that does not match the file name', () => {
    expect(() => parse(valid, 'content/blog/another-name.mdx')).toThrow(/field "slug" is "a-valid-post" but the file is named another-name.mdx/);
  });

  it('rejects an updatedDate before the publishedDate', () => {
    expect(() => parse({ ...valid, updatedDate: '2024-03-01' })).toThrow(/field "updatedDate" is earlier than publishedDate/);
  });
});

describe('loadPosts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'posts-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (slug: string, data: Record<string, unknown>) =>
    fs.writeFileSync(path.join(dir, `${slug}.mdx`), toMdx({ ...data, slug, image: `/blog-images/${slug}.webp` }));

  it('reads the fixture folder newest first', () => {
    const posts = loadPosts(FIXTURES);
    expect(posts.map((post) => post.slug)).toEqual([
      'chatbots-for-support',
      'workflow-automation-basics',
      'hostile',
      'zero-trust-networks',
    ]);
  });

  it('reports every broken file at once', () => {
    write('first-post', { ...valid, id: 1, readTime: -1 });
    write('second-post', { ...valid, id: 2, category: '' });
    expect(() => loadPosts(dir)).toThrow(/first-post\.mdx: field "readTime"[\s\S]*second-post\.mdx: field "category"/);
  });

  it('rejects two posts with the same id', () => {
    write('first-post', { ...valid, id: 7 });
    write('second-post', { ...valid, id: 7 });
    expect(() => loadPosts(dir)).toThrow(/second-post\.mdx: field "id" value 7 is already used by first-post\.mdx/);
  });

  it('lists drafts in the development server only, unless asked', () => {
    write('published-post', { ...valid, id: 1 });
    write('draft-post', { ...valid, id: 2, draft: true });
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    try {
      env.NODE_ENV = 'production';
      expect(loadPosts(dir).map((post) => post.slug)).toEqual(['published-post']);
      env.NODE_ENV = 'development';
      expect(loadPosts(dir).map((post) => post.slug).sort()).toEqual(['draft-post', 'published-post']);
    } finally {
      env.NODE_ENV = before;
    }
    expect(loadPosts(dir, { includeDrafts: true })).toHaveLength(2);
  });

  it('returns no posts for a missing folder', () => {
    expect(loadPosts(path.join(dir, 'nope'))).toEqual([]);
  });
});

describe('sortPosts', () => {
  it('orders by date, newest first, breaking ties by id', () => {
    const base = parse(valid);
    const sorted = sortPosts([
      { ...base, id: 1, publishedDate: '2024-01-01' },
      { ...base, id: 2, publishedDate: '2024-08-25' },
      { ...base, id: 3, publishedDate: '2024-01-01' },
    ]);
    expect(sorted.map((post) => post.id)).toEqual([2, 3, 1]);
  });
});
