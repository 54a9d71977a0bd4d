/**
 * Writes components/first-paint/head-script.generated.ts, the compiled head script and its
 * address (head-script/compile.ts), when it changed; unchanged, the file is left alone so the
 * development server does not reload. Writes the script itself to public/first-paint/ (not
 * committed) and removes older versions there.
 * Run: node --import tsx scripts/prebuild/00-head-script.ts
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileHeadScript, GENERATED_MODULE, generatedModule, HEAD_SCRIPT_FOLDER } from './head-script/compile';

const compiled = compileHeadScript();
const file = path.join(process.cwd(), GENERATED_MODULE);
const text = generatedModule(compiled);
if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
const folder = path.join(process.cwd(), 'public', HEAD_SCRIPT_FOLDER);
const scriptFile = path.join(process.cwd(), 'public', compiled.src);
mkdirSync(folder, { recursive: true });
for (const name of readdirSync(folder)) if (path.join(folder, name) !== scriptFile) rmSync(path.join(folder, name));
writeFileSync(scriptFile, compiled.script);
console.log(`head-script: ${Buffer.byteLength(compiled.script)} bytes, ${compiled.src}`);
