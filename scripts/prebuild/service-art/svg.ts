/**
 * SVG drawings for the service pages' share images, video posters and walkthrough
 * slides, in the brand palette of app/globals.css. Text is wrapped by an estimate of
 * glyph width, which is close enough for the sans-serif faces librsvg finds.
 */
export const palette = {
  night: '#070b1a',
  brand950: '#111538',
  brand600: '#3447dc',
  brand500: '#4a63f0',
  brand300: '#9cb0fc',
  accent300: '#5eead4',
  accent500: '#14b8a6',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
};
const font = `font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif"`;

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Greedy word wrap to lines of at most `width` pixels at `size`, bold glyphs being wider. */
export function wrap(text: string, width: number, size: number, bold = false, maxLines = 4): string[] {
  const perChar = size * (bold ? 0.58 : 0.52);
  const limit = Math.max(8, Math.floor(width / perChar));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > limit && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s,.;:]+\S*$/, '')}…`;
  }
  return lines;
}

function textBlock(lines: string[], x: number, y: number, size: number, lineHeight: number, attrs: string): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${font} ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

function backdrop(w: number, h: number): string {
  const { night, brand950, brand600, accent500 } = palette;
  const grid = Array.from({ length: Math.ceil(w / 48) }, (_, i) => `<path d="M${i * 48} 0V${h}" />`).join('') +
    Array.from({ length: Math.ceil(h / 48) }, (_, i) => `<path d="M0 ${i * 48}H${w}" />`).join('');
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${night}"/><stop offset="1" stop-color="${brand950}"/></linearGradient>
    <radialGradient id="glowA" cx="${w * 0.85}" cy="${-h * 0.1}" r="${w * 0.6}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${brand600}" stop-opacity="0.6"/><stop offset="1" stop-color="${brand600}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB" cx="${-w * 0.05}" cy="${h * 1.1}" r="${w * 0.45}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${accent500}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent500}" stop-opacity="0"/></radialGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand500}"/><stop offset="1" stop-color="${accent500}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g stroke="#ffffff" stroke-opacity="0.04" stroke-width="1">${grid}</g>
  <rect width="${w}" height="${h}" fill="url(#glowA)"/><rect width="${w}" height="${h}" fill="url(#glowB)"/>`;
}

/** The company mark: an infinity loop in a rounded gradient square, then the name. */
function brand(x: number, y: number, scale = 1): string {
  const s = 56 * scale;
  return `<g transform="translate(${x} ${y})">
    <rect width="${s}" height="${s}" rx="${14 * scale}" fill="url(#mark)"/>
    <path transform="translate(${s / 2} ${s / 2}) scale(${scale})" d="M0 0C-4-7-16-7-16 0S-4 7 0 0 16-7 16 0 4 7 0 0Z" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="${s + 16 * scale}" y="${s * 0.48}" font-size="${24 * scale}" font-weight="700" ${font} fill="#fff">Maninfini</text>
    <text x="${s + 16 * scale}" y="${s * 0.9}" font-size="${15 * scale}" letter-spacing="${3 * scale}" font-weight="700" ${font} fill="${palette.brand300}">AUTOMATION</text>
  </g>`;
}

function chip(x: number, y: number, label: string, size: number): string {
  const width = label.length * size * 0.72 + size * 1.6;
  return `<rect x="${x}" y="${y}" width="${width}" height="${size * 2}" rx="${size}" fill="${palette.accent500}" fill-opacity="0.16" stroke="${palette.accent300}" stroke-opacity="0.45"/>
    <text x="${x + size * 0.8}" y="${y + size * 1.38}" font-size="${size}" font-weight="700" letter-spacing="1" ${font} fill="${palette.accent300}">${escapeXml(label.toUpperCase())}</text>`;
}

export type Card = { eyebrow: string; title: string; body: string; footer: string };

/** A title card: share images (1200×630), video posters and the walkthrough's first and last slides (1280×720). */
export function titleCard(card: Card, w: number, h: number): string {
  const titleSize = Math.round(h * 0.1);
  const titleLines = wrap(card.title, w * 0.8, titleSize, true, 3);
  const bodySize = Math.round(h * 0.043);
  const top = h * 0.36;
  const bodyTop = top + titleLines.length * titleSize * 1.12 + bodySize * 0.9;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${backdrop(w, h)}
    ${brand(w * 0.07, h * 0.08, h / 630)}
    ${chip(w * 0.07, h * 0.24, card.eyebrow, Math.round(h * 0.028))}
    ${textBlock(titleLines, w * 0.07, top + titleSize * 0.9, titleSize, titleSize * 1.12, `font-weight="700" fill="#ffffff"`)}
    ${textBlock(wrap(card.body, w * 0.78, bodySize, false, 3), w * 0.07, bodyTop + bodySize, bodySize, bodySize * 1.45, `fill="${palette.slate300}"`)}
    <text x="${w * 0.07}" y="${h * 0.92}" font-size="${Math.round(h * 0.03)}" ${font} fill="${palette.slate400}">${escapeXml(card.footer)}</text>
  </svg>`;
}

export type StepSlide = { label: string; title: string; body: string; progress: string };

/** One walkthrough slide: a numbered point with its explanation. */
export function stepSlide(slide: StepSlide, w: number, h: number): string {
  const titleSize = Math.round(h * 0.085);
  const titleLines = wrap(slide.title, w * 0.8, titleSize, true, 2);
  const bodySize = Math.round(h * 0.048);
  const bodyTop = h * 0.42 + titleLines.length * titleSize * 1.15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${backdrop(w, h)}
    ${brand(w * 0.07, h * 0.08, h / 900)}
    ${chip(w * 0.07, h * 0.26, slide.label, Math.round(h * 0.026))}
    ${textBlock(titleLines, w * 0.07, h * 0.42 + titleSize * 0.5, titleSize, titleSize * 1.15, `font-weight="700" fill="#ffffff"`)}
    ${textBlock(wrap(slide.body, w * 0.8, bodySize, false, 4), w * 0.07, bodyTop + bodySize * 1.5, bodySize, bodySize * 1.5, `fill="${palette.slate300}"`)}
    <text x="${w * 0.93}" y="${h * 0.92}" text-anchor="end" font-size="${Math.round(h * 0.03)}" ${font} fill="${palette.slate400}">${escapeXml(slide.progress)}</text>
  </svg>`;
}
