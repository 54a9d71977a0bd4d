/** @jest-environment node */
// What the README and docs/ name exists: every path in a code span (`lib/seo/routes.ts`,
// `content/blog/<slug>.mdx`, `scripts/prebuild/`), every `npm run` script, and in the README's
// "where things live" table, each content file a row names is read by a test the row names.
// Markdown is parsed with remark (GFM tables included), not matched with expressions.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { InlineCode, Root, RootContent, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const root = path.join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
/** What the repository's root holds: a span is a path when it starts with one of these. */
const rootEntries = new Set(readdirSync(root));
/** Built output, named in the docs but made by the build. */
const BUILT = /^(out|out-no-analytics|\.next|\.lighthouse|test-results|playwright-report|node_modules)(\/|$)/;

const parse = (file: string) => unified().use(remarkParse).use(remarkGfm).parse(read(file)) as Root;

function nodesOf<T extends RootContent>(tree: Root | RootContent, type: T['type']): T[] {
  const found: T[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === type) found.push(node as T);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return found;
}

/** A code span that names a file or folder of the repository, or null. */
function pathIn(span: string): string | null {
  const candidate = span.trim().replace(/[.,;:]$/, '');
  if (/\s/.test(candidate) || /^[a-z]+:/i.test(candidate) || candidate.startsWith('/')) return null;
  const first = candidate.split('/')[0]!;
  if (!rootEntries.has(first) && !['app', 'components', 'lib', 'content', 'docs', 'scripts', 'tests', 'worker', 'public', 'types'].includes(first)) return null;
  return BUILT.test(candidate) ? null : candidate;
}

/** The files and folders a path names: `<name>` and `*` match one entry of a folder, `{a,b}` either. */
function matches(pattern: string): string[] {
  let found = [''];
  for (const part of pattern.replace(/\/$/, '').split('/')) {
    const options = /^\{(.+)\}$/.test(part) ? part.slice(1, -1).split(',') : [part];
    const wanted = new RegExp(`^(${options.map((option) => option.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>|\\\*|\*/g, '[^/]+')).join('|')})$`);
    found = found.flatMap((dir) => {
      const full = path.join(root, dir);
      if (!existsSync(full) || !statSync(full).isDirectory()) return [];
      return readdirSync(full).filter((name) => wanted.test(name)).map((name) => path.posix.join(dir, name));
    });
  }
  return pattern.endsWith('/') ? found.filter((entry) => statSync(path.join(root, entry)).isDirectory()) : found;
}

describe.each(docs)('%s', (file) => {
  const tree = parse(file);
  const spans = nodesOf<InlineCode>(tree, 'inlineCode').map((node) => node.value);

  it('names only paths that exist', () => {
    const missing = spans.map(pathIn).filter((entry): entry is string => entry !== null && matches(entry).length === 0);
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const named = spans.flatMap((span) => [...span.matchAll(/\bnpm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

describe('the README’s table of where things live', () => {
  const table = nodesOf<Table>(parse('README.md'), 'table').find((candidate) => nodesOf<InlineCode>(candidate.children[0]!, 'inlineCode').length === 0 && /checked by/i.test(JSON.stringify(candidate.children[0])))!;
  const rows = table.children.slice(1).map((row) => row.children.map((cell) => nodesOf<InlineCode>(cell, 'inlineCode').map((node) => node.value)));

  it('is there, with a row per kind of change', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it('names, for each content file, a test that reads it', () => {
    const unread: string[] = [];
    for (const [, edited = [], checkers = []] of rows) {
      // "content/home.ts, testimonials.ts": a bare name is a file of the folder named before it.
      let folder = '';
      const contentFiles = edited.flatMap((span) => {
        if (span.includes('/')) folder = path.posix.dirname(span);
        const file = span.includes('/') ? span : `${folder}/${span}`;
        return /^content\/[\w-]+\.ts$/.test(file) ? [file] : [];
      });
      const tests = checkers.filter((span) => span.startsWith('tests/')).flatMap((span) => matches(span));
      if (!tests.length) continue;
      const testFiles = tests.flatMap((entry) => (statSync(path.join(root, entry)).isDirectory() ? matches(`${entry}/*`) : [entry]));
      for (const contentFile of contentFiles) {
        const moduleName = contentFile.replace(/\.ts$/, '');
        if (!testFiles.some((test) => read(test).includes(`@/${moduleName}'`))) unread.push(`${contentFile} (checked by ${checkers.join(', ')})`);
      }
    }
    expect(unread).toEqual([]);
  });
});

it('keeps one script dialect: no .mjs or .mts under scripts/ or tests/', () => {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((name) => {
      const entry = path.posix.join(dir, name);
      if (statSync(path.join(root, entry)).isDirectory()) return entry === 'tests/fixtures' ? [] : walk(entry);
      return /\.(mjs|mts|cjs)$/.test(name) ? [entry] : [];
    });
  expect([...walk('scripts'), ...walk('tests')]).toEqual([]);
});
