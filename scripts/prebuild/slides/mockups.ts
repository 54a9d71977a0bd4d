/**
 * Products at work, drawn from a storyboard step by step: a WhatsApp conversation on a phone,
 * one product's stock on four sales channels, and the notifications a front desk sends to
 * its client's phone. The point of each step is set beside the picture in large type.
 */
import type { Scene } from '../../../lib/media/storyboard';
import { CONTROLS_BAND, H, LEFT, RIGHT, fit, frame, heading, paragraph, palette, phone, sizes } from './frame';
import { measure, textLine, textLines } from './text';

type Chat = Extract<Scene, { kind: 'chat' }>;
type Stock = Extract<Scene, { kind: 'stock' }>;
type Notifications = Extract<Scene, { kind: 'notifications' }>;

const PHONE = { x: 680, y: 112, width: 530, height: H - 112 - 8 };
const COLUMN = PHONE.x - LEFT - 56;
const WHATSAPP_GREEN = '#0b7a3e';

/** Title and the step's point in the left column. */
function sideText(title: string, example: boolean, note: string): string {
  const head = heading(title, example, COLUMN, 2);
  return head.svg + paragraph(note, LEFT, head.bottom + 20, COLUMN, { size: sizes.note, weight: 600, fill: palette.accent300 }, 5).svg;
}

type Bubble = { height: number; draw: (y: number) => string };

