// The client chunks of an exported site, for the post-build steps that touch or check them.
// Runs under tsx (it reads the rule from lib/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './out-files.mjs';
import { isClientChunk } from '../../lib/quality/compile-hints.ts';

/** Absolute paths of every client chunk under root; empty when there is no chunk folder. */
export function clientChunkFiles(root) {
  const dir = path.join(root, '_next', 'static', 'chunks');
  if (!existsSync(dir)) return [];
  return listFiles(dir).filter((file) => isClientChunk(path.relative(root, file)));
}
