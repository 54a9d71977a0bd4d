/**
 * Writes the company brochure as a small PDF from the facts in content/ (the build
 * step scripts/prebuild/30-brochure.ts calls it), so the brochure can never disagree
 * with the site. Standard PDF fonts only: no font files, no dependencies, and the same
 * input always gives the same bytes.
 */

import { greedyWrap } from '@/lib/text/greedy-wrap';

export type BrochureSection = { heading: string; paragraphs: readonly { title?: string; text: string }[] };
export type BrochureData = {
  title: string;
  tagline: string;
  subtitle: string;
  sections: readonly BrochureSection[];
  footer: string;
};

const PAGE = { width: 595, height: 842, margin: 56 } as const;
// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics.
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The standard fonts speak WinAnsi; typographic characters are written as their ASCII cousins. */
export function toPdfText(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u20B9/g, 'Rs ')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7E]/g, '?');
}

export function textWidth(text: string, size: number, bold = false): number {
  const units = [...text].reduce((sum, ch) => sum + (WIDTHS[ch.charCodeAt(0) - 32] ?? 556), 0);
  // Helvetica-Bold runs about 6% wider; wrapping only needs to stay inside the margin.
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

export function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  return greedyWrap(text, (line) => textWidth(line, size, bold) <= maxWidth);
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

const NIGHT = rgb('#070b1a');
const BRAND = rgb('#3447dc');
const INK = rgb('#0b1220');
const SLATE = rgb('#475569');

export function buildBrochurePdf(data: BrochureData): string {
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = 0;
  const width = PAGE.width - 2 * PAGE.margin;
  const text = (value: string, x: number, size: number, colour: string, bold = false) =>
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${colour} rg ${x} ${y.toFixed(1)} Td (${escape(toPdfText(value))}) Tj ET`);
  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = PAGE.height - PAGE.margin;
    ops.push(`${BRAND} rg 0 ${PAGE.height - 6} ${PAGE.width} 6 re f`);
  };
  const ensure = (space: number) => {
    if (y - space < PAGE.margin + 24) newPage();
  };

  newPage();
  ops.push(`${NIGHT} rg 0 ${PAGE.height - 230} ${PAGE.width} 230 re f`, `${BRAND} rg ${PAGE.margin} ${PAGE.height - 200} 64 4 re f`);
  y = PAGE.height - 110;
  text(data.title, PAGE.margin, 30, '1 1 1', true);
  y -= 30;
  for (const line of wrap(toPdfText(data.tagline), 14, width)) {
    text(line, PAGE.margin, 14, rgb('#c3cffe'));
    y -= 20;
  }
  y = PAGE.height - 190;
  text(data.subtitle, PAGE.margin, 11, rgb('#5eead4'), true);
  y = PAGE.height - 280;

  for (const section of data.sections) {
    ensure(60);
    text(section.heading, PAGE.margin, 16, BRAND, true);
    y -= 24;
    for (const paragraph of section.paragraphs) {
      const lines = wrap(toPdfText(paragraph.text), 10.5, width);
      ensure(16 * lines.length + (paragraph.title ? 18 : 0));
      if (paragraph.title) {
        text(paragraph.title, PAGE.margin, 11.5, INK, true);
        y -= 16;
      }
      for (const line of lines) {
        text(line, PAGE.margin, 10.5, SLATE);
        y -= 15;
      }
      y -= 8;
    }
    y -= 12;
  }

  pages.forEach((page, index) => {
    const footer = `${data.footer}   |   ${index + 1} / ${pages.length}`;
    page.push(`BT /F1 8.5 Tf ${SLATE} rg ${PAGE.margin} 30 Td (${escape(toPdfText(footer))}) Tj ET`);
  });
  return assemble(pages.map((page) => page.join('\n')), `${data.title} - ${data.subtitle}`);
}

/** Lays out the objects and the cross-reference table byte by byte. */
function assemble(contents: string[], title: string): string {
  const objects: string[] = [];
  const pageIds = contents.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contents.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  contents.forEach((stream, i) => {
    const id = pageIds[i] as number;
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info << /Title (${escape(toPdfText(title))}) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}
