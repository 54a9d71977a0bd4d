/**
 * Silent captioned slide videos, their posters and WebVTT captions, drawn at build time from
 * the site's own copy (the service walkthroughs, the home page's walkthrough and product
 * demo). Outputs are committed; a manifest of input hashes skips unchanged files, so ffmpeg is
 * needed only on the machine where a video's copy or drawing changed.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { splitSeconds } from '../../../lib/services/format';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');
const manifestFile = path.join(root, 'scripts/prebuild/slides/manifest.json');
/** Part of every video's hash: a change of encoder settings re-encodes them all. */
const ENCODER = 'libx264 crf35 854x480 fps1 g9999 v2';

/** One slide: its drawing and the words its caption says. */
export type Slide = { svg: string; caption: string };

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);

/** The manifest of what each committed file was made from; `save` writes it back. */
export function openManifest() {
  const entries: Record<string, string> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  let written = 0;
  return {
    /** Runs `make` only when the file under public/ is missing or its inputs changed. */
    async produce(relative: string, inputs: string, make: (file: string) => Promise<void>) {
      const file = path.join(root, 'public', relative);
      const key = hash(inputs);
      if (existsSync(file) && entries[relative] === key) return;
      mkdirSync(path.dirname(file), { recursive: true });
      await make(file);
      entries[relative] = key;
      written += 1;
    },
    save() {
      writeFileSync(manifestFile, `${JSON.stringify(Object.fromEntries(Object.entries(entries).sort()), null, 2)}\n`);
      return written;
    },
  };
}

export type Manifest = ReturnType<typeof openManifest>;

export const jpeg = (svg: string, file: string) => sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(file).then(() => undefined);

const clock = (seconds: number) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}.000`;
};

/** WebVTT captions: the silent video's words, timed to its slides. */
export function captions(slides: readonly Slide[], seconds: number): string {
  const durations = splitSeconds(seconds, slides.length);
  let at = 0;
  const cues = slides.map((slide, i) => {
    const cue = `${i + 1}\n${clock(at)} --> ${clock(at + durations[i]!)}\n${slide.caption}`;
    at += durations[i]!;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Encodes the slides, each shown for its share of `seconds`, as a silent H.264 MP4. */
async function encode(svgs: readonly string[], seconds: number, file: string) {
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  if (spawnSync(ffmpeg, ['-version']).status !== 0) {
    throw new Error(`${path.relative(root, file)} needs re-encoding but ffmpeg was not found (set FFMPEG_PATH or install ffmpeg)`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slide-video-'));
  try {
    const lines: string[] = [];
    const durations = splitSeconds(seconds, svgs.length);
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

/**
 * Writes `<base>.jpg` (the first slide, as the poster), `<base>.mp4` and `<base>.vtt` under
 * public/, each only when its inputs changed. `base` is a public path without extension.
 */
export async function produceSlideVideo(manifest: Manifest, base: string, slides: readonly Slide[], seconds: number) {
  const relative = base.replace(/^\//, '');
  const frames = slides.map((slide) => slide.svg);
  await manifest.produce(`${relative}.jpg`, frames[0]!, (file) => jpeg(frames[0]!, file));
  await manifest.produce(`${relative}.mp4`, [ENCODER, String(seconds), ...frames].join('\n'), (file) => encode(frames, seconds, file));
  const vtt = captions(slides, seconds);
  await manifest.produce(`${relative}.vtt`, vtt, async (file) => writeFileSync(file, vtt));
}
