// One abstract motif per blog category, drawn in SVG with the brand palette of
// app/globals.css. Each motif returns its markup and the point the background glow
// should centre on. Shapes only, no text, so the covers render identically on any machine.

import { palette, f, between, glowDot, hexPath, type Rng } from './primitives';

export { palette };
const { brand, accent } = palette;

function neuralNetwork(rng: Rng) {
  const layers = [4, 6, 7, 6, 3];
  const x0 = 620;
  const x1 = 1460;
  const gap = 78;
  const nodes = layers.map((count, i) => {
    const x = x0 + ((x1 - x0) * i) / (layers.length - 1);
    return Array.from({ length: count }, (_, j) => ({ x, y: 450 + (j - (count - 1) / 2) * gap, lit: false }));
  });
  // A few signal paths run from input to output; they carry the colour, the rest stays faint.
  const hotEdges = new Set();
  for (let chain = 0; chain < 3; chain++) {
    let prev = Math.floor(rng() * layers[0]!);
    nodes[0]![prev]!.lit = true;
    for (let i = 1; i < layers.length; i++) {
      const next = Math.floor(rng() * layers[i]!);
      hotEdges.add(`${i - 1}:${prev}:${next}`);
      nodes[i]![next]!.lit = true;
      prev = next;
    }
  }
  let lines = '';
  let hot = '';
  for (let i = 0; i < nodes.length - 1; i++) {
    nodes[i]!.forEach((a, ai) => {
      nodes[i + 1]!.forEach((b, bi) => {
        const path = `M${f(a.x)} ${f(a.y)} C${f((a.x + b.x) / 2)} ${f(a.y)} ${f((a.x + b.x) / 2)} ${f(b.y)} ${f(b.x)} ${f(b.y)}`;
        if (hotEdges.has(`${i}:${ai}:${bi}`)) hot += `<path d="${path}" stroke="url(#stroke)" stroke-width="2.6" fill="none"/>`;
        else lines += `<path d="${path}" stroke="${brand[300]}" stroke-width="1" fill="none" opacity="${f(between(rng, 0.07, 0.2))}"/>`;
      });
    });
  }
  const dots = nodes
    .flat()
    .map((n) => (n.lit ? glowDot(n.x, n.y, 10) : `<circle cx="${f(n.x)}" cy="${f(n.y)}" r="9" fill="${brand[950]}" stroke="${brand[300]}" stroke-width="2.5"/>`))
    .join('');
  return { focus: { x: 1040, y: 450 }, svg: `<g>${lines}</g><g filter="url(#blur)" opacity="0.6">${hot}</g><g>${hot}</g><g>${dots}</g>` };
}

function quantum(rng: Rng) {
  const cx = 1080;
  const cy = 450;
  const r = 270;
  let orbits = '';
  for (let i = 0; i < 5; i++) {
    const angle = -60 + i * 30 + between(rng, -6, 6);
    const ry = between(rng, 50, 110);
    orbits += `<ellipse cx="${cx}" cy="${cy}" rx="${r + 60 + i * 18}" ry="${f(ry)}" transform="rotate(${f(angle)} ${cx} ${cy})" fill="none" stroke="url(#stroke)" stroke-width="${i === 2 ? 2.5 : 1.2}" opacity="${i === 2 ? 0.9 : 0.45}"/>`;
  }
  const theta = between(rng, -1.1, -0.5);
  const tipX = cx + r * 0.8 * Math.cos(theta);
  const tipY = cy + r * 0.8 * Math.sin(theta);
  let waves = '';
  for (let k = 0; k < 3; k++) {
    const phase = between(rng, 0, Math.PI * 2);
    const amp = 26 + k * 10;
    const pts = Array.from({ length: 81 }, (_, i) => {
      const x = 80 + (i * 1600) / 80;
      return `${f(x)},${f(790 + amp * Math.sin(x / (70 + k * 22) + phase) * Math.sin(x / 900))}`;
    }).join(' ');
    waves += `<polyline points="${pts}" fill="none" stroke="url(#strokeH)" stroke-width="${2 - k * 0.4}" opacity="${0.75 - k * 0.2}"/>`;
  }
  const sphere = `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${brand[950]}" fill-opacity="0.35" stroke="${brand[300]}" stroke-width="2" opacity="0.8"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.26}" fill="none" stroke="${brand[300]}" stroke-dasharray="6 8" opacity="0.5"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${r * 0.26}" ry="${r}" fill="none" stroke="${brand[300]}" stroke-dasharray="6 8" opacity="0.35"/>
    <line x1="${cx}" y1="${cy - r - 30}" x2="${cx}" y2="${cy + r + 30}" stroke="${brand[200]}" opacity="0.3"/>
    <line x1="${cx}" y1="${cy}" x2="${f(tipX)}" y2="${f(tipY)}" stroke="${accent[300]}" stroke-width="4" stroke-linecap="round"/>`;
  return { focus: { x: cx, y: cy }, svg: `${waves}${orbits}${sphere}${glowDot(tipX, tipY, 11)}${glowDot(cx, cy, 6, 'blue')}` };
}

