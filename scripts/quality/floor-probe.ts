// The framework floor: the JavaScript a page with no client component ships with the
// installed Next.js and React. The site's root layout has client islands on every page,
// so the floor cannot be read off one of its own pages; instead a one-page app (plain
// <html><body><p>) is built with the same node_modules and the same export settings,
// and measured exactly like the site's routes. The figure is cached per Next/React
// version, so it is rebuilt only when the framework changes.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';

const version = (name: string): string => JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')).version;

export type FloorProbe = { key: string; bytes: number; chunks: number; builtInSeconds: number; cached: boolean };

/** `initialScriptPaths` reads a page's up-front scripts the way the size budget does (scripts/quality/size.ts). */
export function floorProbe({ initialScriptPaths, force = false }: { initialScriptPaths: (html: string) => string[]; force?: boolean }): FloorProbe {
  const key = `next@${version('next')} react@${version('react')} react-dom@${version('react-dom')}`;
  const cacheFile = path.join('node_modules', '.cache', 'size-floor.json');
  if (!force && existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as Omit<FloorProbe, 'cached'>;
    if (cached.key === key) return { ...cached, cached: true };
  }
  const dir = path.join(os.tmpdir(), `floor-probe-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'package.json'), '{"name":"floor-probe","private":true}\n');
  writeFileSync(path.join(dir, 'app', 'layout.jsx'), 'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n');
  writeFileSync(path.join(dir, 'app', 'page.jsx'), 'export default function Page() { return <p>Floor probe</p>; }\n');
  // Same export settings as next.config.mjs; turbopack.root lets the symlinked node_modules resolve.
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true, images: { unoptimized: true }, reactStrictMode: true, turbopack: { root: '/' } };\n");
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`floor probe build failed:\n${result.stdout}\n${result.stderr}`);
  const out = path.join(dir, 'out');
  const chunks = initialScriptPaths(readFileSync(path.join(out, 'index.html'), 'utf8'));
  const bytes = chunks.reduce((sum, chunk) => sum + gzipSync(readFileSync(path.join(out, chunk))).length, 0);
  rmSync(dir, { recursive: true, force: true });
  const floor = { key, bytes, chunks: chunks.length, builtInSeconds: Math.round((Date.now() - started) / 1000) };
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, `${JSON.stringify(floor, null, 2)}\n`);
  return { ...floor, cached: false };
}
