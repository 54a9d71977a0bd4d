/**
 * Draws the imports between the project's folders, from the source: one line per arrow,
 * `from -> to (number of imports)`, and a mark on every arrow that breaks a room's rule:
 * site code (app/, components/, lib/, content/) importing build tooling (scripts/), or the
 * browser's code importing the Worker or any folder named `server`. Lint refuses both on each
 * file (eslint.config.mjs); this shows the whole house at once.
 *
 * Run: npm run import-graph [-- --check] [-- --dot]
 *   --check  exits 1 when an arrow breaks a rule (npm test runs the same check as a unit test)
 *   --dot    prints the graph for Graphviz (`| dot -Tsvg > imports.svg`)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOMS = ['app', 'components', 'lib', 'content', 'worker', 'scripts'] as const;
/** Folders read as data, not code. */
const SKIPPED = new Set(['content/blog', 'content/legal', 'content/generated', 'node_modules']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

export type Arrow = { from: string; to: string; imports: number; broken?: string };

function sourceFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const relative = path.posix.join(dir, name);
    if (SKIPPED.has(relative)) return [];
    if (statSync(path.join(full, name)).isDirectory()) return sourceFiles(root, relative);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The project file an import names, or null for a package. */
function resolve(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), `${base}/index.ts`];
  return candidates.find((candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) ?? base;
}

/**
 * The folder a file is drawn in: its room, and inside lib/, components/, scripts/ and worker/
 * the folder below it (`lib/chat`, `worker/lib`); files directly in a room are `lib/(top)`.
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  const room = parts[0]!;
  if (!['lib', 'components', 'scripts', 'worker'].includes(room)) return room;
  return parts.length > 2 ? `${room}/${parts[1]}` : `${room}/(top)`;
}

const SITE = /^(app|components|lib|content)(\/|$)/;
const TOOLING = /^scripts(\/|$)/;
const SERVER = /^worker(\/|$)|(^|\/)server(\/|$)/;

/** Why an import from one file to another breaks a room's rule, if it does. */
export function brokenRule(from: string, to: string): string | undefined {
  if (!SITE.test(from)) return undefined;
  if (TOOLING.test(to)) return 'site code imports build tooling';
  if (SERVER.test(to) && !SERVER.test(from)) return 'the browser imports server code';
  return undefined;
}

export function importGraph(root: string = process.cwd()): Arrow[] {
  const arrows = new Map<string, Arrow>();
  for (const file of ROOMS.flatMap((room) => sourceFiles(root, room))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolve(root, file, fileName);
      if (!target) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      const broken = brokenRule(file, target);
      if (from === to && !broken) continue;
      const key = `${from} -> ${to}`;
      const arrow = arrows.get(key) ?? { from, to, imports: 0 };
      arrow.imports += 1;
      if (broken) arrow.broken = broken;
      arrows.set(key, arrow);
    }
  }
  return [...arrows.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

function main() {
  const args = process.argv.slice(2);
  const arrows = importGraph();
  const broken = arrows.filter((arrow) => arrow.broken);
  if (args.includes('--dot')) {
    console.log('digraph imports {\n  rankdir=LR;\n  node [shape=box, fontname="sans-serif"];');
    for (const arrow of arrows) console.log(`  "${arrow.from}" -> "${arrow.to}" [label="${arrow.imports}"${arrow.broken ? ', color=red' : ''}];`);
    console.log('}');
  } else {
    for (const arrow of arrows) console.log(`${arrow.from} -> ${arrow.to} (${arrow.imports})${arrow.broken ? `  !! ${arrow.broken}` : ''}`);
    console.log(`\nimport-graph: ${arrows.length} arrows between folders; ${broken.length} break a room's rule`);
  }
  if (args.includes('--check') && broken.length) process.exit(1);
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) main();
