/**
 * The generateContent request and response shape (spec 001 §7.1), shared by the browser
 * provider and the key-holding proxy so both agree on every field.
 */

export const GEMINI_MODEL = 'gemini-2.0-flash';
export const GEMINI_UPSTREAM = 'https://generativelanguage.googleapis.com';
export const generateContentPath = (model = GEMINI_MODEL) => `/v1beta/models/${model}:generateContent`;

export const GENERATION_CONFIG = { temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 2048 } as const;

export const SAFETY_SETTINGS = [
  'HARM_CATEGORY_HARASSMENT',
  'HARM_CATEGORY_HATE_SPEECH',
  'HARM_CATEGORY_SEXUALLY_EXPLICIT',
  'HARM_CATEGORY_DANGEROUS_CONTENT',
].map((category) => ({ category, threshold: 'BLOCK_MEDIUM_AND_ABOVE' as const }));

export type GeminiPart = { text: string };
export type GeminiContent = { role?: 'user' | 'model'; parts: GeminiPart[] };
export type GenerateContentRequest = {
  contents: GeminiContent[];
  generationConfig: typeof GENERATION_CONFIG;
  safetySettings: typeof SAFETY_SETTINGS;
};

export function generateContentBody(contents: GeminiContent[]): GenerateContentRequest {
  return { contents, generationConfig: GENERATION_CONFIG, safetySettings: SAFETY_SETTINGS };
}

/** candidates[0].content.parts[0].text, or undefined when the answer has another shape. */
export function readCandidateText(body: unknown): string | undefined {
  const candidates = (body as { candidates?: unknown } | null)?.candidates;
  if (!Array.isArray(candidates)) return undefined;
  const parts = (candidates[0] as { content?: { parts?: unknown } } | undefined)?.content?.parts;
  if (!Array.isArray(parts)) return undefined;
  const text = (parts[0] as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : undefined;
}

export function readErrorMessage(body: unknown): string | undefined {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : undefined;
}
