// The site index (out/site-index/) of the sources as they are now, for the assistant's evaluation
// and the tests that need real pages: built by a real `npm run build` in a throw-away copy of the
// project the first time, then kept in node_modules/.cache under a fingerprint of everything the
// pages' text depends on, so a fresh clone works and an unchanged checkout does not build twice.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectCopy } from './project-copy';

/** What the text of the exported pages depends on. The assistant's own code (lib/chat) does not shape a page. */
const INPUT_DIRS = ['app', 'components', 'content', 'lib'];
const INPUT_FILES = ['scripts/site-index.ts', 'next.config.mjs', 'package-lock.json'];
const NOT_INPUTS = [path.join('lib', 'chat')];

function inputFiles(project: string): string[] {
  const files = [...INPUT_FILES];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(project, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (NOT_INPUTS.includes(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else files.push(relative);
    }
  };
  for (const dir of INPUT_DIRS) walk(dir);
  return files.sort();
}

export function sourcesFingerprint(project: string = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(project)) hash.update(file).update('\0').update(readFileSync(path.join(project, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Waits for another process building the same index (tests may run side by side). */
function lock(dir: string): () => void {
  const lockDir = `${dir}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockDir);
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch {
      // A lock older than a build could take was left by a process that died.
      if (Date.now() - statSync(lockDir).mtimeMs > 15 * 60_000) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() - started > 15 * 60_000) throw new Error(`built-index: ${lockDir} is held too long`);
      spawnSync('sleep', ['2']);
    }
  }
}

const cacheDir = (project: string) => path.join(project, 'node_modules', '.cache', 'site-index', sourcesFingerprint(project));

/** Puts an index in the cache as `dir`; only the current sources' index is worth keeping. Call with the lock held. */
function store(indexDir: string, dir: string): void {
  cpSync(indexDir, dir, { recursive: true });
  for (const old of readdirSync(path.dirname(dir))) if (old !== path.basename(dir) && !old.endsWith('.lock')) rmSync(path.join(path.dirname(dir), old), { recursive: true, force: true });
}

/**
 * Keeps the index a real build of this checkout's own content has just written, so the tests and
 * scripts that need it do not build the site a second time (`npm test` builds before Jest runs).
 */
export function keepSiteIndex(indexDir: string, project: string = process.cwd()): void {
  const dir = cacheDir(project);
  if (existsSync(path.join(dir, 'manifest.json'))) return;
  mkdirSync(path.dirname(dir), { recursive: true });
  const release = lock(dir);
  try {
    if (!existsSync(path.join(dir, 'manifest.json'))) store(indexDir, dir);
  } finally {
    release();
  }
}

/** The folder of the current sources' site index, building it first when needed. */
export function builtSiteIndex(project: string = process.cwd(), log: (message: string) => void = console.log): string {
  const dir = cacheDir(project);
  if (existsSync(path.join(dir, 'manifest.json'))) return dir;
  mkdirSync(path.dirname(dir), { recursive: true });
  const release = lock(dir);
  try {
    if (existsSync(path.join(dir, 'manifest.json'))) return dir;
    log('built-index: building the site in a throw-away copy to index its pages (a minute or two; kept until the sources change)…');
    const copy = projectCopy('site-index', project);
    try {
      const result = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BLOG_CONTENT_DIR: '' }, maxBuffer: 256 * 1024 * 1024 });
      if (result.status !== 0) throw new Error(`built-index: the build failed\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
      store(path.join(copy, 'out', 'site-index'), dir);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    return dir;
  } finally {
    release();
  }
}
