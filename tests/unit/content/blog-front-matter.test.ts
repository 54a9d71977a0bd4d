/** @jest-environment node */
// Checks the published articles against the facts fixed for the blog (ids, read times, categories, dates),
// and keeps their bodies plain Markdown so the MDX pipeline never meets an expression.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadPosts, postWordCount, type Post as LoadedPost } from '@/lib/content/posts';

const imagesDir = path.join(process.cwd(), 'public', 'blog-images');

type Post = { file: string; data: LoadedPost; body: string };

const posts: Post[] = loadPosts(undefined, { includeDrafts: false })
  .map((post) => ({ file: `${post.slug}.mdx`, data: post, body: post.content }))
  .sort((a, b) => a.data.id - b.data.id);

const byId = (id: number) => posts.find((post) => post.data.id === id)!;
/** The eight posts the blog launched with carry ids 1 to 8; editors add posts after them. */
const launchPosts = posts.filter((post) => post.data.id <= 8);
const prose = (body: string) => body.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`]*`/g, ' ');

const expectedReadTimes = [8, 12, 10, 15, 11, 13, 18, 15];
const otherCategories = ['Quantum Computing', 'Voice Technology', 'Healthcare AI', 'Edge Computing', 'Computer Vision', 'AI & Automation'];
const servicePages = [
  '/services/web-development/',
  '/services/cyber-cloud/',
  '/services/cloud-solutions/',
  '/services/quantiti/',
  '/services/whatsapp-communications/',
  '/services/ecommerce-inventory/',
  '/contact/',
];

describe('blog articles', () => {
  it('keeps the eight launch posts as ids 1 to 8, and no id twice', () => {
    expect(launchPosts.map((post) => post.data.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(posts.map((post) => post.data.id)).size).toBe(posts.length);
  });

  it('gives each post the read time fixed for its id', () => {
    expect(launchPosts.map((post) => post.data.readTime)).toEqual(expectedReadTimes);
  });

  it('puts id 1 in AI & Machine Learning, id 7 in Cybersecurity and the six other categories once each', () => {
    expect(byId(1).data.category).toBe('AI & Machine Learning');
    expect(byId(7).data.category).toBe('Cybersecurity');
    const rest = [2, 3, 4, 5, 6, 8].map((id) => byId(id).data.category);
    expect([...rest].sort()).toEqual([...otherCategories].sort());
  });

  it('covers the topics fixed for ids 1 and 7 (large language models to AGI, jamming attacks)', () => {
    expect(`${byId(1).data.title} ${byId(1).body}`).toMatch(/large language model/i);
    expect(byId(1).body).toMatch(/AGI|artificial general intelligence/);
    expect(byId(7).data.title).toMatch(/jamming/i);
    expect(byId(7).body).toMatch(/GNSS/);
    expect(byId(7).body).toMatch(/Telecommunications Act, 2023/);
  });

  it('dates the launch posts from 2024-01-01 to 2024-08-25 in id order, every post as a YYYY-MM-DD string', () => {
    posts.forEach((post) => expect(post.data.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    const dates = launchPosts.map((post) => post.data.publishedDate);
    dates.forEach((date) => {
      expect(typeof date).toBe('string');
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
    expect(dates[0]).toBe('2024-01-01');
    expect(dates[7]).toBe('2024-08-25');
    for (let i = 1; i < dates.length; i++) expect(String(dates[i]) > String(dates[i - 1])).toBe(true);
    posts.forEach((post) => expect(post.data.updatedDate >= post.data.publishedDate).toBe(true));
  });

  it.each(posts.map((post) => [post.file, post] as const))('%s has a complete front matter and its cover', (file, post) => {
    const { data } = post;
    expect(data.slug).toBe(file.replace(/\.mdx$/, ''));
    for (const key of ['title', 'excerpt', 'author'] as const) expect(data[key].trim().length).toBeGreaterThan(10);
    expect(data.image).toBe(`/blog-images/${data.slug}.webp`);
    expect(existsSync(path.join(imagesDir, `${data.slug}.webp`))).toBe(true);
    expect(existsSync(path.join(imagesDir, `${data.slug}-card.webp`))).toBe(true);
    expect(Array.isArray(data.tags)).toBe(true);
    const tags = data.tags as unknown[];
    expect(tags.length).toBeGreaterThanOrEqual(4);
    expect(tags.length).toBeLessThanOrEqual(8);
    tags.forEach((tag) => expect(typeof tag).toBe('string'));
  });

  it.each(posts.map((post) => [post.file, post] as const))('%s is about as long as its read time says', (_file, post) => {
    const target = Number(post.data.readTime) * 215;
    const words = postWordCount(post.data);
    expect(words).toBeGreaterThanOrEqual(Math.floor(target * 0.65));
    expect(words).toBeLessThanOrEqual(Math.ceil(target * 1.35));
  });

  it.each(posts.map((post) => [post.file, post] as const))('%s is plain Markdown with sections and sources', (_file, post) => {
    const text = prose(post.body);
    expect(text).not.toMatch(/<\/?[A-Za-z][^>]*>/);
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toMatch(/^#\s/m);
    expect(text.match(/^##\s/gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(/\]\(https:\/\/[^)\s]+\)/);
    expect(text).not.toMatch(/\]\(http:\/\//);
    const internal = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);
    expect(internal.length).toBeGreaterThan(0);
    internal.forEach((href) => expect(servicePages).toContain(href));
  });
});
