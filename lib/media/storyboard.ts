/**
 * Storyboards of the videos drawn at build time (scripts/prebuild/slides/). A storyboard is
 * data, kept in content/ next to the copy it illustrates: a few scenes, each a picture that
 * builds up one step at a time. A scene shows what the page's text cannot: time to scale (a
 * calendar), a before and after (bars), or a product at work (a chat, a stock count, a
 * phone's notifications). Every step carries its caption cue: what the picture shows, said
 * for a visitor who cannot see it, never the words already drawn on it.
 */
import { z } from 'zod';
import { frameSeconds } from './timing';

const text = z.string().trim().min(1);

/**
 * The longest cue: two lines of a player's captions (the browser sets them at 5% of the
 * video's height, about 60 characters a line at 16:9), so a cue stays inside the band the
 * drawings keep free for it.
 */
export const CUE_MAX_CHARS = 110;
const cue = z.string().trim().min(12).max(CUE_MAX_CHARS);

/**
 * The top share of every picture kept clear for captions (100 px of the 720 px canvas): the
 * captions sit on the player's top line, where a two-line cue takes about 12 % of its height.
 */
export const CAPTION_BAND_SHARE = 100 / 720;

/** Labels are drawn large enough to read on a 390 px wide phone, so they are kept short. */
const label = text.max(24);
const title = text.max(44);
/** The point a step makes, set beside the picture (at most four lines). */
const note = text.max(90);

const calendarRow = z
  .object({
    label,
    /** The duration as the page states it, under the label: '1–2 weeks', 'Ongoing'. */
    note: label.optional(),
    from: z.number().min(0),
    /** End of the firm part of the bar. */
    to: z.number().positive(),
    /** End of a range ('2–4 weeks' is to: 2, upTo: 4): drawn lighter from `to` to here. */
    upTo: z.number().positive().optional(),
    /** The work carries on past the end of the axis. */
    ongoing: z.boolean().default(false),
    /** Moments on the bar, such as a demo at the end of each sprint. */
    marks: z.array(z.number().min(0)).default([]),
    cue,
  })
  .refine((row) => row.to > row.from && (row.upTo === undefined || row.upTo > row.to), 'a row ends after it starts, and its range after its firm part');

/** Time to scale: each row a bar on one axis, drawn row by row. */
export const calendarScene = z.object({
  kind: z.literal('calendar'),
  title,
  /** An illustration (a sample project, shop or team), labelled "Example" on screen. */
  example: z.boolean().default(false),
  unit: z.enum(['hour', 'day', 'week', 'month']),
  /** Length of the axis, in units. */
  span: z.number().positive(),
  /** A number on the axis every `tick` units. */
  tick: z.number().positive(),
  /** What a mark on a bar means ('demo'), said once beside the first. */
  markLabel: label.optional(),
  rows: z.array(calendarRow).min(1).max(4),
});

/** A before and after: two to four bars on one scale, drawn one by one. */
export const barsScene = z.object({
  kind: z.literal('bars'),
  title,
  example: z.boolean().default(false),
  bars: z
    .array(z.object({ label, value: z.number().positive(), upTo: z.number().positive().optional(), display: label, cue }))
    .min(2)
    .max(4),
});

export const chatSpeakers = ['customer', 'bot', 'agent'] as const;

/** A WhatsApp conversation on a phone, a few messages at a time, with the point each step makes. */
export const chatScene = z.object({
  kind: z.literal('chat'),
  title,
  example: z.boolean().default(true),
  business: label,
  /** Under the business name in the chat's header. */
  status: label,
  /** The name a human agent signs with when the chat is handed over. */
  agent: label.optional(),
  steps: z
    .array(z.object({ messages: z.array(z.object({ from: z.enum(chatSpeakers), text: text.max(70) })).min(1).max(3), note, cue }))
    .min(2)
    .max(5),
});

/** One product's stock on four sales channels, step by step. */
export const stockScene = z.object({
  kind: z.literal('stock'),
  title,
  example: z.boolean().default(true),
  product: label,
  channels: z.array(label).length(4),
  steps: z
    .array(
      z.object({
        counts: z.array(z.number().int().min(0)).length(4),
        /** The channel where this step's sale happened. */
        sale: z.number().int().min(0).max(3).optional(),
        alert: note.optional(),
        note,
        cue,
      }),
    )
    .min(2)
    .max(5),
});

/** Notifications arriving on the owner's phone through a day, each beside the plan that includes it. */
export const notificationsScene = z.object({
  kind: z.literal('notifications'),
  title,
  example: z.boolean().default(true),
  app: label,
  steps: z
    .array(z.object({ time: text.max(8), from: label, text: text.max(80), note, cue }))
    .min(2)
    .max(5),
});

/** A cycle of stages drawn as a ring, with what sends the work round again in the middle. */
export const loopScene = z.object({
  kind: z.literal('loop'),
  title,
  example: z.boolean().default(false),
  stages: z.array(z.object({ label, cue })).min(3).max(6),
  again: label,
});

export const sceneSchema = z.discriminatedUnion('kind', [calendarScene, barsScene, chatScene, stockScene, notificationsScene, loopScene]);
export type Scene = z.infer<typeof sceneSchema>;
export type SceneInput = z.input<typeof sceneSchema>;

export const storyboardSchema = z.array(sceneSchema).min(1).max(4);

/** A still needs no time to unfold: one picture, read at the visitor's own pace. */
export const stillSceneSchema = z.discriminatedUnion('kind', [calendarScene, barsScene, loopScene]);

export type Step = { read: string; cue: string };

/**
 * What each step of a scene adds to the picture: the words drawn on screen for the first time
 * (the scene's title with its first step) and the cue that describes it. The words set how long
 * the step is held (lib/media/timing.ts), so a storyboard's length follows from its content.
 */
export function sceneSteps(scene: Scene): Step[] {
  const words = (first: boolean, ...parts: (string | undefined)[]) => [first ? scene.title : '', ...parts].filter(Boolean).join(' ');
  switch (scene.kind) {
    case 'calendar':
      return scene.rows.map((row, i) => ({ read: words(i === 0, row.label, row.note), cue: row.cue }));
    case 'bars':
      return scene.bars.map((bar, i) => ({ read: words(i === 0, bar.label, bar.display), cue: bar.cue }));
    case 'loop':
      return scene.stages.map((stage, i) => ({ read: words(i === 0, stage.label, i === scene.stages.length - 1 ? scene.again : ''), cue: stage.cue }));
    case 'chat':
      return scene.steps.map((step, i) => ({ read: words(i === 0, step.note, ...step.messages.map((m) => m.text)), cue: step.cue }));
    case 'stock':
      return scene.steps.map((step, i) => ({ read: words(i === 0, i === 0 ? [scene.product, ...scene.channels].join(' ') : '', step.note, step.alert), cue: step.cue }));
    case 'notifications':
      return scene.steps.map((step, i) => ({ read: words(i === 0, step.note, step.from, step.text), cue: step.cue }));
  }
}

/** The cue of every step of a scene, in order: what the picture shows, for a visitor who cannot see it. */
export const sceneCues = (scene: Scene) => sceneSteps(scene).map((step) => step.cue);

/** Each picture of a storyboard with its hold time, in order. */
export const timedSteps = (scenes: readonly Scene[]) => scenes.flatMap(sceneSteps).map((step) => ({ ...step, seconds: frameSeconds(step.read, step.cue) }));
