/**
 * Slides that show more than one point at once: a list (the services, the products), a row
 * of figures (the claims) and a WhatsApp conversation on a phone (the chatbot demo). Same
 * backdrop, mark and typeface as the walkthrough slides in svg.ts.
 */
import { backdrop, brand, chip, palette } from './svg';
import { measure, textLine, textLines, wrap } from './text';

const open = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${backdrop(w, h)}`;

/** The label chip, the title, and the mark in the corner, as every panel starts. */
function heading(label: string, title: string, w: number, h: number, width = 0.86): { svg: string; bottom: number } {
  const size = Math.round(h * 0.07);
  const lines = wrap(title, w * width, size, 800, 2);
  const top = h * 0.3 + size;
  return {
    svg: `${brand(w * 0.07, h * 0.08, h / 900)}${chip(w * 0.07, h * 0.19, label, Math.round(h * 0.024))}${textLines(lines, w * 0.07, top, size * 1.15, { size, weight: 800, fill: '#fff' })}`,
    bottom: top + (lines.length - 1) * size * 1.15,
  };
}

export type ListPanel = { label: string; title: string; items: readonly string[]; columns: 1 | 2 | 3 };

/** A titled list, each item behind a tick, in one to three columns. */
export function listPanel(panel: ListPanel, w: number, h: number): string {
  const head = heading(panel.label, panel.title, w, h);
  const size = Math.round(h * (panel.columns === 1 ? 0.042 : 0.034));
  const rows = Math.ceil(panel.items.length / panel.columns);
  const colWidth = (w * 0.86) / panel.columns;
  const rowHeight = Math.min(size * 2.6, (h * 0.9 - head.bottom - size * 2) / rows);
  const items = panel.items
    .map((item, i) => {
      const x = w * 0.07 + Math.floor(i / rows) * colWidth;
      const y = head.bottom + size * 2.4 + (i % rows) * rowHeight;
      const tick = `<circle cx="${x + size * 0.6}" cy="${y - size * 0.35}" r="${size * 0.6}" fill="${palette.accent500}" fill-opacity="0.2"/><path d="M${x + size * 0.33} ${y - size * 0.35}l${size * 0.2} ${size * 0.2} ${size * 0.36}-${size * 0.42}" fill="none" stroke="${palette.accent300}" stroke-width="${size * 0.12}" stroke-linecap="round" stroke-linejoin="round"/>`;
      const text = wrap(item, colWidth - size * 2.4, size, 600, 1)[0]!;
      return `${tick}${textLine(text, x + size * 1.7, y, { size, weight: 600, fill: palette.slate300 })}`;
    })
    .join('');
  return `${open(w, h)}${head.svg}${items}</svg>`;
}

export type FiguresPanel = { label: string; title: string; figures: readonly { value: string; label: string }[] };

/** A row of figures, each a large value over its label, in tiles. */
export function figuresPanel(panel: FiguresPanel, w: number, h: number): string {
  const head = heading(panel.label, panel.title, w, h);
  const gap = w * 0.015;
  const tile = (w * 0.86 - gap * (panel.figures.length - 1)) / panel.figures.length;
  const top = head.bottom + h * 0.1;
  const valueSize = Math.round(h * 0.085);
  const labelSize = Math.round(h * 0.028);
  const tiles = panel.figures
    .map((figure, i) => {
      const x = w * 0.07 + i * (tile + gap);
      const label = wrap(figure.label, tile - labelSize * 2, labelSize, 500, 2);
      return `<rect x="${x}" y="${top}" width="${tile}" height="${h * 0.3}" rx="${h * 0.03}" fill="#ffffff" fill-opacity="0.06" stroke="#ffffff" stroke-opacity="0.12"/>
        ${textLine(figure.value, x + labelSize, top + h * 0.06 + valueSize * 0.8, { size: valueSize, weight: 800, fill: '#fff' })}
        ${textLines(label, x + labelSize, top + h * 0.21, labelSize * 1.35, { size: labelSize, weight: 500, fill: palette.slate300 })}`;
    })
    .join('');
  return `${open(w, h)}${head.svg}${tiles}</svg>`;
}

export type ChatMessage = { from: 'customer' | 'bot'; text: string };
export type ChatPanel = { label: string; title: string; body: string; business: string; messages: readonly ChatMessage[] };

/** The conversation so far on a phone at the right, with the point it makes at the left. */
export function chatPanel(panel: ChatPanel, w: number, h: number): string {
  const head = heading(panel.label, panel.title, w, h, 0.5);
  const bodySize = Math.round(h * 0.036);
  const body = textLines(wrap(panel.body, w * 0.46, bodySize, 400, 5), w * 0.07, head.bottom + bodySize * 2.2, bodySize * 1.5, { size: bodySize, fill: palette.slate300 });
  const phone = { x: w * 0.6, y: h * 0.07, width: w * 0.33, height: h * 0.93 };
  const pad = phone.width * 0.06;
  const bar = h * 0.11;
  const size = Math.round(h * 0.029);
  const lineHeight = size * 1.35;
  let y = phone.y + bar + pad;
  const bubbles = panel.messages
    .map((message) => {
      const lines = wrap(message.text, phone.width * 0.62, size, 500, 4);
      const width = Math.max(...lines.map((line) => measure(line, size, 500))) + size * 1.6;
      const height = lines.length * lineHeight + size * 1.1;
      const x = message.from === 'customer' ? phone.x + phone.width - pad - width : phone.x + pad;
      const fill = message.from === 'customer' ? '#d9fdd3' : '#ffffff';
      const bubble = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${size * 0.7}" fill="${fill}"/>${textLines(lines, x + size * 0.8, y + size * 1.45, lineHeight, { size, weight: 500, fill: '#0b1220' })}`;
      y += height + size * 0.7;
      return bubble;
    })
    .join('');
  const frame = `<rect x="${phone.x - 10}" y="${phone.y - 10}" width="${phone.width + 20}" height="${phone.height + 40}" rx="44" fill="#0b1220" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>
    <clipPath id="screen"><rect x="${phone.x}" y="${phone.y}" width="${phone.width}" height="${phone.height + 20}" rx="36"/></clipPath>
    <g clip-path="url(#screen)"><rect x="${phone.x}" y="${phone.y}" width="${phone.width}" height="${phone.height + 20}" fill="#efeae2"/>
    <rect x="${phone.x}" y="${phone.y}" width="${phone.width}" height="${bar}" fill="#0b7a3e"/>
    <circle cx="${phone.x + pad + size}" cy="${phone.y + bar / 2}" r="${size}" fill="#ffffff" fill-opacity="0.9"/>
    ${textLine(panel.business.slice(0, 1), phone.x + pad + size, phone.y + bar / 2 + size * 0.38, { size: size * 1.1, weight: 800, fill: '#0b7a3e', anchor: 'middle' })}
    ${textLine(panel.business, phone.x + pad + size * 2.6, phone.y + bar / 2 - size * 0.05, { size: size * 1.05, weight: 700, fill: '#fff' })}
    ${textLine('automated replies', phone.x + pad + size * 2.6, phone.y + bar / 2 + size * 1.15, { size: size * 0.8, fill: '#ffffff', opacity: 0.8 })}
    ${bubbles}</g>`;
  return `${open(w, h)}${head.svg}${body}${frame}</svg>`;
}
