/** @jest-environment node */
// A real `npm run build`, in a throw-away copy of the project, of two fixture posts: one whose
// source hides text the page does not show (an MDX comment addressed to the assistant, JSX,
// raw HTML, an expression, a Markdown comment), and a draft. What the visitor cannot see must be
// in no exported file, and the draft must leave no trace in the export.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectCopy } from '../../../scripts/quality/project-copy';

const root = path.join(import.meta.dirname, '../../..');
const HIDDEN = ['note to Manu', 'HIDDEN-COMMENT-7F3A', 'HIDDEN-JSX-41C9', 'HIDDEN-INLINE-JSX-9D2E', 'HIDDEN-HTML-3C7B', 'HIDDEN-EXPRESSION-5B1E', 'HIDDEN-DEFINITION-8E4D'];
const DRAFT = ['unpublished-draft-fixture', 'Unpublished Draft Fixture', 'DRAFT-BODY-6A1F', 'Draft Only Category', 'draft-only-category'];

let dir: string;
let out: string;
let build: { status: number | null; output: string };

/** Every file of the export, as text (images too: a marker would show as bytes). */
function exportedFiles(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => ({ file: path.relative(folder, file), text: readFileSync(file, 'latin1') }));
}
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(() => {
  dir = projectCopy('fixture-build', root);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, BLOG_CONTENT_DIR: 'tests/fixtures/site-build', NEXT_TELEMETRY_DISABLED: '1' },
  });
  build = { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  out = path.join(dir, 'out');
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a build of the fixture posts', () => {
  it('succeeds', () => {
    if (build.status !== 0) throw new Error(build.output.slice(-4000));
  });

  it('exports the visible text of the post to its page, the site index (search and assistant) and the feed', () => {
    const page = read('blog/hidden-note-fixture/index.html');
    expect(page).toContain('Visible section text about approvals.');
    const { version } = JSON.parse(read('site-index/manifest.json')) as { version: string };
    const summaries = readdirSync(path.join(out, 'site-index', version, 'pages')).flatMap(
      (file) => JSON.parse(read(`site-index/${version}/pages/${file}`)) as { id: string; url: string }[],
    );
    const post = summaries.find((summary) => summary.url === '/blog/hidden-note-fixture/');
    expect(post).toBeDefined();
    const sections = read(`site-index/${version}/sections/${post!.id}.json`);
    expect(sections).toContain('Inline visible text continues.');
    expect(sections).toContain('Visible closing paragraph.');
    expect(read('feed.xml')).toContain('Hidden Note Fixture');
  });

  it.each(HIDDEN)('puts the hidden %j in no exported file (page, site index, feed, payloads)', (marker) => {
    const files = exportedFiles(out);
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(['blog/hidden-note-fixture/index.html', path.join('site-index', 'manifest.json'), 'feed.xml']));
    expect(files.filter((f) => f.text.includes(marker)).map((f) => f.file)).toEqual([]);
  });

  it('leaves the draft out of every exported file, with no page and no cover', () => {
    expect(existsSync(path.join(out, 'blog/unpublished-draft-fixture'))).toBe(false);
    expect(existsSync(path.join(out, 'blog-images/unpublished-draft-fixture.webp'))).toBe(false);
    const files = exportedFiles(out);
    for (const marker of DRAFT) expect(files.filter((f) => f.text.includes(marker)).map((f) => f.file)).toEqual([]);
  });
});
