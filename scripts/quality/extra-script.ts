// A script regression to measure the Lighthouse gate against, made on demand: a copy of out/ whose home page
// loads `kib` KiB more script (`npm run audit -- --inject-script-kib=150`), as if an island on the
// home page imported one heavy client library. KiB as the size budget counts script: gzip, as
// transferred (150 KiB gzip is about 600 KiB of code). The chunk arrives the way the framework's own
// chunks do (an async script in the head, from the site's own origin, which the CSP allows), and
// it does on load what a library's chunk does: it is parsed and compiled, and each of its module
// bodies runs once to set up its exports. The bodies are straight-line code without loops, so the
// cost is the least such a library would add, not a busy loop sized to fail the audit
// (docs/performance.md says what the gate makes of it).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { seededRandom } from '../../lib/text/seeded-random';

const WORDS = ['value', 'index', 'node', 'state', 'props', 'render', 'update', 'target', 'event', 'options', 'format', 'parse', 'scale', 'range', 'series', 'layout', 'axis', 'label', 'color', 'width'];

/**
 * Minified-library-like code of at least `gzipBytes` bytes once gzipped: modules registered in an
 * array, each defining a few functions and a table of constants, all run once at the end.
 */
export function libraryCode(gzipBytes: number, seed = 150): string {
  const next = seededRandom(seed).next;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const name = () => `${pick(WORDS)}${Math.floor(next() * 1000).toString(36)}`;
  const tail = 'var __exports=[];for(var i=0;i<__modules.length;i++){var m={exports:{}};__modules[i](m);__exports.push(m.exports)}self.__extraModules=__exports.length})();';
  const parts = ['(function(){var __modules=[];'];
  const gzipped = () => gzipSync(parts.join('') + tail).length;
  // Compressed, code is smaller than raw: raw size is measured first, the gzip size every 50 modules.
  let size = parts[0]!.length;
  for (let id = 0; ; id += 1) {
    if (id % 50 === 0 && size >= gzipBytes && gzipped() >= gzipBytes) break;
    const fns = Array.from({ length: 3 }, () => {
      const [a, b] = [name(), name()];
      return `${name()}:function(${a},${b}){var r=${a}&&${a}.${pick(WORDS)};if(r==null)return ${b};return typeof r==="number"?r*${(next() * 10).toFixed(3)}+${b}:String(r)+"${pick(WORDS)}"}`;
    });
    const table = Array.from({ length: 12 }, () => (next() < 0.5 ? (next() * 1e4).toFixed(2) : `"${name()}"`)).join(',');
    const code = `__modules.push(function(m){var t=[${table}];m.exports={id:${id},table:t,${fns.join(',')}};});`;
    parts.push(code);
    size += code.length;
  }
  return parts.join('') + tail;
}

/**
 * Copies `outDir` to a temporary folder and adds library code of `kib` KiB gzip to its home page.
 * Returns the folder and a function that removes it.
 */
export function copyWithExtraScript(outDir: string, kib: number): { dir: string; chunk: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-extra-script-'));
  cpSync(outDir, dir, { recursive: true });
  const chunk = `/_next/static/chunks/extra-${kib}k.js`;
  writeFileSync(path.join(dir, chunk), libraryCode(kib * 1024));
  const home = path.join(dir, 'index.html');
  const html = readFileSync(home, 'utf8');
  if (!html.includes('</head>')) throw new Error(`extra-script: ${home} has no </head>`);
  writeFileSync(home, html.replace('</head>', `<script src="${chunk}" async=""></script></head>`));
  return { dir, chunk, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