function voice(rng: Rng) {
  const bars = 58;
  const x0 = 560;
  const span = 960;
  let out = '';
  for (let i = 0; i < bars; i++) {
    const t = i / (bars - 1);
    const envelope = Math.exp(-((t - 0.55) ** 2) / 0.06);
    const h = 24 + 520 * envelope * (0.45 + 0.55 * Math.abs(Math.sin(i * 0.9 + rng() * 0.8)));
    const x = x0 + t * span;
    out += `<rect x="${f(x - 5)}" y="${f(450 - h / 2)}" width="10" height="${f(h)}" rx="5" fill="url(#stroke)" opacity="${f(0.45 + 0.55 * envelope)}"/>`;
  }
  let rings = '';
  for (let i = 0; i < 6; i++) {
    const radius = 120 + i * 70;
    rings += `<path d="M${1180 + radius * Math.cos(-0.7)} ${450 + radius * Math.sin(-0.7)} A${radius} ${radius} 0 0 1 ${f(1180 + radius * Math.cos(0.7))} ${f(450 + radius * Math.sin(0.7))}" transform="translate(60 0)" fill="none" stroke="${accent[300]}" stroke-width="2" opacity="${f(0.5 - i * 0.07)}" stroke-linecap="round"/>`;
  }
  const baseline = `<line x1="${x0 - 60}" y1="450" x2="${x0 + span + 60}" y2="450" stroke="url(#strokeH)" stroke-width="1.5" opacity="0.6"/>`;
  return { focus: { x: 1060, y: 450 }, svg: `${rings}${baseline}<g filter="url(#blur)" opacity="0.35">${out}</g>${out}` };
}

function healthcare(rng: Rng) {
  let hexes = '';
  const r = 54;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 10; col++) {
      const cx = 760 + col * r * Math.sqrt(3) + (row % 2) * ((r * Math.sqrt(3)) / 2);
      const cy = 90 + row * r * 1.5;
      const d = Math.hypot(cx - 1160, cy - 450);
      if (d > 480 || rng() < 0.25) continue;
      const lit = rng() < 0.1;
      hexes += `<path d="${hexPath(cx, cy, r - 6)}" fill="${lit ? accent[500] : 'none'}" fill-opacity="${lit ? 0.18 : 0}" stroke="${brand[300]}" stroke-width="1.2" opacity="${f(0.5 - d / 1100)}"/>`;
    }
  }
  const beat: [dx: number, dy: number][] = [[0, 0], [30, -18], [48, 0], [70, 0], [82, 30], [100, -230], [120, 90], [138, 0], [176, 0], [206, -46], [240, 0]];
  let ecg = 'M40 470';
  for (let x = 40; x < 1700; ) {
    const flat = between(rng, 90, 150);
    ecg += ` L${f(x + flat)} 470`;
    x += flat;
    for (const [dx, dy] of beat) ecg += ` L${f(x + dx)} ${f(470 + dy)}`;
    x += 240;
  }
  const cross = `<g transform="translate(1160 450)" opacity="0.95">
    <circle r="120" fill="${brand[950]}" fill-opacity="0.6" stroke="url(#stroke)" stroke-width="3"/>
    <path d="M-22 -70 H22 V-22 H70 V22 H22 V70 H-22 V22 H-70 V-22 H-22 Z" fill="url(#stroke)" opacity="0.9"/></g>`;
  const line = `<path d="${ecg}" fill="none" stroke="url(#strokeH)" stroke-width="4" stroke-linejoin="round"/>`;
  return { focus: { x: 1160, y: 450 }, svg: `${hexes}${cross}<g filter="url(#blur)">${line}</g>${line}` };
}

