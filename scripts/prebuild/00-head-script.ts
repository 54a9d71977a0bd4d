/**
 * Writes components/first-paint/head-script.generated.ts, the compiled head script and its hash
 * (head-script/compile.ts), when it changed; unchanged, the file is left alone so the
 * development server does not reload. Run: node --import tsx scripts/prebuild/00-head-script.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileHeadScript, GENERATED_MODULE, generatedModule } from './head-script/compile';

const compiled = compileHeadScript();
const file = path.join(process.cwd(), GENERATED_MODULE);
const text = generatedModule(compiled);
if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
console.log(`head-script: ${Buffer.byteLength(compiled.script)} bytes, ${compiled.hash}`);
