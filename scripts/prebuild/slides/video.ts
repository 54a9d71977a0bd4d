/**
 * Silent videos drawn from a storyboard, their posters and WebVTT captions, and stills, all
 * at build time from the site's own content. Outputs are committed; a manifest of input
 * hashes skips unchanged files, so ffmpeg is needed only on the machine where a video's
 * storyboard or drawing changed. After encoding, the file is measured (ffprobe) and its
 * length recorded in content/generated/videos.json, which is where pages and structured
 * data read it from.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { webVtt } from '../../../lib/media/timing';
import { RENDERED_VIDEOS_FILE, type RenderedVideo } from '../../../lib/media/rendered';
import type { TimedFrame } from './storyboard';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');
const manifestFile = path.join(root, 'scripts/prebuild/slides/manifest.json');
const renderedFile = path.join(root, RENDERED_VIDEOS_FILE);
/**
 * Part of every video's hash: a change of encoder settings re-encodes them all. One frame a
 * second is enough for pictures that change on whole seconds; one key frame (the backdrop's
 * gradients make a key frame cost 40–60 KB, and a seek decodes at most 90 small frames);
 * 1280×720 keeps the type sharp in a full-screen phone player; CRF 33 keeps flat drawings
 * small without blurring their edges.
 */
const ENCODER = 'libx264 crf33 1280x720 fps1 v3';

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback);
const writeJson = (file: string, data: Record<string, unknown>) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(Object.entries(data).sort()), null, 2)}\n`);
};

/** The manifest of what each committed file was made from, and the record of each video drawn; `save` writes both back. */
export function openManifest() {
  const entries = readJson<Record<string, string>>(manifestFile, {});
  const rendered = readJson<Record<string, RenderedVideo>>(renderedFile, {});
  let written = 0;
  const fileOf = (relative: string) => path.join(root, 'public', relative);
  return {
    /** Runs `make` only when the file under public/ is missing, its inputs changed or `force` is set. */
    async produce(relative: string, inputs: string, make: (file: string) => Promise<void>, force = false) {
      const file = fileOf(relative);
      const key = hash(inputs);
      if (!force && existsSync(file) && entries[relative] === key) return false;
      mkdirSync(path.dirname(file), { recursive: true });
      await make(file);
      entries[relative] = key;
      written += 1;
      return true;
    },
    /** Deletes a file this step made earlier and no longer makes (a video dropped for a still). */
    remove(relative: string) {
      if (existsSync(fileOf(relative))) rmSync(fileOf(relative));
      delete entries[relative];
      delete rendered[`/${relative}`];
    },
    rendered,
    save() {
      writeJson(manifestFile, entries);
      writeJson(renderedFile, rendered);
      return written;
    },
  };
}

export type Manifest = ReturnType<typeof openManifest>;

const jpeg = (svg: string, file: string) => sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(file).then(() => undefined);

function tool(name: 'ffmpeg' | 'ffprobe', file: string) {
  const command = process.env[`${name.toUpperCase()}_PATH`] ?? name;
  if (spawnSync(command, ['-version']).status !== 0) {
    throw new Error(`${path.relative(root, file)} needs re-encoding but ${name} was not found (set ${name.toUpperCase()}_PATH or install ffmpeg)`);
  }
  return command;
}

/** Encodes the frames, each held for its seconds, as a silent H.264 MP4. */
async function encode(frames: readonly TimedFrame[], file: string) {
  const ffmpeg = tool('ffmpeg', file);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slide-video-'));
  try {
    const lines: string[] = [];
    let at = 0;
    for (const [i, frame] of frames.entries()) {
      const png = path.join(dir, `frame-${String(i).padStart(2, '0')}.png`);
      await sharp(Buffer.from(frame.svg)).png().toFile(png);
      lines.push(`file '${png}'`, `duration ${frame.seconds}`);
      at += frame.seconds;
    }
    lines.push(lines[lines.length - 2]!); // the concat demuxer ignores the last duration unless the file repeats
    writeFileSync(path.join(dir, 'list.txt'), `${lines.join('\n')}\n`);
    const args = ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', path.join(dir, 'list.txt'),
      '-vf', 'fps=1,format=yuv420p', '-c:v', 'libx264', '-tune', 'stillimage', '-crf', '33', '-preset', 'slow',
      '-g', '9999', '-an', '-movflags', '+faststart', '-t', String(at), file];
    const result = spawnSync(ffmpeg, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`ffmpeg failed for ${file}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The encoded file's length in seconds, as a player will read it. */
function probeSeconds(file: string): number {
  const result = spawnSync(tool('ffprobe', file), ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  const seconds = Number(result.stdout.trim());
  if (result.status !== 0 || !(seconds > 0)) throw new Error(`ffprobe could not read the length of ${file}`);
  return Math.round(seconds * 1000) / 1000;
}

/**
 * Writes `<base>.jpg` (the poster), `<base>.mp4` and `<base>.vtt` under public/, each only
 * when its inputs changed, and records the video. `base` is a public path without extension.
 */
export async function produceVideo(manifest: Manifest, base: string, video: { frames: readonly TimedFrame[]; poster: string }) {
  const relative = base.replace(/^\//, '');
  const key = `${base}.mp4`;
  const planned = video.frames.reduce((sum, frame) => sum + frame.seconds, 0);
  await manifest.produce(`${relative}.jpg`, video.poster, (file) => jpeg(video.poster, file));
  const inputs = [ENCODER, ...video.frames.map((frame) => `${frame.seconds}\n${frame.svg}`)].join('\n');
  const vtt = webVtt(video.frames);
  const encoded = await manifest.produce(`${relative}.mp4`, inputs, (file) => encode(video.frames, file), !manifest.rendered[key]);
  const cues = (vtt.match(/ --> /g) ?? []).length;
  if (encoded) {
    const seconds = probeSeconds(path.join(root, 'public', `${relative}.mp4`));
    if (Math.abs(seconds - planned) > 0.05) throw new Error(`${relative}.mp4 came out ${seconds} s long, not the ${planned} s its frames add up to`);
    manifest.rendered[key] = { seconds, frames: video.frames.length, cues, uploadDate: new Date().toISOString().slice(0, 10) };
  } else manifest.rendered[key] = { ...manifest.rendered[key]!, cues };
  await manifest.produce(`${relative}.vtt`, vtt, async (file) => writeFileSync(file, vtt));
}

/** Writes `<base>.jpg`, a still, and removes the video that may have stood in its place. */
export async function produceStill(manifest: Manifest, base: string, svg: string) {
  const relative = base.replace(/^\//, '');
  await manifest.produce(`${relative}.jpg`, svg, (file) => jpeg(svg, file));
  manifest.remove(`${relative}.mp4`);
  manifest.remove(`${relative}.vtt`);
}
