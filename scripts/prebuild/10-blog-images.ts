// Draws each blog post's cover as SVG and rasterises it to WebP, so no binary art
// has to live in the repository and a new post gets a matching cover automatically.
// The motif follows the post's category; a seed taken from the slug varies the details
// so two posts in one category still look different. Drafts get a cover too, for the
// development server; the post-build step removes it from out/.
// Posts are read through the content loader, so a broken post stops the build here, first.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, statSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { motifFor, palette } from './blog-art/motifs';
import type { Rng } from './blog-art/primitives';
import { BLOG_DIR, loadPosts, type Post } from '../../lib/content/posts';

const root = path.resolve(import.meta.dirname, '..', '..');
const outDir = path.join(root, 'public', 'blog-images');
const artDir = path.join(import.meta.dirname, 'blog-art');
// Kept beside the generator, not in public/, so it is not published with the site.
const manifestFile = path.join(artDir, 'covers-manifest.json');
const W = 1600;
const H = 900;
// The cover itself is the article hero's background, always under a dark shade that lets 5 to 20 %
// of it through, and the image of the article's structured data and feed entry (search engines ask
// for 1,200 px or wider). So it is 1280×720 at a low quality: 12 KB, where 1600×900 at quality 72
// was 20 KB, with no difference under the shade. The card, shown as it is, keeps quality 72.
const sizes = [
  { suffix: '', width: 1280, height: 720, quality: 50 },
  { suffix: '-card', width: 800, height: 450, quality: 72 },
];

/**
 * Deterministic PRNG (mulberry32) seeded from the slug: same post, same picture. It keeps its own
 * arithmetic rather than lib/text/seeded-random.ts because its numbers drew the committed covers:
 * the shared generator would redraw every post's picture.
 */
function seededRandom(text: string): Rng {
  let seed = 2166136261;
  for (const ch of text) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function background(rng: Rng, focus: { x: number; y: number }) {
  const { night, brand, accent } = palette;
  const glowX = focus.x + (rng() - 0.5) * 120;
  const glowY = focus.y + (rng() - 0.5) * 80;
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${night}"/>
      <stop offset="0.55" stop-color="${brand[950]}"/>
      <stop offset="1" stop-color="#0a1030"/>
    </linearGradient>
    <radialGradient id="glowA" cx="${glowX}" cy="${glowY}" r="620" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${brand[600]}" stop-opacity="0.55"/>
      <stop offset="0.45" stop-color="${brand[700]}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="${brand[900]}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="${focus.x + 260}" cy="${focus.y + 300}" r="420" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${accent[500]}" stop-opacity="0.28"/>
      <stop offset="1" stop-color="${accent[700]}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${night}" stop-opacity="0.6"/>
      <stop offset="0.45" stop-color="${night}" stop-opacity="0.15"/>
      <stop offset="1" stop-color="${night}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="stroke" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${brand[300]}"/>
      <stop offset="1" stop-color="${accent[300]}"/>
    </linearGradient>
    <linearGradient id="strokeH" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${brand[400]}" stop-opacity="0"/>
      <stop offset="0.3" stop-color="${brand[300]}"/>
      <stop offset="0.75" stop-color="${accent[300]}"/>
      <stop offset="1" stop-color="${accent[400]}" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="dotGlow">
      <stop offset="0" stop-color="${accent[300]}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${accent[300]}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="dotGlowBlue">
      <stop offset="0" stop-color="${brand[300]}" stop-opacity="0.85"/>
      <stop offset="1" stop-color="${brand[300]}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.4" fill="${brand[200]}"/>
    </pattern>
    <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#glowA)"/>
  <rect width="${W}" height="${H}" fill="url(#glowB)"/>
  <rect width="${W}" height="${H}" fill="url(#dots)" opacity="0.07"/>
  <g fill="none" stroke="${brand[300]}" opacity="0.07">
    <circle cx="${focus.x}" cy="${focus.y}" r="560"/>
    <circle cx="${focus.x}" cy="${focus.y}" r="760" stroke-dasharray="4 14"/>
    <circle cx="${focus.x}" cy="${focus.y}" r="980"/>
  </g>`;
}

function coverSvg(post: Pick<Post, 'slug' | 'category'>) {
  const rng = seededRandom(post.slug);
  const motif = motifFor(post.category);
  const art = motif(rng);
  // Motifs are drawn right of centre; this nudge balances the small card crop while
  // leaving the left side calm for the article hero's headline.
  const shift = -90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${background(rng, { x: art.focus.x + shift, y: art.focus.y })}
  <g transform="translate(${shift} 0)">${art.svg}</g>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  <rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" fill="none" stroke="${palette.brand[300]}" stroke-opacity="0.08"/>
</svg>`;
}

function newestSourceTime(file: string) {
  const art = readdirSync(artDir).filter((f) => f.endsWith('.ts'));
  const sources = [file, import.meta.filename, ...art.map((f) => path.join(artDir, f))];
  return Math.max(...sources.map((f) => statSync(f).mtimeMs));
}

/**
 * The covers are committed (rasterising all of them takes several seconds), and a fresh
 * checkout gives every file the same mtime. So a cover is also fresh when the hash of the
 * SVG it was made from is unchanged: drawing the SVG costs a millisecond, rasterising it does not.
 */
function readManifest(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return {};
  }
}

async function renderPost(post: Pick<Post, 'slug' | 'category'>, manifest: Record<string, string>): Promise<[string, string]> {
  const source = path.join(BLOG_DIR, `${post.slug}.mdx`);
  const { slug, category } = post;
  const svg = coverSvg({ slug, category });
  // The sizes and qualities are part of what a cover is made from: changing them redraws it.
  const hash = createHash('sha256').update(JSON.stringify(sizes)).update(svg).digest('hex').slice(0, 16);
  const targets = sizes.map((size) => ({ ...size, file: path.join(outDir, `${slug}${size.suffix}.webp`) }));
  const exist = targets.every((t) => existsSync(t.file));
  const newer = exist && targets.every((t) => statSync(t.file).mtimeMs > newestSourceTime(source));
  if (exist && (newer || manifest[slug] === hash)) {
    console.log(`blog-images: ${slug} up to date`);
    return [slug, hash];
  }
  const t0 = Date.now();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const t of targets) {
    await sharp(png).resize(t.width, t.height).webp({ quality: t.quality, effort: 4 }).toFile(t.file);
  }
  const names = targets.map((t) => path.relative(root, t.file)).join(', ');
  console.log(`blog-images: wrote ${names} (${category}, ${Date.now() - t0} ms)`);
  return [slug, hash];
}

async function main() {
  const started = Date.now();
  mkdirSync(outDir, { recursive: true });
  const manifest = readManifest();
  const posts = loadPosts(BLOG_DIR, { includeDrafts: true });
  const entries: [string, string][] = [];
  // Two at a time: rasterising is single-threaded per image and the build machines have two cores.
  for (let i = 0; i < posts.length; i += 2) {
    entries.push(...(await Promise.all(posts.slice(i, i + 2).map((post) => renderPost(post, manifest)))));
  }
  writeFileSync(manifestFile, `${JSON.stringify(Object.fromEntries(entries.sort()), null, 2)}\n`);
  console.log(`blog-images: ${posts.length} posts in ${Date.now() - started} ms`);
}

await main();
