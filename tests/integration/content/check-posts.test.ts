/** @jest-environment node */
// `npm run check:posts`, run as CI runs it: first, in seconds, naming every problem at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '../../..');
const check = (env: Record<string, string> = {}) => {
  const started = Date.now();
  // Outside GitHub Actions unless a test says otherwise, also when this suite runs in a workflow.
  const result = spawnSync('npm', ['run', '-s', 'check:posts'], { cwd: root, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '', ...env } });
  return { ...result, ms: Date.now() - started };
};

describe('npm run check:posts', () => {
  it('passes the shipped posts and legal pages, validated and rendered, in under 15 s', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\d+ posts \(\d+ drafts?\) and 3 legal pages are valid and render/);
    expect(result.ms).toBeLessThan(15_000);
  }, 30_000);

  describe('on a folder with several broken posts', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-posts-'));
      const fixtures = path.join(root, 'tests/fixtures/blog');
      for (const name of fs.readdirSync(fixtures)) fs.copyFileSync(path.join(fixtures, name), path.join(dir, name));
      const edit = (name: string, change: (source: string) => string) =>
        fs.writeFileSync(path.join(dir, name), change(fs.readFileSync(path.join(dir, name), 'utf8')));
      edit('workflow-automation-basics.mdx', (s) => s.replace(/^readTime: .*$/m, 'readTime: "soon"').replace(/^category: .*$/m, 'category: ""'));
      edit('zero-trust-networks.mdx', (s) => `${s}\n\nAn {unclosed expression\n`);
      edit('chatbots-for-support.mdx', (s) => s.replace(/^id: .*$/m, 'id: 99').replace(/^image: .*$/m, 'image: "/blog-images/missing.webp"'));
      fs.copyFileSync(path.join(root, 'tests/fixtures/hostile-front-matter/js-front-matter.mdx'), path.join(dir, 'js-front-matter.mdx'));
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('fails and names every problem with its file and field, all in one run', () => {
      const result = check({ BLOG_CONTENT_DIR: dir });
      expect(result.status).toBe(1);
      const at = (file: string) => new RegExp(`${file.replace(/\./g, '\\.')}(:\\d+:\\d+)?: `);
      const lines = result.stderr.split('\n');
      const expected = [
        [at('workflow-automation-basics.mdx'), /field "readTime" must be the reading time in whole minutes/],
        [at('workflow-automation-basics.mdx'), /field "category" must be a category name/],
        [at('zero-trust-networks.mdx'), /the body is not valid MDX/],
        [at('hostile.mdx'), /field "id" value 99 is already used by chatbots-for-support\.mdx/],
        [at('chatbots-for-support.mdx'), /field "image" is \/blog-images\/missing\.webp, which does not exist/],
        [at('js-front-matter.mdx'), /"---js" front matter is refused/],
      ] as const;
      for (const [file, problem] of expected) expect(lines.some((line) => file.test(line) && problem.test(line))).toBe(true);
      expect(result.stderr).toMatch(/check:posts: 6 problems/);
      expect(result.stdout).not.toContain('::error');
    }, 30_000);

    it('in a GitHub Actions run, also prints each problem as an annotation on its line', () => {
      const result = check({ BLOG_CONTENT_DIR: dir, GITHUB_ACTIONS: 'true' });
      expect(result.status).toBe(1);
      const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::error '));
      expect(annotations).toHaveLength(6);
      const file = (name: string) => `file=${path.relative(root, path.join(dir, name)).split(path.sep).join('/')}`;
      // Lines of the fixtures' fields: readTime and category are lines 9 and 8, image line 11; the body error keeps its own position.
      expect(annotations).toEqual(
        expect.arrayContaining([
          `::error ${file('workflow-automation-basics.mdx')},line=9,title=check%3Aposts%3A readTime::field "readTime" must be the reading time in whole minutes`,
          `::error ${file('workflow-automation-basics.mdx')},line=8,title=check%3Aposts%3A category::field "category" must be a category name`,
          expect.stringMatching(new RegExp(`^::error ${file('chatbots-for-support.mdx')},line=11,title=check%3Aposts%3A image::field "image" is /blog-images/missing\\.webp, which does not exist`)),
          expect.stringMatching(new RegExp(`^::error ${file('zero-trust-networks.mdx')},line=\\d+,col=\\d+,title=check%3Aposts%3A body::the body is not valid MDX`)),
        ]),
      );
    }, 30_000);
  });
});
