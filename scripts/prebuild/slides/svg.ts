/**
 * The pieces every drawn video frame and poster shares (frame.ts composes them): the brand
 * palette of app/globals.css, the backdrop and the label chip, in the
 * site's typeface (text.ts draws every line as outlines).
 */
import { measure, textLine } from './text';

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
export function backdrop(w: number, h: number): string {
  const { night, brand950, brand600, accent500 } = palette;
  const grid = Array.from({ length: Math.ceil(w / 48) }, (_, i) => `<path d="M${i * 48} 0V${h}" />`).join('') +
    Array.from({ length: Math.ceil(h / 48) }, (_, i) => `<path d="M0 ${i * 48}H${w}" />`).join('');
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${night}"/><stop offset="1" stop-color="${brand950}"/></linearGradient>
    <radialGradient id="glowA" cx="${w * 0.85}" cy="${-h * 0.1}" r="${w * 0.6}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${brand600}" stop-opacity="0.6"/><stop offset="1" stop-color="${brand600}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB" cx="${-w * 0.05}" cy="${h * 1.1}" r="${w * 0.45}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${accent500}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent500}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g stroke="#ffffff" stroke-opacity="0.04" stroke-width="1">${grid}</g>
  <rect width="${w}" height="${h}" fill="url(#glowA)"/><rect width="${w}" height="${h}" fill="url(#glowB)"/>`;
}

export function chip(x: number, y: number, label: string, size: number): string {
  const text = label.toUpperCase();
  const width = measure(text, size, 700, 0.06) + size * 1.6;
  return `<rect x="${x}" y="${y}" width="${width}" height="${size * 2}" rx="${size}" fill="${palette.accent500}" fill-opacity="0.16" stroke="${palette.accent300}" stroke-opacity="0.45"/>
    ${textLine(text, x + size * 0.8, y + size * 1.38, { size, weight: 700, tracking: 0.06, fill: palette.accent300 })}`;
}
