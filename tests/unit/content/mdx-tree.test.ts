/** @jest-environment node */
// The loader counts words and the assistant's default knowledge reads articles from
// lib/mdx/tree.ts; the page renders through next-mdx-remote. Both must show the same text.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { selectAll } from 'hast-util-select';
import { parseHtml, textOf } from '@/lib/content/html-text';
import { readYamlFrontMatter } from '@/lib/content/yaml-front-matter';
import { mdxToTree } from '@/lib/mdx/tree';

const root = path.join(import.meta.dirname, '../../..');
const mdxFiles = (dir: string) =>
  fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.mdx')).map((name) => `${dir}/${name}`);
const files = [
  ...mdxFiles('content/blog'),
  ...mdxFiles('content/legal'),
  'tests/fixtures/blog/hostile.mdx',
  'tests/fixtures/site-build/hidden-note-fixture.mdx',
];

let rendered: Record<string, string>;
beforeAll(() => {
  rendered = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/helpers/render-bodies.ts', ...files], { cwd: root, encoding: 'utf8' }),
  );
}, 60_000);

const body = (file: string) => readYamlFrontMatter(file, fs.readFileSync(path.join(root, file), 'utf8')).body;

describe('mdxToTree', () => {
  it.each(files)('gives %s the text the page renders', (file) => {
    const page = textOf(parseHtml(rendered[file]!));
    expect(page.length).toBeGreaterThan(0);
    expect(textOf(mdxToTree(body(file)))).toBe(page);
  });

  it.each(files)('gives the headings of %s the ids the page gives them', (file) => {
    const ids = (tree: Root) => selectAll('h1, h2, h3, h4, h5, h6', tree).map((heading) => heading.properties.id);
    const pageIds = ids(parseHtml(rendered[file]!));
    expect(pageIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(ids(mdxToTree(body(file)))).toEqual(pageIds);
  });

  it('throws, with the line, on a body that is not valid MDX', () => {
    expect(() => mdxToTree('Fine.\n\nBroken {expression')).toThrow(expect.objectContaining({ line: 3 }));
  });
});
