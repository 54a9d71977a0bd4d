/** The site index read from a folder on disk (a build's out/site-index/), for scripts and tests. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openSiteIndex, type SiteIndex } from '../../lib/search/reader';

export function openIndexFolder(dir: string): SiteIndex {
  return openSiteIndex((file) => readFile(path.join(dir, file), 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error))));
}
