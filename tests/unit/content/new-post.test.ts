/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distinctCategories } from '@/lib/blog/categories';
import { PLACEHOLDERS } from '@/lib/content/placeholders';
import { localDay, matchCategory, newPostSource, nextPostId, slugFromTitle } from '@/scripts/content/post-template';
import { loadPosts, parsePostFile } from '@/lib/content/posts';

const root = path.join(import.meta.dirname, '../../..');
const FIXTURES = path.join(root, 'tests/fixtures/blog');

describe('new post helpers', () => {
  it.each([
    ['Edge AI: What’s Next?', 'edge-ai-whats-next'],
    ['Café & Co — Automation in 2025', 'cafe-and-co-automation-in-2025'],
    ['  --Many   spaces--  ', 'many-spaces'],
    ['नमस्ते', ''],
  ])('makes the address of %j: %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('keeps long addresses under 60 characters, cut between words', () => {
    const slug = slugFromTitle('A very long title about intelligent process automation for growing businesses in India');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('a-very-long-title-about-intelligent-process-automation-for');
  });

  it('takes the next id after the highest, and the local calendar day', () => {
    expect(nextPostId([{ id: 3 }, { id: 11 }, { id: 7 }])).toBe(12);
    expect(nextPostId([])).toBe(1);
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('keeps the spelling of an existing category typed in another case or spacing', () => {
    expect(matchCategory(' edge  computing ', ['Edge Computing'])).toEqual({ name: 'Edge Computing', isNew: false });
    expect(matchCategory('Cyber Security', ['Cybersecurity'])).toEqual({ name: 'Cybersecurity', isNew: false });
    expect(matchCategory('Robotics', ['Edge Computing'])).toEqual({ name: 'Robotics', isNew: true });
  });

  it('writes a valid draft, which cannot be published with its placeholder text', () => {
    const file = path.resolve('content/blog/edge-ai.mdx');
    const source = newPostSource({ id: 9, title: 'Edge AI', slug: 'edge-ai', date: '2025-01-05', category: 'Edge Computing', author: 'Editor' });
    expect(parsePostFile(file, source)).toMatchObject({ id: 9, slug: 'edge-ai', draft: true, publishedDate: '2025-01-05', readTime: 1 });
    expect(() => parsePostFile(file, source.replace('draft: true\n', ''))).toThrow(
      /edge-ai\.mdx: field "excerpt" still holds the placeholder text[\s\S]*edge-ai\.mdx: the body still holds placeholder text/,
    );
    const written = source.replace('draft: true\n', '').replace(PLACEHOLDERS.excerpt, 'Real excerpt.').replace(PLACEHOLDERS.opening, 'Real text.').replace(PLACEHOLDERS.section, 'More.');
    expect(parsePostFile(file, written).draft).toBe(false);
  });
});

describe('npm run new-post', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-post-'));
    for (const name of fs.readdirSync(FIXTURES)) fs.copyFileSync(path.join(FIXTURES, name), path.join(dir, name));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-post.ts', ...args, '--no-cover'], {
      cwd: root,
      encoding: 'utf8',
      input: '',
      env: { ...process.env, BLOG_CONTENT_DIR: dir },
    });

  it('writes the next free id, the address from the title, today and an existing category, and says what to fill in', () => {
    const existing = loadPosts(dir, { includeDrafts: true });
    const category = distinctCategories(existing)[0]!;
    const result = run('Edge AI: What’s Next?', '--category', category.toUpperCase());
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Fill in[\s\S]*excerpt[\s\S]*tags[\s\S]*body[\s\S]*summary/);
    expect(result.stdout).toContain('draft: true');
    const post = loadPosts(dir, { includeDrafts: true }).find((p) => p.slug === 'edge-ai-whats-next')!;
    expect(post).toMatchObject({ id: nextPostId(existing), title: 'Edge AI: What’s Next?', category, publishedDate: localDay(), draft: true });
    // A draft: the site's own lists do not show it.
    expect(loadPosts(dir, { includeDrafts: false }).map((p) => p.slug)).not.toContain('edge-ai-whats-next');
  });

  it('creates a new category when asked for one', () => {
    expect(run('Robots on the line', '--category', 'Robotics').status).toBe(0);
    expect(loadPosts(dir, { includeDrafts: true }).find((p) => p.slug === 'robots-on-the-line')?.category).toBe('Robotics');
  });

  it('refuses to overwrite an existing file', () => {
    const file = path.join(dir, 'workflow-automation-basics.mdx');
    const before = fs.readFileSync(file, 'utf8');
    const result = run('Workflow Automation Basics', '--category', 'Automation');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/workflow-automation-basics\.mdx already exists/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('without --category and without a terminal, lists the categories to choose from', () => {
    const result = run('Some title');
    expect(result.status).toBe(1);
    for (const category of distinctCategories(loadPosts(dir, { includeDrafts: true }))) expect(result.stderr).toContain(category);
    expect(fs.existsSync(path.join(dir, 'some-title.mdx'))).toBe(false);
  });
});
