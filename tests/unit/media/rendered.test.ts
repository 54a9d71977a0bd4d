/** @jest-environment node */
/**
 * The committed videos agree with what pages and structured data say about them: each MP4's
 * own header gives the length recorded in content/generated/videos.json, that length is what
 * the storyboard's reading times add up to (so a changed storyboard cannot ship with an old
 * video), it stays within 90 s, and its captions are timed inside it, each a described picture
 * short enough for two caption lines.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chatbotDemo, walkthroughVideo } from '@/content/home';
import { renderedVideos } from '@/lib/media/rendered';
import { CUE_MAX_CHARS, storyboardSchema, timedSteps, type Scene } from '@/lib/media/storyboard';
import { MAX_VIDEO_SECONDS } from '@/lib/media/timing';
import { allServicePages } from '@/lib/services/pages';
import { videoFiles } from '@/lib/services/structured-data';

/** The movie's length from its `mvhd` box (ISO/IEC 14496-12), without any decoder. */
function mp4Seconds(file: string): number {
  const data = readFileSync(file);
  const find = (type: string, start: number, end: number): [number, number] => {
    for (let at = start; at + 8 <= end; ) {
      const size = data.readUInt32BE(at);
      if (data.toString('latin1', at + 4, at + 8) === type) return [at + 8, at + size];
      if (size < 8) break;
      at += size;
    }
    throw new Error(`${file} has no ${type} box`);
  };
  const [moov, moovEnd] = find('moov', 0, data.length);
  const [mvhd] = find('mvhd', moov, moovEnd);
  const version = data[mvhd]!;
  return version === 1
    ? Number(data.readBigUInt64BE(mvhd + 24)) / data.readUInt32BE(mvhd + 20)
    : data.readUInt32BE(mvhd + 16) / data.readUInt32BE(mvhd + 12);
}

const publicFile = (url: string) => path.join('public', url);
const cueSeconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

const declared: [string, Scene[]][] = [
  ...allServicePages().flatMap(({ service, page }) => (page.video.format === 'video' ? [[videoFiles(service.slug).contentUrl, page.video.scenes] as [string, Scene[]]] : [])),
  [walkthroughVideo.file, storyboardSchema.parse(walkthroughVideo.scenes)],
  [chatbotDemo.file, storyboardSchema.parse(chatbotDemo.scenes)],
];

describe('drawn videos', () => {
  it('records every video the content declares, and only those', () => {
    expect(Object.keys(renderedVideos()).sort()).toEqual(declared.map(([url]) => url).sort());
    const servicesDir = publicFile('/media/services');
    const shipped = readdirSync(servicesDir).filter((name) => /\.(mp4|vtt)$/.test(name)).map((name) => `/media/services/${name}`);
    const expected = declared.filter(([url]) => url.startsWith('/media/services/')).flatMap(([url]) => [url, url.replace(/\.mp4$/, '.vtt')]);
    expect(shipped.sort()).toEqual(expected.sort());
  });

  describe.each(declared)('%s', (url, scenes) => {
    const record = renderedVideos()[url]!;
    const steps = timedSteps(scenes);

    it('is as long as its header says, as recorded, within 90 s', () => {
      expect(mp4Seconds(publicFile(url))).toBeCloseTo(record.seconds, 2);
      expect(record.seconds).toBeLessThanOrEqual(MAX_VIDEO_SECONDS);
    });

    it('was drawn from the storyboard as it stands: one picture a step, held for its reading time', () => {
      expect(record.frames).toBe(steps.length);
      expect(record.seconds).toBe(steps.reduce((sum, step) => sum + step.seconds, 0));
    });

    it('has a poster and captions that describe each picture inside the video, on the top line', () => {
      expect(existsSync(publicFile(url.replace(/\.mp4$/, '.jpg')))).toBe(true);
      const vtt = readFileSync(publicFile(url.replace(/\.mp4$/, '.vtt')), 'utf8');
      const cues = [...vtt.matchAll(/^(\S+) --> (\S+) (.*)\n(.+)$/gm)];
      expect(cues).toHaveLength(record.cues);
      expect(cues.map((cue) => cue[4])).toEqual(steps.map((step) => step.cue).filter((cue, i, all) => cue !== all[i - 1]));
      for (const [, start, end, settings, text] of cues) {
        expect(settings).toBe('line:0');
        expect(cueSeconds(start!)).toBeLessThan(cueSeconds(end!));
        expect(cueSeconds(end!)).toBeLessThanOrEqual(record.seconds);
        expect(text!.length).toBeLessThanOrEqual(CUE_MAX_CHARS);
      }
    });

    // A cue that mostly reuses the picture's own words would only repeat it: most of a cue's
    // words (of four letters or more) are not drawn on its picture.
    it('describes each picture rather than repeating the words drawn on it', () => {
      const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
      for (const step of steps) {
        const shown = new Set(words(step.read));
        const said = words(step.cue);
        const repeated = said.filter((word) => shown.has(word)).length / said.length;
        expect([step.cue, repeated < 0.6]).toEqual([step.cue, true]);
      }
    });
  });
});