function edge(rng: Rng) {
  const hub = { x: 1180, y: 430 };
  const nodes = [];
  for (let ring = 1; ring <= 3; ring++) {
    const count = ring * 6;
    for (let i = 0; i < count; i++) {
      const a = (Math.PI * 2 * i) / count + ring * 0.4 + between(rng, -0.08, 0.08);
      const rad = ring * 125 + between(rng, -18, 18);
      nodes.push({ x: hub.x + rad * Math.cos(a), y: hub.y + rad * Math.sin(a) * 0.92, ring });
    }
  }
  let links = '';
  for (const n of nodes) {
    const near = nodes.filter((m) => m !== n && Math.hypot(m.x - n.x, m.y - n.y) < 150);
    for (const m of near.slice(0, 2)) links += `<line x1="${f(n.x)}" y1="${f(n.y)}" x2="${f(m.x)}" y2="${f(m.y)}" stroke="${brand[300]}" stroke-width="1" opacity="0.25"/>`;
    if (n.ring === 1) links += `<line x1="${hub.x}" y1="${hub.y}" x2="${f(n.x)}" y2="${f(n.y)}" stroke="url(#stroke)" stroke-width="2.2" opacity="0.8"/>`;
  }
  const gateways = nodes.filter((n) => n.ring === 1);
  let spokes = '';
  for (const g of gateways) {
    const outer = nodes.filter((n) => n.ring > 1 && Math.hypot(n.x - g.x, n.y - g.y) < 200);
    for (const o of outer) spokes += `<line x1="${f(g.x)}" y1="${f(g.y)}" x2="${f(o.x)}" y2="${f(o.y)}" stroke="${accent[300]}" stroke-width="1.4" stroke-dasharray="3 7" opacity="0.55"/>`;
  }
  const dots = nodes
    .map((n) => (n.ring === 1 ? glowDot(n.x, n.y, 10) : `<rect x="${f(n.x - 7)}" y="${f(n.y - 7)}" width="14" height="14" rx="3" fill="${brand[950]}" stroke="${brand[300]}" stroke-width="2" opacity="${n.ring === 3 ? 0.65 : 0.9}"/>`))
    .join('');
  const core = `<path d="${hexPath(hub.x, hub.y, 62)}" fill="${brand[700]}" fill-opacity="0.55" stroke="url(#stroke)" stroke-width="3"/>
    <path d="${hexPath(hub.x, hub.y, 30)}" fill="url(#stroke)" opacity="0.9"/>`;
  return { focus: hub, svg: `${links}${spokes}${dots}${core}` };
}

