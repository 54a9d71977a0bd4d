// Draws each service page's walkthrough video (silent MP4), its poster and WebVTT
// captions from content/service-pages/, so the VideoObject in the page's structured
// data names a real file of the stated length that says what the page says. Outputs are committed; a manifest of input
// hashes skips unchanged files, so ffmpeg is only needed when a page's copy changes.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { claims } from '../../content/site';
import { allServicePages, type ServicePageEntry } from '../../lib/services/pages';
import { durationSeconds, splitSeconds as slideSeconds } from '../../lib/services/format';
import { stepSlide, titleCard } from './service-art/svg';

const root = path.resolve(import.meta.dirname, '..', '..');
const manifestFile = path.join(root, 'scripts/prebuild/service-art/manifest.json');
const ENCODER = 'libx264 crf35 854x480 fps1 g9999 v2';
const footer = `Maninfini Automation · Bengaluru · since ${claims.foundedYear}`;

const manifest: Record<string, string> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
let written = 0;

/** Runs `make` only when the output is missing or its inputs changed. */
async function produce(relative: string, inputs: string, make: (file: string) => Promise<void>) {
  const file = path.join(root, 'public', relative);
  const key = hash(inputs);
  if (existsSync(file) && manifest[relative] === key) return;
  mkdirSync(path.dirname(file), { recursive: true });
  await make(file);
  manifest[relative] = key;
  written += 1;
}

const jpeg = (svg: string, file: string) => sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(file).then(() => undefined);

type Slide = { svg: string; caption: string };

/** The walkthrough's slides (title, features, process, getting started, closing), each with its caption text. */
function slides({ service, page }: ServicePageEntry): Slide[] {
  const W = 1280;
  const H = 720;
  const process = page.layout === 'common' ? page.fourItems.items : page.process.steps;
  const processLabel = page.layout === 'common' ? page.fourItems.eyebrow : page.process.eyebrow;
  const slide = (label: string, title: string, body: string, progress: string): Slide => ({
    svg: stepSlide({ label, title, body, progress }, W, H),
    caption: `${title}. ${body}`,
  });
  return [
    { svg: titleCard({ eyebrow: service.title, title: page.video.name, body: page.video.description, footer }, W, H), caption: `${page.video.name}. ${page.video.description}` },
    ...page.features.items.map((item, i, all) => slide(page.features.eyebrow, item.title, item.description, `${i + 1} / ${all.length}`)),
    ...process.map((step, i, all) => slide(processLabel, step.title, step.description, `${i + 1} / ${all.length}`)),
    ...page.howTo.steps.map((step, i) => slide(`Getting started · step ${i + 1} of 4`, step.name, step.text, service.shortTitle)),
    { svg: titleCard({ eyebrow: 'Next step', title: page.closing.heading, body: page.closing.text, footer }, W, H), caption: `${page.closing.heading} ${page.closing.text}` },
  ];
}

const clock = (seconds: number) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}.000`;
};

/** WebVTT captions: the silent walkthrough's words, timed to its slides. */
function captions(items: Slide[], seconds: number): string {
  const durations = slideSeconds(seconds, items.length);
  let at = 0;
  const cues = items.map((item, i) => {
    const cue = `${i + 1}\n${clock(at)} --> ${clock(at + durations[i]!)}\n${item.caption}`;
    at += durations[i]!;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

async function encode(svgs: string[], seconds: number, file: string) {
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  if (spawnSync(ffmpeg, ['-version']).status !== 0) {
    throw new Error(`${path.relative(root, file)} needs re-encoding but ffmpeg was not found (set FFMPEG_PATH or install ffmpeg)`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'service-video-'));
  try {
    const lines: string[] = [];
    const durations = slideSeconds(seconds, svgs.length);
    for (const [i, svg] of svgs.entries()) {
      const frame = path.join(dir, `slide-${String(i).padStart(2, '0')}.png`);
      await sharp(Buffer.from(svg)).png().toFile(frame);
      lines.push(`file '${frame}'`, `duration ${durations[i]}`);
    }
    lines.push(lines[lines.length - 2]!); // the concat demuxer ignores the last duration unless the file repeats
    writeFileSync(path.join(dir, 'list.txt'), `${lines.join('\n')}\n`);
    const args = ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', path.join(dir, 'list.txt'),
      '-vf', 'fps=1,scale=854:480,format=yuv420p', '-c:v', 'libx264', '-tune', 'stillimage', '-crf', '35',
      '-preset', 'medium', '-g', '9999', '-an', '-movflags', '+faststart', '-t', String(seconds), file];
    const result = spawnSync(ffmpeg, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`ffmpeg failed for ${file}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  for (const entry of allServicePages()) {
    const { service, page } = entry;
    const items = slides(entry);
    const frames = items.map((item) => item.svg);
    await produce(`media/services/${service.slug}.jpg`, frames[0]!, (file) => jpeg(frames[0]!, file));
    const seconds = durationSeconds(page.video.duration);
    await produce(`media/services/${service.slug}.mp4`, [ENCODER, String(seconds), ...frames].join('\n'), (file) => encode(frames, seconds, file));
    const vtt = captions(items, seconds);
    await produce(`media/services/${service.slug}.vtt`, vtt, async (file) => writeFileSync(file, vtt));
  }
  writeFileSync(manifestFile, `${JSON.stringify(Object.fromEntries(Object.entries(manifest).sort()), null, 2)}\n`);
  console.log(`service-art: ${written} file(s) written in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
