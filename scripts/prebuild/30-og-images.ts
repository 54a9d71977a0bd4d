// Draws the Open Graph share images (1200×630 JPEG, lib/seo/og.ts says why) named by lib/seo/og.ts: one per page
// type, one per service, category and article (with its title). Output goes to public/og/
// (not committed; rebuilt on every machine), and an image is redrawn only when its SVG
// changes, so a build with many posts pays for new or edited posts only.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { loadPosts } from '../../lib/content/posts';
import { OG_QUALITY, pageTypeCards, postCards, type OgPost } from '../../lib/seo/og';
import { site } from '../../content/site';
import { backgroundSvg, textSvg } from './og/card-svg';

const root = path.resolve(import.meta.dirname, '..', '..');
const publicDir = path.join(root, 'public');
const outDir = path.join(publicDir, 'og');
const manifestFile = path.join(root, 'node_modules', '.cache', 'og-images.json');

/** Published posts only: a draft has no page in the export, so no share image either. */
function readPosts(): OgPost[] {
  return loadPosts(undefined, { includeDrafts: false }).map(({ slug, title, category, excerpt }) => ({ slug, title, category, excerpt }));
}

async function main() {
const started = Date.now();
const logoSvg = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');
const host = new URL(site.url).host.replace(/^www\./, '');
const cards = [...pageTypeCards(), ...postCards(readPosts())];
const manifest: Record<string, string> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
const next: Record<string, string> = {};

const background = backgroundSvg({ logoSvg, host, brand: site.name });
const pending = cards.filter((card) => {
  const hash = createHash('sha256').update(`mozjpeg ${OG_QUALITY}`).update(background).update(textSvg(card)).digest('hex').slice(0, 16);
  next[card.path] = hash;
  return manifest[card.path] !== hash || !existsSync(path.join(publicDir, card.path));
});

// The gradients are the slow part of rasterising: draw them once, then lay each card's text over them.
const base = pending.length ? await sharp(Buffer.from(background)).raw().toBuffer({ resolveWithObject: true }) : null;
// sharp works on libuv threads; a small pool keeps both cores busy without piling up memory.
const queue = [...pending];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let card = queue.shift(); card; card = queue.shift()) {
      const file = path.join(publicDir, card.path);
      mkdirSync(path.dirname(file), { recursive: true });
      // mozjpeg (trellis quantisation, optimised scans): a third fewer bytes than libjpeg-turbo at
      // the same look, for about 35 ms more an image (some 35 s of CPU at 1,000 posts, drawn once).
      await sharp(base!.data, { raw: base!.info }).composite([{ input: Buffer.from(textSvg(card)) }]).jpeg({ quality: OG_QUALITY, mozjpeg: true }).toFile(file);
    }
  }),
);

// Images whose page is gone (a renamed or deleted post) are removed.
const wanted = new Set(cards.map((card) => path.join(publicDir, card.path)));
(function prune(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) prune(file);
    else if (!wanted.has(file)) rmSync(file);
  }
})(outDir);

mkdirSync(path.dirname(manifestFile), { recursive: true });
writeFileSync(manifestFile, `${JSON.stringify(next, null, 1)}\n`);
console.log(`og-images: ${cards.length} images, ${pending.length} drawn in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
