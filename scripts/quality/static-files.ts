// How a static host maps a request path to a file of the exported site, in one place for the
// local server (scripts/serve.ts) and the link checker (scripts/check-links.ts), so a link the
// checker accepts is one the server answers.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * `/blog/x/` → out/blog/x/index.html; `/logo.svg` → the file; `/blog/x` → a redirect to
 * `/blog/x/` (trailing slashes are the site's canonical form); `/page` → out/page.html.
 * Null when nothing matches or the path climbs out of the root. `root` is the exported site's
 * absolute path, `urlPath` the decoded URL path, starting with /.
 */
export function resolveStatic(root: string, urlPath: string): { file: string; redirect?: string } | null {
  const base = path.join(root, path.normalize(urlPath));
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  if (urlPath.endsWith('/')) return isFile(path.join(base, 'index.html')) ? { file: path.join(base, 'index.html') } : null;
  if (isFile(base)) return { file: base };
  if (isFile(path.join(base, 'index.html'))) return { redirect: `${urlPath}/`, file: path.join(base, 'index.html') };
  if (isFile(`${base}.html`)) return { file: `${base}.html` };
  return null;
}
