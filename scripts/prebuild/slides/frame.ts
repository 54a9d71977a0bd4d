/**
 * The canvas every drawn video frame shares (1280×720, shown down to about 358 px wide in a
 * phone's player), and the rules that keep a frame readable there:
 *
 * - Text a viewer must read is never smaller than MIN_TEXT px on the canvas (about 11 px in
 *   the phone's player, twice that on a desktop); mock-up chrome (a phone's header) may be.
 * - The top CAPTION_BAND px hold nothing but the backdrop: the captions are placed on the
 *   player's top line (lib/media/timing.ts), so when a visitor turns them on they never
 *   cover the picture they describe. At the bottom, the player's own controls lie over the
 *   picture while it is paused (a bar of about 15 % of its height on a desktop; on a phone,
 *   Chromium's controls cover more, until the video plays), so nothing a viewer must read sits
 *   in the last CONTROLS_BAND px.
 */
import { CAPTION_BAND_SHARE } from '../../../lib/media/storyboard';
import { backdrop, chip, palette } from './svg';
import { measure, textLine, textLines, wrap, type TextStyle, type Weight } from './text';

export const W = 1280;
export const H = 720;
export const CAPTION_BAND = Math.round(H * CAPTION_BAND_SHARE);
export const CONTROLS_BAND = 108;
export const MIN_TEXT = 38;
/** The left margin and the right edge of the content. */
export const LEFT = 72;
export const RIGHT = W - 72;

export const sizes = { title: 52, note: 46, label: 44, small: 40, message: MIN_TEXT } as const;

export { palette };

/** A whole frame: the backdrop, then the body. (No company mark: the player's controls would cover it, and the page around it is the company's.) */
export const frame = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(W, H)}${body}</svg>`;

/**
 * `text` wrapped to `width` in at most `maxLines` lines. Words in a video are never cut short
 * with an ellipsis: text that does not fit stops the build, naming it, so the storyboard is
 * shortened instead.
 */
export function fit(text: string, width: number, size: number, weight: Weight, maxLines: number): string[] {
  const lines = wrap(text, width, size, weight, Number.MAX_SAFE_INTEGER);
  if (lines.length > maxLines || lines.some((line) => measure(line, size, weight) > width)) {
    throw new Error(`"${text}" does not fit in ${maxLines} line(s) of ${Math.round(width)} px at ${size} px: shorten it in its storyboard`);
  }
  return lines;
}

/** The scene's title under the caption band, with an "Example" chip when the scene is an illustration. Returns where the content may start. */
export function heading(title: string, example: boolean, width = RIGHT - LEFT, maxLines = 1): { svg: string; bottom: number } {
  const first = CAPTION_BAND + sizes.title;
  const lineHeight = sizes.title * 1.12;
  const lines = fit(title, width, sizes.title, 800, maxLines);
  const last = lines.at(-1)!;
  const baseline = first + (lines.length - 1) * lineHeight;
  let svg = textLines(lines, LEFT, first, lineHeight, { size: sizes.title, weight: 800, fill: '#ffffff' });
  // The chip follows the title's last line, or goes under it when the line is full.
  const chipSize = 30;
  const chipWidth = measure('EXAMPLE', chipSize, 700, 0.06) + chipSize * 1.6;
  const after = LEFT + measure(last, sizes.title, 800) + 28;
  if (example && after + chipWidth <= LEFT + width) svg += chip(after, baseline - 48, 'Example', chipSize);
  else if (example) return { svg: svg + chip(LEFT, baseline + 24, 'Example', chipSize), bottom: baseline + 24 + chipSize * 2 + 20 };
  return { svg, bottom: baseline + 24 };
}

/** A paragraph wrapped to `width`, at most `maxLines` lines; returns its drawing and the y below it. */
export function paragraph(text: string, x: number, y: number, width: number, style: TextStyle, maxLines = 4): { svg: string; bottom: number } {
  const lineHeight = style.size * 1.25;
  const lines = fit(text, width, style.size, style.weight ?? 400, maxLines);
  return { svg: textLines(lines, x, y + style.size, lineHeight, style), bottom: y + style.size + (lines.length - 1) * lineHeight + style.size * 0.35 };
}

/** A phone's outline and screen, header bar included; returns the screen's inner box below the bar. */
export function phone(x: number, y: number, width: number, height: number, header: { title: string; subtitle: string; colour: string; screen?: string }) {
  const bar = 92;
  const svg = `<rect x="${x - 10}" y="${y - 10}" width="${width + 20}" height="${height + 20}" rx="44" fill="#0b1220" stroke="#ffffff" stroke-opacity="0.22" stroke-width="2"/>
    <clipPath id="screen"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="34"/></clipPath>
    <g clip-path="url(#screen)"><rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${header.screen ?? '#efeae2'}"/>
    <rect x="${x}" y="${y}" width="${width}" height="${bar}" fill="${header.colour}"/>
    <circle cx="${x + 50}" cy="${y + bar / 2}" r="26" fill="#ffffff" fill-opacity="0.92"/>
    ${textLine(header.title.slice(0, 1), x + 50, y + bar / 2 + 11, { size: 30, weight: 800, fill: header.colour, anchor: 'middle' })}
    ${textLine(header.title, x + 92, y + bar / 2 - 4, { size: 32, weight: 700, fill: '#fff' })}
    ${textLine(header.subtitle, x + 92, y + bar / 2 + 28, { size: 24, fill: '#ffffff', opacity: 0.85 })}`;
  return { open: svg, close: '</g>', inner: { x: x + 22, y: y + bar + 20, width: width - 44, bottom: y + height - 16 } };
}