function vision(rng: Rng) {
  const cx = 1120;
  const cy = 450;
  let rings = '';
  [300, 250, 200].forEach((r, i) => {
    rings += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${i === 1 ? 'url(#stroke)' : brand[300]}" stroke-width="${i === 1 ? 3 : 1.2}" opacity="${i === 1 ? 0.9 : 0.35}" ${i === 0 ? 'stroke-dasharray="2 10"' : ''}/>`;
  });
  let blades = '';
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i;
    const p = (ang: number, rad: number) => `${f(cx + rad * Math.cos(ang))},${f(cy + rad * Math.sin(ang))}`;
    blades += `<path d="M${p(a, 190)} L${p(a + 0.78, 190)} L${p(a + 0.5, 70)} Z" fill="${i % 2 ? brand[600] : brand[700]}" fill-opacity="0.55" stroke="${brand[300]}" stroke-opacity="0.5"/>`;
  }
  const pupil = `<circle cx="${cx}" cy="${cy}" r="70" fill="${palette.night}" stroke="${accent[300]}" stroke-width="2"/>${glowDot(cx - 22, cy - 22, 10)}`;
  const box = (x: number, y: number, w: number, h: number, c: string) => {
    const l = 26;
    return `<path d="M${x} ${y + l} V${y} H${x + l} M${x + w - l} ${y} H${x + w} V${y + l} M${x + w} ${y + h - l} V${y + h} H${x + w - l} M${x + l} ${y + h} H${x} V${y + h - l}" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}" fill-opacity="0.06" stroke="${c}" stroke-opacity="0.3"/>`;
  };
  let scan = '';
  for (let y = 120; y <= 780; y += 22) scan += `<line x1="620" y1="${y}" x2="1700" y2="${y}" stroke="${brand[300]}" stroke-width="1" opacity="${y === 450 ? 0 : 0.05}"/>`;
  const sweepY = f(between(rng, 300, 380));
  const sweep = `<rect x="620" y="${sweepY}" width="1080" height="3" fill="url(#strokeH)" opacity="0.9"/>`;
  const boxes = box(700, 150, 180, 150, accent[300]) + box(1380, 560, 150, 190, brand[300]) + box(f(cx - 330), f(cy - 330), 660, 660, brand[200]);
  return { focus: { x: cx, y: cy }, svg: `${scan}${rings}${blades}${pupil}${boxes}${sweep}` };
}

function jamming(rng: Rng) {
  const cx = 1150;
  const cy = 450;
  let radar = '';
  for (let r = 80; r <= 400; r += 80) radar += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${brand[300]}" stroke-width="1.3" opacity="${f(0.55 - r / 1000)}"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 6) * i;
    radar += `<line x1="${cx}" y1="${cy}" x2="${f(cx + 400 * Math.cos(a))}" y2="${f(cy + 400 * Math.sin(a))}" stroke="${brand[300]}" opacity="0.12"/>`;
  }
  const a0 = between(rng, -1.2, -0.6);
  const sweep = `<path d="M${cx} ${cy} L${f(cx + 400 * Math.cos(a0))} ${f(cy + 400 * Math.sin(a0))} A400 400 0 0 1 ${f(cx + 400 * Math.cos(a0 + 0.7))} ${f(cy + 400 * Math.sin(a0 + 0.7))} Z" fill="${accent[400]}" opacity="0.18"/>
    <line x1="${cx}" y1="${cy}" x2="${f(cx + 400 * Math.cos(a0 + 0.7))}" y2="${f(cy + 400 * Math.sin(a0 + 0.7))}" stroke="${accent[300]}" stroke-width="3"/>`;
  let clean = '';
  let noisy = '';
  for (let i = 0; i <= 240; i++) {
    const x = 60 + i * 7;
    const y = 450 + 60 * Math.sin(x / 45);
    const jam = Math.exp(-((x - 1000) ** 2) / 60000);
    clean += `${f(x)},${f(y * (1 - jam) + 450 * jam + (rng() - 0.5) * 300 * jam)} `;
    if (i % 2 === 0) noisy += `<rect x="${f(x)}" y="${f(450 + (rng() - 0.5) * 520 * jam)}" width="3" height="3" fill="${brand[200]}" opacity="${f(0.8 * jam)}"/>`;
  }
  const blips = [0.3, 1.9, 3.6].map((a, i) => glowDot(cx + (140 + i * 80) * Math.cos(a), cy + (140 + i * 80) * Math.sin(a), 8, i === 1 ? 'blue' : 'accent')).join('');
  const shield = `<path d="M${cx} ${cy - 70} L${cx + 56} ${cy - 46} V${cy + 6} C${cx + 56} ${cy + 44} ${cx + 30} ${cy + 66} ${cx} ${cy + 82} C${cx - 30} ${cy + 66} ${cx - 56} ${cy + 44} ${cx - 56} ${cy + 6} V${cy - 46} Z" fill="${brand[950]}" stroke="url(#stroke)" stroke-width="4"/>
    <circle cx="${cx}" cy="${cy + 4}" r="16" fill="none" stroke="${accent[300]}" stroke-width="4"/><rect x="${cx - 3}" y="${cy + 16}" width="6" height="22" rx="3" fill="${accent[300]}"/>`;
  const wave = `<polyline points="${clean}" fill="none" stroke="url(#strokeH)" stroke-width="3" stroke-linejoin="round"/>`;
  return { focus: { x: cx, y: cy }, svg: `${radar}${sweep}${noisy}<g filter="url(#blur)" opacity="0.7">${wave}</g>${wave}${blips}${shield}` };
}

