/**
 * Gemini's REST shapes, as the endpoint sends and reads them: the streamGenerateContent
 * URL (server-sent events with `alt=sse`; the key travels in the x-goog-api-key header,
 * never in the URL), the fixed generation and safety settings, and the reading of one
 * response chunk: its text, why it stopped, whether it was blocked, and the tokens it used.
 */

export const GEMINI_UPSTREAM = 'https://generativelanguage.googleapis.com';
/**
 * A stable Flash-Lite model: fast and cheap for short answers, with structured output.
 * (The gemini-2.0-flash of the original site was retired by Google; GEMINI_MODEL overrides.)
 */
export const DEFAULT_MODEL = 'gemini-3.5-flash-lite';

/** The original site's settings: temperature 0.7, topK 40, topP 0.95, 2,048 output tokens. */
export const GENERATION_SETTINGS = { temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 2048 } as const;

/** Harassment, hate speech, sexually explicit and dangerous content: blocked at medium and above. */
export const SAFETY_SETTINGS = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
].map((category) => ({ category, threshold: 'BLOCK_MEDIUM_AND_ABOVE' as const }));

export type GeminiContent = { role: 'user' | 'model'; parts: { text: string }[] };

export type GenerateContentBody = {
  systemInstruction: { parts: { text: string }[] };
  contents: GeminiContent[];
  generationConfig: Record<string, unknown>;
  safetySettings: typeof SAFETY_SETTINGS;
};

const base = (upstream: string) => upstream.replace(/\/+$/, '');

export const streamUrl = (upstream: string, model: string) =>
  `${base(upstream)}/v1beta/models/${encodeURIComponent(model)}:streamGenerateContent?alt=sse`;
export const generateUrl = (upstream: string, model: string) =>
  `${base(upstream)}/v1beta/models/${encodeURIComponent(model)}:generateContent`;

/** Reasons a candidate stops that mean its text must not be shown. */
const BLOCKING_REASONS = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'IMAGE_SAFETY', 'LANGUAGE', 'OTHER']);

export type ChunkReading = {
  /** The text this chunk adds (all text parts of the first candidate). */
  text: string;
  finishReason?: string;
  /** The prompt or the candidate was blocked: nothing of this answer may be shown. */
  blocked: boolean;
  /** totalTokenCount, when the chunk reports usage (the last one always does). */
  totalTokens?: number;
  /** Not a generateContent response at all. */
  malformed: boolean;
};

type Chunk = {
  candidates?: { content?: { parts?: { text?: unknown; thought?: unknown }[] }; finishReason?: unknown }[];
  promptFeedback?: { blockReason?: unknown };
  usageMetadata?: { totalTokenCount?: unknown };
};

export function readChunk(value: unknown): ChunkReading {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { text: '', blocked: false, malformed: true };
  const chunk = value as Chunk;
  const promptBlocked = typeof chunk.promptFeedback?.blockReason === 'string';
  const candidate = Array.isArray(chunk.candidates) ? chunk.candidates[0] : undefined;
  const parts = Array.isArray(candidate?.content?.parts) ? candidate.content.parts : [];
  // Thought summaries are the model's notes, not its answer.
  const text = parts.map((part) => (typeof part?.text === 'string' && part.thought !== true ? part.text : '')).join('');
  const finishReason = typeof candidate?.finishReason === 'string' ? candidate.finishReason : undefined;
  const total = chunk.usageMetadata?.totalTokenCount;
  const malformed = !candidate && !promptBlocked && chunk.usageMetadata === undefined;
  return {
    text,
    finishReason,
    blocked: promptBlocked || (finishReason !== undefined && BLOCKING_REASONS.has(finishReason)),
    totalTokens: typeof total === 'number' && Number.isFinite(total) ? total : undefined,
    malformed,
  };
}
