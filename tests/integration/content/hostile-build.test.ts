/** @jest-environment node */
// `npm run build` pointed at a folder holding a post whose front matter is JavaScript that
// writes a file: the build stops at its first step that reads content, names the file and the
// reason, and the file is never written. (tests/unit/content/yaml-front-matter.test.ts shows
// that gray-matter on its own does write it.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '../../..');

describe('npm run build with a hostile post', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-build-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails fast, naming the file and the reason, and runs nothing', () => {
    const marker = path.join(dir, 'ran.txt');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BLOG_CONTENT_DIR: 'tests/fixtures/hostile-front-matter', HOSTILE_MARKER: marker, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status).not.toBe(0);
    expect(output).toMatch(/tests\/fixtures\/hostile-front-matter\/js-front-matter\.mdx: front matter must be YAML/);
    expect(output).toMatch(/"---js" front matter is refused because it would run as code/);
    // It stopped before Next.js started.
    expect(output).not.toMatch(/next build/);
    expect(fs.existsSync(marker)).toBe(false);
    expect(fs.existsSync(path.join(root, 'front-matter-ran-as-code.txt'))).toBe(false);
  }, 60_000);
});
