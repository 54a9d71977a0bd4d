/**
 * Charts drawn from a storyboard: time to scale (calendar), a before and after (bars) and a
 * cycle (loop). Each builds up one row at a time: a picture per row, the newest at full
 * strength and the earlier ones a little dimmer, the last picture the whole chart.
 */
import type { Scene } from '../../../lib/media/storyboard';
import { CONTROLS_BAND, H, LEFT, RIGHT, fit, frame, heading, palette, sizes } from './frame';
import { measure, textLine } from './text';

type Calendar = Extract<Scene, { kind: 'calendar' }>;
type Bars = Extract<Scene, { kind: 'bars' }>;
type Loop = Extract<Scene, { kind: 'loop' }>;

const unitWord: Record<Calendar['unit'], string> = { hour: 'hours', day: 'days', week: 'weeks', month: 'months' };
const dim = (active: boolean) => (active ? 1 : 0.62);

/**
 * Rows of bars on one time axis, from 0 to `span` units. The axis numbers run along the top,
 * like a calendar's header, so the rows can use the height down to the controls.
 */
function calendarSvg(scene: Calendar, shown: number): string {
  const head = heading(scene.title, scene.example);
  const labelWidth = Math.max(...scene.rows.map((row) => Math.max(measure(row.label, sizes.label, 700), measure(row.note ?? '', sizes.small, 600))));
  const x0 = LEFT + Math.min(labelWidth, 470) + 44;
  const x1 = RIGHT - 30;
  const x = (t: number) => x0 + ((x1 - x0) * Math.min(t, scene.span)) / scene.span;
  const axisY = head.bottom + 40;
  const top = axisY + 22;
  const rowHeight = Math.min(124, (H - CONTROLS_BAND - top) / scene.rows.length);
  const bottom = top + rowHeight * scene.rows.length;
  let svg = head.svg;
  for (let t = 0; t <= scene.span + 1e-9; t += scene.tick) {
    svg += `<path d="M${x(t)} ${top}V${bottom}" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/>`;
    svg += textLine(String(Math.round(t * 100) / 100), x(t), axisY, { size: sizes.small, weight: 600, fill: palette.slate400, anchor: 'middle' });
  }
  svg += textLine(unitWord[scene.unit], LEFT, axisY, { size: sizes.small, weight: 600, fill: palette.slate400 });
  if (scene.markLabel) {
    const at = LEFT + measure(unitWord[scene.unit], sizes.small, 600) + 48;
    svg += `${diamond(at, axisY - 14, 12)}${textLine(scene.markLabel, at + 22, axisY, { size: sizes.small, weight: 600, fill: '#ffffff' })}`;
  }
  scene.rows.slice(0, shown).forEach((row, i) => {
    const active = i === shown - 1 || shown === scene.rows.length;
    const y = top + i * rowHeight;
    const middle = y + rowHeight / 2;
    svg += `<g opacity="${dim(active)}">`;
    svg += textLine(fit(row.label, 470, sizes.label, 700, 1)[0]!, LEFT, row.note ? middle - 6 : middle + 15, { size: sizes.label, weight: 700, fill: '#ffffff' });
    if (row.note) svg += textLine(fit(row.note, 470, sizes.small, 600, 1)[0]!, LEFT, middle + 38, { size: sizes.small, weight: 600, fill: palette.accent300 });
    const barY = middle - 20;
    if (row.upTo !== undefined) {
      svg += `<rect x="${x(row.to)}" y="${barY}" width="${x(row.upTo) - x(row.to)}" height="40" rx="10" fill="${palette.accent500}" fill-opacity="0.3" stroke="${palette.accent300}" stroke-opacity="0.7" stroke-width="2" stroke-dasharray="8 6"/>`;
    }
    const end = row.ongoing ? scene.span : row.to;
    svg += `<rect x="${x(row.from)}" y="${barY}" width="${Math.max(10, x(end) - x(row.from))}" height="40" rx="10" fill="url(#bar)"/>`;
    if (row.ongoing) svg += `<path d="M${x1 - 4} ${barY - 8}l26 28-26 28z" fill="${palette.accent300}"/>`;
    for (const mark of row.marks) svg += diamond(x(mark), middle, 18);
    svg += '</g>';
  });
  const gradient = `<defs><linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.brand500}"/><stop offset="1" stop-color="${palette.accent500}"/></linearGradient></defs>`;
  return frame(gradient + svg);
}