function bubble(message: Chat['steps'][number]['messages'][number], agent: string | undefined, inner: { x: number; width: number }): Bubble {
  const size = sizes.message;
  const lineHeight = size * 1.22;
  const lines = fit(message.text, inner.width * 0.86 - size * 1.2, size, 500, 4);
  const byline = message.from === 'agent' && agent ? agent : '';
  const width = Math.max(...lines.map((line) => measure(line, size, 500)), byline ? measure(byline, 28, 700) : 0) + size * 1.2;
  const height = lines.length * lineHeight + size * 0.8 + (byline ? 36 : 0);
  const x = message.from === 'customer' ? inner.x + inner.width - width : inner.x;
  const fill = message.from === 'customer' ? '#d9fdd3' : '#ffffff';
  return {
    height,
    draw: (y) =>
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="18" fill="${fill}"/>` +
      (byline ? textLine(byline, x + size * 0.6, y + 34, { size: 28, weight: 700, fill: '#b4366b' }) : '') +
      textLines(lines, x + size * 0.6, y + (byline ? 36 : 0) + size * 1.1, lineHeight, { size, weight: 500, fill: '#0b1220' }),
  };
}

/** The conversation so far; when it no longer fits, the oldest messages scroll away, as in the app. */
function chatSvg(scene: Chat, shown: number): string {
  const step = scene.steps[shown - 1]!;
  const screen = phone(PHONE.x, PHONE.y, PHONE.width, PHONE.height, { title: scene.business, subtitle: scene.status, colour: WHATSAPP_GREEN });
  const bottom = H - CONTROLS_BAND;
  const gap = 14;
  const bubbles = scene.steps.slice(0, shown).flatMap((s) => s.messages.map((m) => bubble(m, scene.agent, screen.inner)));
  let kept: Bubble[] = [];
  let total = 0;
  for (const b of [...bubbles].reverse()) {
    if (total + b.height > bottom - screen.inner.y) break;
    kept = [b, ...kept];
    total += b.height + gap;
  }
  // A chat starts at the top; once it is full, the newest message sits at the bottom.
  let y = kept.length < bubbles.length ? bottom - (total - gap) : screen.inner.y;
  const drawn = kept.map((b) => {
    const svg = b.draw(y);
    y += b.height + gap;
    return svg;
  });
  return frame(sideText(scene.title, scene.example, step.note) + screen.open + drawn.join('') + screen.close);
}

export const chatFrames = (scene: Chat) => scene.steps.map((_, i) => chatSvg(scene, i + 1));

/** Four tiles, one per channel, each with the product's count there. */
function stockSvg(scene: Stock, shown: number): string {
  const step = scene.steps[shown - 1]!;
  const head = heading(scene.title, scene.example);
  const note = paragraph(step.note, LEFT, head.bottom + 6, RIGHT - LEFT, { size: sizes.note, weight: 600, fill: palette.accent300 }, 2);
  const product = textLine(scene.product, LEFT, note.bottom + 58, { size: sizes.small, weight: 600, fill: palette.slate300 });
  const gap = 24;
  const tileWidth = (RIGHT - LEFT - gap * 3) / 4;
  const tileTop = note.bottom + 84;
  const tileHeight = 176;
  const agree = new Set(step.counts).size === 1;
  const tiles = scene.channels
    .map((channel, i) => {
      const x = LEFT + i * (tileWidth + gap);
      const sold = step.sale === i;
      const stroke = sold ? palette.accent300 : '#ffffff';
      return `<rect x="${x}" y="${tileTop}" width="${tileWidth}" height="${tileHeight}" rx="22" fill="#ffffff" fill-opacity="${sold ? 0.14 : 0.06}" stroke="${stroke}" stroke-opacity="${sold ? 1 : 0.18}" stroke-width="${sold ? 4 : 2}"/>
        ${textLine(fit(channel, tileWidth - 40, sizes.small, 700, 1)[0]!, x + 24, tileTop + 56, { size: sizes.small, weight: 700, fill: '#ffffff' })}
        ${textLine(String(step.counts[i]), x + 24, tileTop + 148, { size: 88, weight: 800, fill: agree ? palette.accent300 : '#fca5a5' })}
        ${sold ? textLine('sale', x + tileWidth - 24, tileTop + 148, { size: sizes.small, weight: 700, fill: palette.accent300, anchor: 'end' }) : ''}`;
    })
    .join('');
  const alertTop = tileTop + tileHeight + 24;
  const alert = step.alert
    ? `<rect x="${LEFT}" y="${alertTop}" width="${RIGHT - LEFT}" height="76" rx="18" fill="#f59e0b" fill-opacity="0.18" stroke="#fbbf24" stroke-width="2"/>
       <circle cx="${LEFT + 40}" cy="${alertTop + 38}" r="16" fill="#fbbf24"/>
       ${textLine(fit(step.alert, RIGHT - LEFT - 100, sizes.small, 700, 1)[0]!, LEFT + 76, alertTop + 52, { size: sizes.small, weight: 700, fill: '#fde68a' })}`
    : '';
  return frame(head.svg + note.svg + product + tiles + alert);
}

export const stockFrames = (scene: Stock) => scene.steps.map((_, i) => stockSvg(scene, i + 1));

/** Notification cards on a phone, the newest on top, as a lock screen stacks them. */
function notificationsSvg(scene: Notifications, shown: number): string {
  const step = scene.steps[shown - 1]!;
  const screen = phone(PHONE.x, PHONE.y, PHONE.width, PHONE.height, { title: scene.app, subtitle: 'Today', colour: palette.brand600, screen: '#1e293b' });
  const size = sizes.message;
  let y = screen.inner.y;
  const cards: string[] = [];
  for (const [i, item] of scene.steps.slice(0, shown).reverse().entries()) {
    // The newest card open, the earlier ones folded to their heading, as a lock screen stacks them.
    const lines = i === 0 ? fit(item.text, screen.inner.width - 40, size, 500, 3) : [];
    const height = i === 0 ? 58 + lines.length * size * 1.22 + 10 : 64;
    if (y + height > H - CONTROLS_BAND) throw new Error(`The notifications of "${scene.title}" do not fit on the phone: fewer steps`);
    cards.push(`<g opacity="${i === 0 ? 1 : 0.75}"><rect x="${screen.inner.x}" y="${y}" width="${screen.inner.width}" height="${height}" rx="20" fill="#ffffff"/>
      ${textLine(item.from, screen.inner.x + 20, y + 42, { size: 30, weight: 700, fill: palette.brand600 })}
      ${textLine(item.time, screen.inner.x + screen.inner.width - 20, y + 42, { size: 30, weight: 600, fill: '#475569', anchor: 'end' })}
      ${textLines(lines, screen.inner.x + 20, y + 58 + size * 0.95, size * 1.22, { size, weight: 500, fill: '#0b1220' })}</g>`);
    y += height + 14;
  }
  return frame(sideText(scene.title, scene.example, step.note) + screen.open + cards.join('') + screen.close);
}

export const notificationsFrames = (scene: Notifications) => scene.steps.map((_, i) => notificationsSvg(scene, i + 1));
