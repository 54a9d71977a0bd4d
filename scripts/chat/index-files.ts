/**
 * The site index files a build wrote (out/site-index/), as the chat Worker's store holds them:
 * read for the local run's KV (npm run chat-proxy, tests) and for the deploy's upload.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH, SITE_INDEX_DIR } from '../../lib/search/site-index';

export type IndexFile = { path: string; text: string };

export const builtIndexDir = (outDir = 'out') => path.resolve(outDir, SITE_INDEX_DIR);

/** Every file of the index, the manifest last; null when the folder holds no index. */
export function readIndexFiles(dir: string = builtIndexDir()): IndexFile[] | null {
  if (!existsSync(path.join(dir, MANIFEST_PATH))) return null;
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST_PATH && statSync(path.join(dir, name)).isFile())
    .sort();
  return [...files, MANIFEST_PATH].map((name) => ({ path: name, text: readFileSync(path.join(dir, name), 'utf8') }));
}
