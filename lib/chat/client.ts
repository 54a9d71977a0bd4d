/**
 * The browser's side of the chat endpoint: it sends only { message, history, sessionId },
 * reads the answer's server-sent events as they arrive, and says plainly how a call ended,
 * so the widget can show a streamed reply, keep a cut one, or answer offline.
 */
import { createParser } from 'eventsource-parser';
import {
  CHAT_PATH,
  HEALTH_PATH,
  LIMIT_CODES,
  MAX_HISTORY_TURNS,
  MAX_TURN_CHARS,
  textLength,
  type AnswerFields,
  type ChatErrorCode,
  type ChatRequest,
  type HealthReport,
  type HistoryTurn,
} from './contract';
import { createSessionId } from './session';
import type { HistoryEntry } from './types';

export type AskOutcome =
  | { kind: 'answer'; text: string; sig: string; fields: AnswerFields }
  /** The stream stopped after some of the reply was shown. */
  | { kind: 'partial'; text: string }
  /** The safety filter stopped the answer: what was shown has been taken back (onText('')). */
  | { kind: 'withdrawn' }
  | { kind: 'failed'; code: ChatErrorCode | 'network' | 'blocked_by_policy'; limit: boolean };

export const endpointUrl = (endpoint: string, path: string) => new URL(path.replace(/^\//, ''), endpoint.endsWith('/') ? endpoint : `${endpoint}/`).href;

/**
 * The last turns the endpoint can use: the visitor's questions and Manu's replies with the
 * signature they came with (an offline reply has none; the endpoint drops it). A turn longer
 * than the contract allows (counted as the endpoint counts) is left out rather than cut,
 * since a cut reply no longer matches its signature.
 */
export function historyForRequest(history: readonly HistoryEntry[]): HistoryTurn[] {
  return history
    .filter((entry) => textLength(entry.text) <= MAX_TURN_CHARS && entry.text.trim())
    .slice(-MAX_HISTORY_TURNS)
    .map((entry) => (entry.sender === 'user' ? { role: 'user', text: entry.text } : { role: 'model', text: entry.text, ...(entry.sig ? { sig: entry.sig } : {}) }));
}

/** Firefox words a request blocked by the page's policy as a "NetworkError". */
const failure = (code: ChatErrorCode | 'network' | 'blocked_by_policy'): AskOutcome => ({ kind: 'failed', code, limit: LIMIT_CODES.has(code as ChatErrorCode) });

async function errorCode(response: Response): Promise<ChatErrorCode | 'network'> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' ? (body.code as ChatErrorCode) : 'network';
}

export type AskOptions = {
  endpoint: string;
  request: ChatRequest;
  /** Called with the whole reply so far, each time it grows. */
  onText?: (text: string) => void;
  fetch?: typeof fetch;
  /** Longest wait for the answer to start, and then for each further piece. */
  timeoutMs?: number;
};

export async function askEndpoint({ endpoint, request, onText = () => {}, fetch: doFetch = (...a) => fetch(...a), timeoutMs = 25_000 }: AskOptions): Promise<AskOutcome> {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), timeoutMs);
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeoutMs);
  };
  let text = '';
  try {
    let response: Response;
    try {
      response = await doFetch(endpointUrl(endpoint, CHAT_PATH), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: controller.signal,
      });
    } catch (error) {
      return failure(error instanceof Error && /NetworkError/i.test(error.message) ? 'blocked_by_policy' : 'network');
    }
    if (!response.ok || !response.body) return failure(await errorCode(response));

    let outcome: AskOutcome | null = null;
    const parser = createParser({
      onEvent({ event, data }) {
        if (outcome) return;
        let value: Record<string, unknown>;
        try {
          value = JSON.parse(data);
        } catch {
          return;
        }
        if (event === 'delta' && typeof value.text === 'string') {
          text += value.text;
          onText(text);
        } else if (event === 'done' && typeof value.text === 'string' && typeof value.sig === 'string' && value.fields) {
          outcome = { kind: 'answer', text: value.text, sig: value.sig, fields: value.fields as AnswerFields };
        } else if (event === 'error' && value.withdraw === true) {
          // Nothing of a withdrawn answer may stay on screen.
          if (text) onText('');
          outcome = { kind: 'withdrawn' };
        } else if (event === 'error') {
          outcome = text ? { kind: 'partial', text } : failure(typeof value.code === 'string' ? (value.code as ChatErrorCode) : 'network');
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        restartTimer();
        parser.feed(value);
        if (outcome) break;
      }
    } catch {
      /* the connection dropped: judged below by what was shown */
    }
    void reader.cancel().catch(() => undefined);
    return outcome ?? (text ? { kind: 'partial', text } : failure('stream_cut'));
  } finally {
    clearTimeout(timer);
  }
}

/** A Turnstile token from the page's widget (lib/chat/turnstile.ts), or null when none could be had. */
export type TurnstileTokens = () => Promise<string | null>;

export type EndpointConversation = (request: ChatRequest, onText?: (text: string) => void) => Promise<{ outcome: AskOutcome; sessionId: string }>;

/**
 * Messages to the endpoint as one visitor's conversation: with a Turnstile token while the
 * endpoint has not verified the session (only on a site built with a site key), once more with
 * a fresh token when the check did not pass, and under a new session id when the endpoint says
 * the session belongs to another connection (the visitor's network changed). The answer says
 * which session it belongs to.
 */
export function createEndpointConversation(options: { endpoint: string; fetch?: typeof fetch; turnstileTokens?: TurnstileTokens }): EndpointConversation {
  const verified = new Set<string>();
  return async (request, onText) => {
    let { sessionId } = request;
    let movedSession = false;
    let retriedCheck = false;
    for (;;) {
      const token = options.turnstileTokens && !verified.has(sessionId) ? await options.turnstileTokens().catch(() => null) : null;
      const outcome = await askEndpoint({ endpoint: options.endpoint, request: { ...request, sessionId, ...(token ? { turnstile: token } : {}) }, onText, fetch: options.fetch });
      const code = outcome.kind === 'failed' ? outcome.code : null;
      if (code === 'session_conflict' && !movedSession) {
        movedSession = true;
        sessionId = createSessionId();
        continue;
      }
      if (code === 'verification_required') {
        verified.delete(sessionId);
        if (options.turnstileTokens && !retriedCheck) {
          retriedCheck = true;
          continue;
        }
      } else if (token) verified.add(sessionId);
      return { outcome, sessionId };
    }
  };
}

/** The endpoint's cached health check: true when the model answers and today's budget is not spent. */
export async function checkEndpointHealth(endpoint: string, doFetch: typeof fetch = (...a) => fetch(...a), timeoutMs = 10_000): Promise<boolean> {
  try {
    const response = await doFetch(endpointUrl(endpoint, HEALTH_PATH), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return false;
    return ((await response.json()) as HealthReport).ok === true;
  } catch {
    return false;
  }
}
