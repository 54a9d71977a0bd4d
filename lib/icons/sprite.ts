/**
 * The site's icons as one SVG sprite. A page draws an icon as `<svg><use href="sprite#name"/></svg>`:
 * the shapes travel once, in a file the browser caches for good, instead of in every page's HTML and
 * again in its navigation payloads (an inline icon costs 300–900 bytes each time, and the shared
 * header, menus and footer alone show about forty).
 *
 * The shapes are lucide's (the `lucide-react` package, drawn by its own components at build time in
 * scripts/prebuild/15-icon-sprite.ts). Stroke and fill come from the `.icon` class in
 * app/globals.css and reach the shapes by inheritance, so an icon takes its colour from the text
 * around it, as lucide's inline icons did.
 */

/** Every icon the site draws, by lucide's name in kebab case. Add a name here to use a new icon. */
export const ICON_NAMES = [
  'arrow-down', 'arrow-left', 'arrow-right', 'arrow-up', 'award', 'badge-check', 'barcode', 'bot', 'boxes', 'brain',
  'briefcase', 'building-2', 'calendar-check', 'calendar-clock', 'calendar-days', 'captions', 'chart-candlestick',
  'chart-column', 'check', 'check-circle-2', 'chevron-down', 'chevron-left', 'chevron-right', 'circle-alert',
  'circle-check', 'clipboard-list', 'clock', 'cloud', 'code', 'code-2', 'cookie', 'copy', 'cpu', 'database', 'download',
  'external-link', 'eye', 'file-check-2', 'file-text', 'flask-conical', 'folder-open', 'gauge', 'globe', 'handshake',
  'headset', 'history', 'home', 'image', 'image-plus', 'images', 'layers', 'layout-grid', 'lightbulb', 'loader-circle',
  'lock', 'mail', 'map-pin', 'megaphone', 'menu', 'message-circle', 'mic', 'mic-off', 'navigation', 'newspaper',
  'package', 'package-check', 'palette', 'paperclip', 'pen-tool', 'phone', 'play-circle', 'plug', 'plus', 'printer',
  'quote', 'radar', 'refresh-cw', 'rocket', 'rotate-ccw', 'scan-search', 'search', 'send', 'server', 'share-2',
  'shield-check', 'shopping-cart', 'sliders-horizontal', 'sparkles', 'tag', 'target', 'thumbs-down', 'thumbs-up',
  'trending-up', 'triangle-alert', 'truck', 'user-round', 'users', 'wallet', 'x', 'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** lucide-react's export for an icon name: 'check-circle-2' → 'CheckCircle2'. */
export const lucideExportName = (name: IconName): string =>
  name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

const SVG = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/;

/**
 * The sprite document: one `<symbol>` per icon, holding the shapes of the `<svg>` its component
 * renders (`rendered`), under the same viewBox. Only the shapes are kept: stroke, fill and size are
 * the page's (`.icon`), so one symbol serves every colour and size.
 */
export function spriteSvg(rendered: ReadonlyArray<{ name: IconName; svg: string }>): string {
  const symbols = rendered.map(({ name, svg }) => {
    const match = SVG.exec(svg.trim());
    if (!match) throw new Error(`icon ${name}: expected one <svg> element, got ${svg.slice(0, 80)}`);
    const viewBox = /\bviewBox="([^"]+)"/.exec(match[1]!)?.[1];
    if (!viewBox) throw new Error(`icon ${name}: the <svg> has no viewBox`);
    return `<symbol id="${name}" viewBox="${viewBox}">${match[2]}</symbol>`;
  });
  // The bundler imports the file as an image and asks it for a size: one icon's viewBox.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${symbols.join('')}</svg>\n`;
}
