#!/usr/bin/env node
// Post-build: marks every client chunk in out/ with V8's explicit compile hint so the
// browser compiles it off the main thread while it downloads (see lib/quality/compile-hints.ts).
// Run: node --import tsx scripts/compile-hints.mjs [out]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientChunkFiles } from './quality/client-chunks.mjs';
import { withCompileHint } from '../lib/quality/compile-hints.ts';

const root = path.resolve(process.argv[2] ?? 'out');
const chunks = clientChunkFiles(root);
if (chunks.length === 0) {
  console.error(`compile-hints: no client chunks under ${root}/_next/static/chunks; build first`);
  process.exit(1);
}

let marked = 0;
for (const file of chunks) {
  const source = readFileSync(file, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) {
    writeFileSync(file, hinted);
    marked += 1;
  }
}
console.log(`compile-hints: ${chunks.length} client chunks, ${marked} newly marked for eager background compilation`);
