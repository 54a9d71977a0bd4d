/**
 * How long the drawn videos hold each picture, and how their lengths are written. A picture
 * stays as long as its new words take to read at a subtitle pace (3 words a second, 180 a
 * minute) plus a second to find what changed, never under 3 s (a glance at a chart) nor over
 * 8 s (a slide that outstays its words reads as padding). A whole video stays under 90 s.
 */
export const WORDS_PER_SECOND = 3;
export const HOLD_SECONDS = { min: 3, max: 8 } as const;
export const MAX_VIDEO_SECONDS = 90;

export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Whole seconds the words take to read, plus a second to find them. */
export const readingSeconds = (text: string) => Math.ceil(1 + wordCount(text) / WORDS_PER_SECOND);

/**
 * A picture's hold: a viewer reads either its new words or, with captions on, the cue that
 * describes it, so it stays for the longer of the two.
 */
export function frameSeconds(onScreen: string, cue = ''): number {
  const needed = Math.max(readingSeconds(onScreen), readingSeconds(cue));
  if (needed > HOLD_SECONDS.max) {
    throw new Error(`A picture adding "${onScreen}" needs ${needed} s to read, over ${HOLD_SECONDS.max} s: split it into two steps or say less`);
  }
  return Math.max(HOLD_SECONDS.min, needed);
}

/** 47 → 'PT47S', 75 → 'PT1M15S', 61.5 → 'PT1M1.5S' (ISO 8601, as structured data states a length). */
export function isoSeconds(seconds: number): string {
  if (!(seconds > 0)) throw new Error(`A video length must be positive, not ${seconds}`);
  const whole = Math.round(seconds * 1000) / 1000;
  const minutes = Math.floor(whole / 60);
  const rest = Math.round((whole - minutes * 60) * 1000) / 1000;
  return `PT${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
}

/** 47 → '0:47', 75 → '1:15' (the length a page shows beside its player). */
export function clockSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export type TimedCue = { seconds: number; cue?: string };

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * WebVTT for pictures shown one after another: a cue for each picture that has one (a
 * picture whose cue would add nothing has none), the same cue on pictures in a row joined
 * into one. Cues sit on the top line (`line:0`): the drawings keep that band free, while
 * the bottom is where the player's controls lie and where the captions would cover the
 * picture.
 */
export function webVtt(frames: readonly TimedCue[]): string {
  const cues: { start: number; end: number; text: string }[] = [];
  let at = 0;
  for (const frame of frames) {
    const last = cues.at(-1);
    if (frame.cue && last?.text === frame.cue && last.end === at) last.end = at + frame.seconds;
    else if (frame.cue) cues.push({ start: at, end: at + frame.seconds, text: frame.cue });
    at += frame.seconds;
  }
  const body = cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)} line:0\n${cue.text}`).join('\n\n');
  return `WEBVTT\n\n${body}${body ? '\n' : ''}`;
}
