#!/usr/bin/env node
// Post-build: each exported page requests its client chunks after its first contentful
// paint instead of while it parses, and its RSC payload waits in data blocks until then
// (see lib/quality/boot-after-paint.ts for why).
// Runs before security-headers.mjs, which hashes the loader like any inline script.
// Run: node --import tsx scripts/boot-after-paint.mjs [out]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlPages } from './quality/out-files.mjs';
import { bootLoaderSources, deferBootScripts, rscDataPushes } from '../lib/quality/boot-after-paint.ts';

const root = path.resolve(process.argv[2] ?? 'out');
const pages = htmlPages(root, { includeInternal: true });
if (pages.length === 0) {
  console.error(`boot-after-paint: no pages under ${root}; build first`);
  process.exit(1);
}

let rewritten = 0;
let chunks = 0;
let pushes = 0;
for (const { file } of pages) {
  const html = readFileSync(file, 'utf8');
  const deferred = deferBootScripts(html);
  chunks += bootLoaderSources(deferred).length;
  pushes += rscDataPushes(deferred).length;
  if (deferred !== html) {
    writeFileSync(file, deferred);
    rewritten += 1;
  }
}
console.log(`boot-after-paint: ${pages.length} pages, ${rewritten} rewritten; ${chunks} chunk loads now start after first paint, ${pushes} RSC payload pushes moved to data blocks`);
