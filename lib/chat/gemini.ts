/**
 * The model provider: speaks generateContent to a configured endpoint (the key-holding
 * proxy in lib/chat/proxy.ts; the browser never sees a key). Error texts are those of
 * spec 001 §8.
 */
import { assistant } from '@/content/chat';
import { generateContentBody, readCandidateText, readErrorMessage, type GeminiContent } from './gemini-shape';
import { classifyByKeywords } from './intents';
import { parseEntities, parseIntent, parseSentiment } from './parse';
import { entityContents, healthContents, intentContents, replyContents, sentimentContents } from './prompt';
import { withRetry, type RetryOptions } from './retry';
import type { ChatProvider, ReplyContext } from './types';

export const ERRORS = {
  notConfigured: 'Gemini API key not configured',
  cspBlocked: 'CSP_BLOCKED',
  invalidFormat: 'Invalid response format from Gemini API',
  apiError: (status: number, message?: string) => `Gemini API error: ${status} - ${message || 'Unknown error'}`,
} as const;

export class GeminiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GeminiError';
  }
}

export type GeminiProviderOptions = {
  /** The proxy's address; without one the provider refuses every call. */
  endpoint?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: RetryOptions;
};

/** A failed fetch is a network error; Firefox words a policy block as "NetworkError". */
function networkError(error: unknown): GeminiError {
  if (error instanceof GeminiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === 'AbortError') return new GeminiError('Gemini API timeout', false);
  if (/NetworkError/i.test(message)) return new GeminiError(ERRORS.cspBlocked, false);
  return new GeminiError(message || 'Network error', true);
}

export function createGeminiProvider(options: GeminiProviderOptions): ChatProvider & { generate(contents: GeminiContent[]): Promise<string> } {
  const { endpoint, timeoutMs = 15_000 } = options;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function once(contents: GeminiContent[]): Promise<string> {
    if (!endpoint) throw new GeminiError(ERRORS.notConfigured, false);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(generateContentBody(contents)),
        signal: controller.signal,
      });
    } catch (error) {
      throw networkError(error);
    } finally {
      clearTimeout(timer);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      // Overload and server faults may pass; other client errors will not.
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new GeminiError(ERRORS.apiError(response.status, readErrorMessage(body)), retryable, response.status);
    }
    const text = readCandidateText(body);
    if (text === undefined) throw new GeminiError(ERRORS.invalidFormat, false, response.status);
    return text;
  }

  const generate = (contents: GeminiContent[]) =>
    withRetry(() => once(contents), {
      ...options.retry,
      isRetryable: (error) => error instanceof GeminiError && error.retryable,
    });

  return {
    name: 'gemini',
    generate,
    async healthCheck() {
      try {
        return (await generate(healthContents())).trim().length > 0;
      } catch {
        return false;
      }
    },
    async classifyIntent(message) {
      return parseIntent(await generate(intentContents(message)), () => classifyByKeywords(message));
    },
    async extractEntities(message) {
      return parseEntities(await generate(entityContents(message)));
    },
    async analyzeSentiment(message) {
      return parseSentiment(await generate(sentimentContents(message)), message);
    },
    async reply(context: ReplyContext) {
      const text = await generate(
        replyContents({
          persona: assistant.persona,
          rules: assistant.formattingRules,
          passages: context.passages,
          history: context.history,
          preferences: context.preferences,
          message: context.message,
        }),
      );
      if (!text.trim()) throw new GeminiError(ERRORS.invalidFormat, false);
      return { text: text.trim(), buttons: [], sources: [] };
    },
  };
}
