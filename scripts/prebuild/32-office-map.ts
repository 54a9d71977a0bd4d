// Draws the contact section's map preview (public/media/office-map.svg): a plain street-plan
// picture with the office pin, the city and the office's coordinates from content/site.ts, set
// in the site's typeface. It stands in for Google's map, which loads only when the visitor
// presses Show map, so a visit sends nothing to Google until then. The picture is not a
// survey of the streets; the address and the directions link beside it are the facts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { location } from '../../content/site';
import { textLine } from './slides/text';

const W = 800;
const H = 500;
const root = path.resolve(import.meta.dirname, '..', '..');

const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;

function drawing(): string {
  const roads = [
    'M-20 330 C160 260 300 300 420 290 S660 230 820 250',
    'M140 -20 L230 520',
    'M520 -20 L600 520',
    'M-20 120 L820 170',
    'M-20 430 L820 400',
  ];
  const lanes = ['M360 -20 L380 520', 'M-20 220 L820 245', 'M680 -20 L720 520', 'M40 -20 L70 520'];
  const blocks = [
    [250, 20, 100, 70],
    [420, 60, 80, 90],
    [30, 150, 90, 60],
    [620, 280, 120, 80],
    [260, 350, 90, 40],
  ];
  const pin = { x: W / 2, y: H / 2 - 10 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#eef2ff"/>
  ${blocks.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#e0e7ff"/>`).join('')}
  <circle cx="660" cy="90" r="55" fill="#ccfbf1"/>
  <g fill="none" stroke="#ffffff" stroke-linecap="round">
    ${roads.map((d) => `<path d="${d}" stroke-width="20"/>`).join('')}
    ${lanes.map((d) => `<path d="${d}" stroke-width="9"/>`).join('')}
  </g>
  <path d="M-20 330 C160 260 300 300 420 290 S660 230 820 250" fill="none" stroke="#c3cffe" stroke-width="3" stroke-dasharray="14 12"/>
  <circle cx="${pin.x}" cy="${pin.y + 46}" r="26" fill="#4a63f0" fill-opacity="0.18"/>
  <path d="M${pin.x} ${pin.y + 46}c-6-14-34-34-34-58a34 34 0 0 1 68 0c0 24-28 44-34 58z" fill="#3447dc" stroke="#ffffff" stroke-width="4"/>
  <circle cx="${pin.x}" cy="${pin.y - 12}" r="12" fill="#ffffff"/>
  <rect x="24" y="24" width="300" height="72" rx="16" fill="#ffffff" fill-opacity="0.92"/>
  ${textLine(location.locality, 44, 56, { size: 24, weight: 800, fill: '#0b1220' })}
  ${textLine(`${coordinate(location.lat, 'N', 'S')}, ${coordinate(location.lng, 'E', 'W')}`, 44, 82, { size: 16, weight: 500, fill: '#475569' })}
</svg>
`;
}

const file = path.join(root, 'public/media/office-map.svg');
writeFileSync(file, drawing());
console.log(`office-map: ${path.relative(root, file)}`);
