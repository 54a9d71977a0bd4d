/**
 * Draws one 1200×630 share card as SVG (rasterised to PNG by sharp/librsvg). Text is SVG
 * text in an installed sans-serif (Liberation Sans / DejaVu Sans on Debian), so lines are
 * wrapped here with approximate glyph widths and a safety margin.
 */
import { OG_HEIGHT as HEIGHT, OG_WIDTH as WIDTH, type OgCard } from '../../../lib/seo/og';
import { greedyWrap } from '../../../lib/text/greedy-wrap';

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/** Brand tokens from app/globals.css (@theme). */
export const colours = {
  night: '#070b1a', brand950: '#111538', brand900: '#1e2566', brand600: '#3447dc', brand500: '#4a63f0',
  brand400: '#6f86f8', brand200: '#c3cffe', accent300: '#5eead4', accent500: '#14b8a6', slate300: '#cbd5e1',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width of text in em for a bold Arial-metric face (Liberation Sans Bold). */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (/[ijl.,:;!|'’ ]/.test(ch)) width += 0.28;
    else if (/[frt()\-\[\]]/.test(ch)) width += 0.36;
    else if (/[mwMW@]/.test(ch)) width += 0.88;
    else if (/[A-Z&%]/.test(ch)) width += 0.7;
    else width += 0.57;
  }
  return width;
}

/** Greedy word wrap to at most maxLines lines; the last kept line ends with an ellipsis when text is cut. */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const lines = greedyWrap(text, (line) => textWidthEm(line) * fontSize <= maxWidth);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.includes(' ') && textWidthEm(`${last}…`) * fontSize > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
  kept[maxLines - 1] = `${last.replace(/[\s,.;:–—-]+$/, '')}…`;
  return kept;
}

/** The largest title size (64 → 44 px) at which the title fits in three lines. */
export function fitTitle(title: string, maxWidth: number): { size: number; lines: string[] } {
  for (const size of [64, 58, 52, 48, 44]) {
    const lines = wrapText(title, size, maxWidth, 3);
    if (!lines.at(-1)!.endsWith('…')) return { size, lines };
  }
  return { size: 44, lines: wrapText(title, 44, maxWidth, 3) };
}

/**
 * The logo mark (public/logo.svg) as an embedded image: the file stays a document of its own, so
 * its gradient ids cannot clash with the card's and nothing has to take its markup apart.
 */
export function logoMark(logoSvg: string, x: number, y: number, size: number): string {
  const href = `data:image/svg+xml;base64,${Buffer.from(logoSvg, 'utf8').toString('base64')}`;
  return `<image x="${x}" y="${y}" width="${size}" height="${size}" href="${href}"/>`;
}

type Brand = { logoSvg: string; host: string; brand: string };
const LEFT = 80;
const TEXT_WIDTH = 820;

/** Everything that is the same on every card: drawn once per build, then reused. */
export function backgroundSvg({ logoSvg, host, brand }: Brand): string {
  const c = colours;
  // Concentric rings and a dot grid on the right echo the infinity mark without competing with the title.
  const rings = [150, 210, 270, 330].map((r, index) => `<circle cx="1080" cy="250" r="${r}" fill="none" stroke="${index % 2 ? c.accent300 : c.brand400}" stroke-opacity="${0.22 - index * 0.04}" stroke-width="2"/>`).join('');
  const dots = Array.from({ length: 6 * 5 }, (_, i) => `<circle cx="${930 + (i % 6) * 34}" cy="${430 + Math.floor(i / 6) * 34}" r="2.5" fill="${c.brand200}" fill-opacity="0.28"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.night}"/><stop offset="0.6" stop-color="${c.brand950}"/><stop offset="1" stop-color="#0a1030"/></linearGradient>
    <radialGradient id="glowA" cx="1020" cy="-40" r="640" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${c.brand500}" stop-opacity="0.5"/><stop offset="1" stop-color="${c.brand900}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB" cx="-60" cy="700" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${c.accent500}" stop-opacity="0.3"/><stop offset="1" stop-color="${c.accent500}" stop-opacity="0"/></radialGradient>
    <linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.brand500}"/><stop offset="1" stop-color="${c.accent500}"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glowA)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glowB)"/>
  ${rings}${dots}
  ${logoMark(logoSvg, LEFT, 64, 64)}
  <text x="${LEFT + 84}" y="107" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(brand)}</text>
  <text x="${LEFT}" y="580" font-family="${FONT}" font-size="22" font-weight="700" fill="${c.brand200}">${escapeXml(host)}</text>
  <rect x="0" y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="url(#bar)"/>
</svg>`;
}

/** The card's own words on a transparent layer, composited over the background. */
export function textSvg(card: OgCard): string {
  const title = fitTitle(card.title, TEXT_WIDTH);
  const titleLineHeight = Math.round(title.size * 1.14);
  // Top-down flow under the logo: eyebrow, title, then as much subtitle as fits above the footer line.
  const eyebrowY = 186;
  const titleTop = eyebrowY + 26 + Math.round(title.size * 0.95);
  const subtitleTop = titleTop + (title.lines.length - 1) * titleLineHeight + 62;
  const subtitleLines = Math.max(0, Math.min(2, Math.floor((530 - subtitleTop) / 38) + 1));
  const subtitle = subtitleLines ? wrapText(card.subtitle, 28, TEXT_WIDTH, subtitleLines) : [];
  const tspans = (lines: string[], top: number, lineHeight: number) =>
    lines.map((line, index) => `<tspan x="${LEFT}" y="${top + index * lineHeight}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <text x="${LEFT}" y="${eyebrowY}" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="2.5" fill="${colours.accent300}">${escapeXml(card.eyebrow.toUpperCase())}</text>
  <text font-family="${FONT}" font-size="${title.size}" font-weight="700" fill="#ffffff">${tspans(title.lines, titleTop, titleLineHeight)}</text>
  <text font-family="${FONT}" font-size="28" fill="${colours.slate300}">${tspans(subtitle, subtitleTop, 38)}</text>
</svg>`;
}
