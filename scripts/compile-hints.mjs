#!/usr/bin/env node
// Post-build: marks every client chunk in out/ with V8's explicit compile hint so the
// browser compiles it off the main thread while it downloads (see lib/quality/compile-hints.ts).
// Run: node --import tsx scripts/compile-hints.mjs [out]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './quality/out-files.mjs';
import { isClientChunk, withCompileHint } from '../lib/quality/compile-hints.ts';

const root = path.resolve(process.argv[2] ?? 'out');
const chunkDir = path.join(root, '_next', 'static', 'chunks');
if (!existsSync(chunkDir)) {
  console.error(`compile-hints: ${chunkDir} not found; build first`);
  process.exit(1);
}

let marked = 0;
const chunks = listFiles(chunkDir).filter((file) => isClientChunk(path.relative(root, file)));
for (const file of chunks) {
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) {
    writeFileSync(file, hinted);
    marked += 1;
  }
}
console.log(`compile-hints: ${chunks.length} client chunks, ${marked} newly marked for eager background compilation`);