/** A moment on a bar (a demo, a review), and its key in the calendar's header. */
const diamond = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r * 1.9}l${r} ${r * 1.9}-${r} ${r * 1.9}-${r}-${r * 1.9}z" fill="#ffffff" stroke="${palette.brand600}" stroke-width="${r / 4.5}"/>`;

/** The calendar drawn row by row, one picture per row. */
export const calendarFrames = (scene: Calendar) => scene.rows.map((_, i) => calendarSvg(scene, i + 1));

/** Bars on one scale, largest value at full width, each with its figure at its end. */
function barsSvg(scene: Bars, shown: number): string {
  const head = heading(scene.title, scene.example);
  const max = Math.max(...scene.bars.map((bar) => bar.upTo ?? bar.value));
  const top = head.bottom + 36;
  const rowHeight = Math.min(150, (H - CONTROLS_BAND - 20 - top) / scene.bars.length);
  const x0 = LEFT;
  const x1 = RIGHT - 330;
  const width = (value: number) => ((x1 - x0) * value) / max;
  let svg = head.svg;
  scene.bars.slice(0, shown).forEach((bar, i) => {
    const y = top + i * rowHeight;
    const barY = y + 58;
    svg += `<g opacity="${dim(i === shown - 1 || shown === scene.bars.length)}">`;
    svg += textLine(bar.label, x0, y + 40, { size: sizes.label, weight: 700, fill: '#ffffff' });
    svg += `<rect x="${x0}" y="${barY}" width="${width(bar.value)}" height="56" rx="12" fill="${i === 0 ? palette.slate400 : palette.accent500}"/>`;
    if (bar.upTo) svg += `<rect x="${x0 + width(bar.value)}" y="${barY}" width="${width(bar.upTo - bar.value)}" height="56" rx="12" fill="${palette.accent500}" fill-opacity="0.3" stroke="${palette.accent300}" stroke-width="2" stroke-dasharray="8 6"/>`;
    svg += textLine(bar.display, x0 + width(bar.upTo ?? bar.value) + 24, barY + 43, { size: sizes.note, weight: 800, fill: '#ffffff' });
    svg += '</g>';
  });
  return frame(svg);
}

export const barsFrames = (scene: Bars) => scene.bars.map((_, i) => barsSvg(scene, i + 1));

/** Stages on a ring, joined clockwise by arrows, with what starts the next round in the middle. */
function loopSvg(scene: Loop, shown: number): string {
  const head = heading(scene.title, scene.example);
  const cx = (LEFT + RIGHT) / 2;
  const cy = (head.bottom + H - CONTROLS_BAND) / 2 + 8;
  const rx = 400;
  const ry = (H - CONTROLS_BAND - head.bottom) / 2 - 52;
  const n = scene.stages.length;
  const at = (i: number) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return { x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
  };
  let svg = head.svg;
  svg += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${palette.accent300}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="10 10"/>`;
  // An arrowhead half-way between stages, pointing along the ring: the work goes clockwise.
  for (let i = 0; i < Math.min(shown, n - (shown === n ? 0 : 1)); i++) {
    const angle = -Math.PI / 2 + (2 * Math.PI * (i + 0.5)) / n;
    const px = cx + rx * Math.cos(angle);
    const py = cy + ry * Math.sin(angle);
    const direction = (Math.atan2(ry * Math.cos(angle), -rx * Math.sin(angle)) * 180) / Math.PI;
    svg += `<path transform="translate(${px} ${py}) rotate(${direction})" d="M-12 -14L14 0-12 14z" fill="${palette.accent300}"/>`;
  }
  if (shown === n) svg += textLine(scene.again, cx, cy + 14, { size: sizes.note, weight: 800, fill: palette.accent300, anchor: 'middle' });
  scene.stages.slice(0, shown).forEach((stage, i) => {
    const { x, y } = at(i);
    const w = measure(stage.label, sizes.label, 700) + 48;
    svg += `<g opacity="${dim(i === shown - 1 || shown === n)}"><rect x="${x - w / 2}" y="${y - 38}" width="${w}" height="76" rx="38" fill="${palette.brand950}" stroke="${palette.accent300}" stroke-width="3"/>`;
    svg += textLine(stage.label, x, y + 15, { size: sizes.label, weight: 700, fill: '#ffffff', anchor: 'middle' });
    svg += '</g>';
  });
  return frame(svg);
}

export const loopFrames = (scene: Loop) => scene.stages.map((_, i) => loopSvg(scene, i + 1));
