/** @jest-environment node */
// `npm ci` (.ci/run, the CI workflow) installs only from a lock file that agrees with package.json
// and lists every package it could need, including the other platforms' builds that packages
// such as next, sharp and tailwind declare as optional dependencies. A lock written where a
// registry lacked those builds would make npm ci refuse with "Missing: … from lock file"; this
// says so at once, naming them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
type Entry = { version?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, Entry> };

/** Where Node would find `name` from the package at `from` (its own node_modules, then each parent's). */
function resolves(from: string, name: string): boolean {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
  }
}

describe('package-lock.json', () => {
  it('agrees with package.json', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    const rootEntry = lock.packages['']!;
    expect(rootEntry.dependencies).toEqual(pkg.dependencies);
    expect(rootEntry.devDependencies).toEqual(pkg.devDependencies);
  });

  it('lists every optional dependency (other platforms’ builds), as npm ci requires', () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${name} (optional dependency of ${at || 'the project'})`),
    );
    expect(missing).toEqual([]);
  });
});
