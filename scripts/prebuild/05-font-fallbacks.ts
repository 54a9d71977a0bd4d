/**
 * Writes app/fonts/fallback-faces.css, the metric-matched local stand-ins for the web font,
 * from the one table in scripts/prebuild/fonts/fallback-faces.ts. Run: node --import tsx scripts/prebuild/05-font-fallbacks.ts
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fallbackFaceCss } from './fonts/fallback-faces';

const file = path.join(process.cwd(), 'app', 'fonts', 'fallback-faces.css');
const css = fallbackFaceCss();
if (!existsSync(file) || readFileSync(file, 'utf8') !== css) writeFileSync(file, css);
console.log(`font-fallbacks: ${css.match(/@font-face/g)?.length ?? 0} faces in ${path.relative(process.cwd(), file)}`);
