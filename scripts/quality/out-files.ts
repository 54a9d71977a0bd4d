// Shared helpers for the post-build checks: list exported HTML pages and map them to routes.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under dir whose name passes the filter, sorted for stable output. */
export function listFiles(dir: string, filter: (name: string) => boolean = () => true): string[] {
  const files: string[] = [];
  (function walk(current: string) {
    for (const name of readdirSync(current)) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (filter(name)) files.push(file);
    }
  })(dir);
  return files.sort();
}

/** out/blog/index.html → /blog/, out/404.html → /404.html */
export function routeOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'index.html'.length)}`;
  return `/${relative}`;
}

/** Next's internal `_not-found` copy is never linked or served under its own path. */
export const isInternalRoute = (route: string) => route.startsWith('/_');

/** Exported HTML pages with their routes; `includeInternal` keeps Next's `/_not-found/` copy. */
export function htmlPages(root: string, { includeInternal = false } = {}): { file: string; route: string }[] {
  return listFiles(root, (name) => name.endsWith('.html'))
    .map((file) => ({ file, route: routeOf(root, file) }))
    .filter((page) => includeInternal || !isInternalRoute(page.route));
}
