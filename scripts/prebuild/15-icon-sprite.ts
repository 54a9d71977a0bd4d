// Writes the icon sprite (lib/icons/sprite.ts) to components/ui/icons.svg, which
// components/ui/icons.tsx imports: the bundler gives it a content-hashed address under
// /_next/static/, cached for good. The shapes are drawn by lucide-react's own components, so the
// sprite holds exactly what its inline icons drew. Generated, not committed; rewritten only when it
// changes, so the development server does not reload for nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { ICON_NAMES, lucideExportName, spriteSvg } from '../../lib/icons/sprite';

const target = path.resolve(import.meta.dirname, '..', '..', 'components', 'ui', 'icons.svg');
const library = lucide as unknown as Record<string, ComponentType | undefined>;

const rendered = ICON_NAMES.map((name) => {
  const icon = library[lucideExportName(name)];
  if (!icon) throw new Error(`icon-sprite: lucide-react has no icon ${lucideExportName(name)} (for '${name}')`);
  // React closes every shape with an end tag; in SVG an empty element may close itself.
  const svg = renderToStaticMarkup(createElement(icon)).replace(/><\/(path|rect|circle|ellipse|line|polyline|polygon)>/g, '/>');
  return { name, svg };
});
const sprite = spriteSvg(rendered);
if (!existsSync(target) || readFileSync(target, 'utf8') !== sprite) writeFileSync(target, sprite);
console.log(`icon-sprite: ${ICON_NAMES.length} icons, ${(Buffer.byteLength(sprite) / 1024).toFixed(1)} KB`);
