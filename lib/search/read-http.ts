/**
 * The browser's way to read the site index: files under /site-index/ over HTTP. The manifest is
 * revalidated on every visit (it names the current version); the versioned files never change, so
 * the HTTP cache keeps them. `reload` fetches the manifest past every cache (the assistant's
 * "refresh website content"), so a newer index is found at once.
 */
import { MANIFEST_PATH, SITE_INDEX_DIR, type ReadFile } from './site-index';

export const SITE_INDEX_URL = `/${SITE_INDEX_DIR}/`;

export function readOverHttp({ base = SITE_INDEX_URL, reload = false, fetchFile = fetch }: { base?: string; reload?: boolean; fetchFile?: typeof fetch } = {}): ReadFile {
  return async (path) => {
    const cache: RequestCache = path !== MANIFEST_PATH ? 'default' : reload ? 'reload' : 'no-cache';
    const response = await fetchFile(`${base}${path}`, { cache });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`site index: ${path} answered HTTP ${response.status}`);
    return response.text();
  };
}
