/**
 * A storyboard (lib/media/storyboard.ts) into the pictures of a video: each scene drawn step
 * by step, each picture held as long as its new words, or its caption cue, take to read
 * (lib/media/timing.ts).
 */
import { timedSteps, type Scene } from '../../../lib/media/storyboard';
import { MAX_VIDEO_SECONDS } from '../../../lib/media/timing';
import { barsFrames, calendarFrames, loopFrames } from './charts';
import { chatFrames, notificationsFrames, stockFrames } from './mockups';

/** One picture of a video: its drawing, how long it stays and its caption cue. */
export type TimedFrame = { svg: string; seconds: number; cue?: string };

/** A scene's pictures, one per step, the last the whole scene. */
export function sceneFrames(scene: Scene): string[] {
  switch (scene.kind) {
    case 'calendar':
      return calendarFrames(scene);
    case 'bars':
      return barsFrames(scene);
    case 'loop':
      return loopFrames(scene);
    case 'chat':
      return chatFrames(scene);
    case 'stock':
      return stockFrames(scene);
    case 'notifications':
      return notificationsFrames(scene);
  }
}

/**
 * Every picture of the storyboard with its hold time and cue, and the poster: the first scene
 * complete, so what a visitor sees before pressing play already shows what the video is about.
 */
export function storyboardFrames(name: string, scenes: readonly Scene[]): { frames: TimedFrame[]; poster: string } {
  const drawn = scenes.map(sceneFrames);
  const steps = timedSteps(scenes);
  const frames = drawn.flat().map((svg, i) => ({ svg, seconds: steps[i]!.seconds, cue: steps[i]!.cue }));
  const seconds = frames.reduce((sum, frame) => sum + frame.seconds, 0);
  if (seconds > MAX_VIDEO_SECONDS) throw new Error(`"${name}" would run ${seconds} s; a drawn video stays within ${MAX_VIDEO_SECONDS} s: shorten its storyboard`);
  return { frames, poster: drawn[0]!.at(-1)! };
}

/** A still: the scene's last picture, the whole of it at once. */
export const stillPicture = (scene: Scene): string => sceneFrames(scene).at(-1)!;
