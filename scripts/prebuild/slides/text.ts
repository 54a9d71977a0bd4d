/**
 * Text for the drawings made at build time (video slides, posters, share images), set in the
 * site's own typeface, Plus Jakarta Sans, as outlines. The rasteriser (librsvg in sharp)
 * cannot load the site's WOFF2 file and would fall back to whatever sans-serif the build
 * machine has, so every line is laid out here with fontkit from the static WOFF files of
 * @fontsource/plus-jakarta-sans (kerning included) and drawn as SVG paths. Measuring with
 * the real glyphs also makes line wrapping exact.
 *
 * The latin file comes first; characters it lacks (the rupee sign) come from latin-ext. A
 * character neither has stops the build, so no drawing ever shows a missing-glyph box.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { Font, Glyph } from 'fontkit';
import { greedyWrap } from '../../../lib/text/greedy-wrap';

export type Weight = 400 | 500 | 600 | 700 | 800;

const require = createRequire(import.meta.url);
const faces = new Map<Weight, Font[]>();

function facesFor(weight: Weight): Font[] {
  let found = faces.get(weight);
  if (!found) {
    found = ['latin', 'latin-ext'].map((subset) => {
      const file = require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`);
      return fontkit.create(readFileSync(file)) as Font;
    });
    faces.set(weight, found);
  }
  return found;
}

type Run = { font: Font; text: string };

/** Splits text into runs, each set in the first face that has all of its characters. */
function runsOf(text: string, weight: Weight): Run[] {
  const fonts = facesFor(weight);
  const runs: Run[] = [];
  for (const char of text) {
    const font = fonts.find((face) => face.hasGlyphForCodePoint(char.codePointAt(0)!));
    if (!font) throw new Error(`Plus Jakarta Sans has no glyph for "${char}" (U+${char.codePointAt(0)!.toString(16)}) in "${text}"`);
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

type Placed = { glyph: Glyph; x: number; scale: number };

/** Lays a line out from x = 0: each glyph with its horizontal position, in pixels. */
function place(text: string, size: number, weight: Weight, tracking: number): { glyphs: Placed[]; width: number } {
  const glyphs: Placed[] = [];
  let x = 0;
  for (const run of runsOf(text, weight)) {
    const scale = size / run.font.unitsPerEm;
    const laid = run.font.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const position = laid.positions[i]!;
      glyphs.push({ glyph, x: x + position.xOffset * scale, scale });
      x += position.xAdvance * scale + tracking * size;
    });
  }
  return { glyphs, width: glyphs.length ? x - tracking * size : 0 };
}

/** The width of one line, px. `tracking` is extra space after each letter, in em. */
export const measure = (text: string, size: number, weight: Weight = 400, tracking = 0) => place(text, size, weight, tracking).width;

/**
 * Greedy word wrap to lines no wider than `width`; when the text needs more than `maxLines`,
 * the last kept line ends at a word with an ellipsis.
 */
export function wrap(text: string, width: number, size: number, weight: Weight = 400, maxLines = 4): string[] {
  const lines = greedyWrap(text, (line) => measure(line, size, weight) <= width);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (measure(last, size, weight) > width && last.includes(' ')) last = `${last.slice(0, last.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`;
  kept[maxLines - 1] = last;
  return kept;
}

export type TextStyle = { size: number; weight?: Weight; fill: string; tracking?: number; anchor?: 'start' | 'middle' | 'end'; opacity?: number };

/** One line as a single SVG path, its baseline at y; `anchor` places x at its start, middle or end. */
export function textLine(text: string, x: number, y: number, style: TextStyle): string {
  const { glyphs, width } = place(text, style.size, style.weight ?? 400, style.tracking ?? 0);
  const start = style.anchor === 'end' ? x - width : style.anchor === 'middle' ? x - width / 2 : x;
  const d = glyphs
    .map(({ glyph, x: gx, scale }) => glyph.path.scale(scale, -scale).translate(start + gx, y).toSVG())
    .filter(Boolean)
    .join('');
  const opacity = style.opacity === undefined ? '' : ` fill-opacity="${style.opacity}"`;
  return `<path d="${d}" fill="${style.fill}"${opacity}/>`;
}

/** Lines stacked from the first baseline at y, `lineHeight` apart. */
export const textLines = (lines: readonly string[], x: number, y: number, lineHeight: number, style: TextStyle) =>
  lines.map((line, i) => textLine(line, x, y + i * lineHeight, style)).join('');
