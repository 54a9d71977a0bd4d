/**
 * What the build drew for each video, as measured on the encoded file: its length, frames,
 * caption cues and the day it was made. scripts/prebuild/slides/video.ts writes
 * content/generated/videos.json whenever it encodes a video; pages and structured data read
 * a video's length from here, so the length they state is the file's own, never typed by hand
 * (tests/unit/media/rendered.test.ts reads each MP4's header to check they agree).
 */
import videos from '@/content/generated/videos.json';
import { isoSeconds } from './timing';

export type RenderedVideo = { seconds: number; frames: number; cues: number; uploadDate: string };

export const RENDERED_VIDEOS_FILE = 'content/generated/videos.json';

const table: Record<string, RenderedVideo> = videos;

/** The record of the video at this public path ('/media/services/web-development.mp4'). */
export function renderedVideo(contentUrl: string): RenderedVideo {
  const found = table[contentUrl];
  if (!found) throw new Error(`${contentUrl} is not in ${RENDERED_VIDEOS_FILE}: run the prebuild step (npm run build) to draw it`);
  return found;
}

/** The video's length as structured data states it (ISO 8601). */
export const renderedDuration = (contentUrl: string) => isoSeconds(renderedVideo(contentUrl).seconds);

export const renderedVideos = (): Readonly<Record<string, RenderedVideo>> => table;
