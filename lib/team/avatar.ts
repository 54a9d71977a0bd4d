/**
 * Generated avatars for the leadership and technical team: the company publishes no
 * photos, so each person gets an initials disc on a brand gradient. Pure (returns SVG
 * text) so the writer script and the test that guards the committed files agree.
 */
import { initials } from './roster';

const palettes: readonly (readonly [string, string])[] = [
  ['#2a37b8', '#14b8a6'],
  ['#1e2566', '#4a63f0'],
  ['#0f766e', '#3447dc'],
  ['#3447dc', '#6f86f8'],
  ['#111538', '#0d9488'],
];

/** A stable small hash so a person keeps their colours when the list order changes. */
export function nameHash(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export function avatarSvg(name: string): string {
  const [from, to] = palettes[nameHash(name) % palettes.length] as readonly [string, string];
  const angle = (nameHash(name) >>> 3) % 360;
  const text = initials(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">',
    `<title>${escapeXml(name)}</title>`,
    '<defs>',
    `<linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<radialGradient id="l" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    '<rect width="240" height="240" fill="url(#g)"/>',
    '<rect width="240" height="240" fill="url(#l)"/>',
    '<circle cx="120" cy="120" r="92" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>',
    '<circle cx="120" cy="120" r="70" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="2"/>',
    `<text x="120" y="121" text-anchor="middle" dominant-baseline="central" fill="#fff" font-family="'Plus Jakarta Sans',system-ui,-apple-system,'Segoe UI',sans-serif" font-size="76" font-weight="700" letter-spacing="2">${escapeXml(text)}</text>`,
    '</svg>',
    '',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