function automation(rng: Rng) {
  // A trigger fans out into parallel steps and merges into one verified outcome.
  const cols = [640, 860, 1080, 1300] as const;
  const rows = [250, 450, 650] as const;
  type Cell = { x: number; y: number; c: number };
  const cells: Cell[] = [{ x: cols[0], y: rows[1], c: 0 }];
  for (const c of [1, 2] as const) rows.forEach((y) => cells.push({ x: cols[c], y, c }));
  cells.push({ x: cols[3], y: rows[1], c: 3 });
  const wire = (a: Cell, b: Cell, lit: boolean) => {
    const mx = (a.x + b.x) / 2;
    const dir = Math.sign(b.y - a.y);
    const d = dir === 0
      ? `M${a.x + 70} ${a.y} H${b.x - 70}`
      : `M${a.x + 70} ${a.y} H${mx - 16} Q${mx} ${a.y} ${mx} ${a.y + dir * 16} V${b.y - dir * 16} Q${mx} ${b.y} ${mx + 16} ${b.y} H${b.x - 70}`;
    return `<path d="${d}" fill="none" stroke="${lit ? 'url(#stroke)' : brand[300]}" stroke-width="${lit ? 2.6 : 1.4}" opacity="${lit ? 0.9 : 0.35}"/>`;
  };
  let wires = '';
  const litRow = Math.floor(rng() * 3);
  for (const a of cells) {
    const targets = a.c === 1 ? cells.filter((n) => n.c === 2 && n.y === a.y) : cells.filter((n) => n.c === a.c + 1);
    for (const b of targets) {
      const lit = b.y === rows[litRow] || a.y === rows[litRow];
      wires += wire(a, b, lit);
      if (lit && b.c === 2) wires += glowDot((a.x + b.x) / 2, b.y, 5);
    }
  }
  const last = cells[cells.length - 1]!;
  wires += `<path d="M${last.x + 70} ${last.y} H${1440}" stroke="url(#stroke)" stroke-width="2.6"/>`;
  const boxes = cells
    .map((n) => {
      const hl = n.c === 0 || n.c === 3 || n.y === rows[litRow];
      return `<rect x="${n.x - 70}" y="${n.y - 48}" width="140" height="96" rx="22" fill="${hl ? brand[600] : brand[950]}" fill-opacity="${hl ? 0.7 : 0.85}" stroke="${hl ? accent[300] : brand[300]}" stroke-width="2" stroke-opacity="${hl ? 0.9 : 0.5}"/>
      <rect x="${n.x - 42}" y="${n.y - 14}" width="${f(between(rng, 44, 84))}" height="8" rx="4" fill="${brand[200]}" opacity="0.75"/>
      <rect x="${n.x - 42}" y="${n.y + 6}" width="${f(between(rng, 28, 60))}" height="8" rx="4" fill="${accent[300]}" opacity="0.6"/>`;
    })
    .join('');
  const ring = `<circle cx="1500" cy="450" r="60" fill="${brand[950]}" stroke="url(#stroke)" stroke-width="8" stroke-dasharray="24 10"/>
    <path d="M1474 452 L1493 471 L1528 432" fill="none" stroke="${accent[300]}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;
  return { focus: { x: 1060, y: 450 }, svg: `<g filter="url(#blur)" opacity="0.4">${wires}</g>${wires}${boxes}${ring}` };
}

const byCategory: Record<string, (rng: Rng) => { focus: { x: number; y: number }; svg: string }> = {
  'ai & machine learning': neuralNetwork,
  'quantum computing': quantum,
  'voice technology': voice,
  'healthcare ai': healthcare,
  'edge computing': edge,
  'computer vision': vision,
  cybersecurity: jamming,
  'ai & automation': automation,
};

/** Unknown categories still get a cover: the network motif suits any technology topic. */
export function motifFor(category: string) {
  return byCategory[category.trim().toLowerCase()] ?? neuralNetwork;
}
