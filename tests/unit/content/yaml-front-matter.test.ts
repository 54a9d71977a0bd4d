/** @jest-environment node */
// Front matter from a pull request is data: YAML only, read with a schema that builds nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { ContentError, readYamlFrontMatter, writeYamlFrontMatter } from '@/lib/content/yaml-front-matter';
import { loadPosts } from '@/lib/content/posts';

const HOSTILE_DIR = path.join(import.meta.dirname, '../../fixtures/hostile-front-matter');
const HOSTILE_FILE = path.join(HOSTILE_DIR, 'js-front-matter.mdx');

describe('a post whose front matter is JavaScript that writes a file', () => {
  let dir: string;
  let marker: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-matter-'));
    marker = path.join(dir, 'ran.txt');
    process.env.HOSTILE_MARKER = marker;
  });
  afterEach(() => {
    delete process.env.HOSTILE_MARKER;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('really is hostile: gray-matter on its own runs it and the file appears', () => {
    matter(fs.readFileSync(HOSTILE_FILE, 'utf8'), {});
    expect(fs.readFileSync(marker, 'utf8')).toBe('front matter ran as code');
  });

  it('is refused by the loader, naming the file and the reason, and nothing runs', () => {
    expect(() => loadPosts(HOSTILE_DIR, { includeDrafts: true })).toThrow(
      /hostile-front-matter\/js-front-matter\.mdx: front matter must be YAML .*"---js" front matter is refused because it would run as code/,
    );
    expect(fs.existsSync(marker)).toBe(false);
  });
});

describe('readYamlFrontMatter', () => {
  const body = 'Body text.\n';
  const read = (source: string) => readYamlFrontMatter('content/blog/x.mdx', source);

  it('reads YAML front matter and the body', () => {
    expect(read(`---\ntitle: "A"\ntags: [a, b]\n---\n${body}`)).toEqual({ data: { title: 'A', tags: ['a', 'b'] }, body });
    expect(read(`---yaml\ntitle: A\n---\n${body}`).data).toEqual({ title: 'A' });
    expect(read(`\uFEFF---\ntitle: A\n---\n${body}`).data).toEqual({ title: 'A' });
  });

  it.each(['js', 'javascript', 'JS', ' js', 'coffee', 'coffeescript', 'cson', 'json', 'toml', 'unknown'])(
    'refuses "---%s" front matter before any engine sees it',
    (language) => {
      const source = `---${language}\n{ "title": "A" }\n---\n${body}`;
      expect(() => read(source)).toThrow(ContentError);
      expect(() => read(source)).toThrow(new RegExp(`content/blog/x\\.mdx: front matter must be YAML .*"---${language.trim().toLowerCase()}"`));
    },
  );

  it.each([
    ['a JavaScript function tag', 'run: !!js/function "function () { return 1 }"', /Unresolved tag/],
    ['a custom tag', 'when: !date 2024-01-01', /Unresolved tag/],
    ['a duplicated key', 'title: A\ntitle: B', /Map keys must be unique/],
    ['broken YAML', 'title: [unclosed', /front matter is not valid YAML/],
  ])('refuses %s', (_what, yaml, message) => {
    expect(() => read(`---\n${yaml}\n---\n${body}`)).toThrow(message);
  });

  it('builds no date objects: an unquoted date stays the string the editor wrote', () => {
    expect(read(`---\npublishedDate: 2024-09-02\n---\n${body}`).data.publishedDate).toBe('2024-09-02');
  });

  it('refuses front matter that is not a map of fields', () => {
    expect(() => read(`---\n- a\n- b\n---\n${body}`)).toThrow(/front matter must be a list of "field: value" lines/);
  });
});

describe('writeYamlFrontMatter', () => {
  it('writes what the reader reads back, in the house style', () => {
    const data = { id: 9, title: 'Edge: "AI"', tags: ['Edge', 'IoT'], draft: true };
    const source = writeYamlFrontMatter(data, 'Body.');
    expect(source).toBe('---\nid: 9\ntitle: "Edge: \\"AI\\""\ntags: ["Edge", "IoT"]\ndraft: true\n---\n\nBody.\n');
    expect(readYamlFrontMatter('x.mdx', source)).toEqual({ data, body: '\nBody.\n' });
  });
});
