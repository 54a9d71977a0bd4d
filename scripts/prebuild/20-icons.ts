// Renders the site's mark (icons/mark.svg) into the raster icons Next.js links from every
// page: app/icon.png (the favicon) and app/apple-icon.png (home-screen icon). Generated, not
// committed.
//
// Why not the SVG itself: Chromium decodes a page's favicon in the page's own renderer, on
// its main thread, and an SVG favicon is a whole SVG document (parse, style, layout, paint).
// That is a main-thread task right after the first paint on every page; a PNG decodes
// without one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', '..');
const mark = readFileSync(path.join(import.meta.dirname, 'icons', 'mark.svg'));

// iOS rounds the home-screen icon itself, and shows black where it is transparent: square corners.
const squareMark = Buffer.from(mark.toString('utf8').replace(/ rx="[\d.]+"/, ''));
/** 48 px covers a 16 px tab icon up to 3× screens; 180 px is the home-screen size iOS asks for. */
const ICONS = [
  { file: path.join(root, 'app', 'icon.png'), size: 48, svg: mark },
  { file: path.join(root, 'app', 'apple-icon.png'), size: 180, svg: squareMark },
] as const;

async function main() {
  const { width = 512 } = await sharp(mark).metadata();
  for (const { file, size, svg } of ICONS) {
    // Rasterised at the target size (the SVG's own size is at 72 dpi), not drawn big and shrunk.
    await sharp(svg, { density: (72 * size) / width })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(file);
  }
  console.log(`icons: ${ICONS.map(({ size }) => `${size}×${size}`).join(', ')} PNG from icons/mark.svg`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
