/**
 * What the browser may send to the chat endpoint and what it gets back. The browser sends a
 * question and the conversation so far, never prompt text: the endpoint composes the prompt.
 * Plain types and constants, shared by the Worker, the browser client and the tests, so it lives
 * here rather than beside the Worker; the zod schema that checks a request is the Worker's own
 * (worker/lib/request-schema.ts), so the browser does not load it.
 */
/** The visitor's message, after trimming, in characters as textLength counts them. */
export const MAX_MESSAGE_CHARS = 2_000;
/** The conversation kept for the prompt: the last 5 turns, each as long as a message. */
export const MAX_HISTORY_TURNS = 5;
export const MAX_TURN_CHARS = 2_000;
/** The turn's position, a dot and a base64url HMAC-SHA-256 (43 characters); a little room, no more. */
export const MAX_SIGNATURE_CHARS = 64;
/** A Turnstile token is at most 2,048 characters. */
export const MAX_TURNSTILE_TOKEN_CHARS = 2_048;
/** The action the page's Turnstile widget declares and the endpoint expects in siteverify's answer. */
export const TURNSTILE_ACTION = 'chat';

/**
 * The one length rule of the chat, used by the browser (the message box, the history it sends)
 * and by the endpoint (the request check) alike: Unicode code points, so an emoji counts as one
 * character on both sides (a string's .length would count it as two in the browser only).
 */
export const textLength = (text: string): number => Array.from(text).length;

/** The session id the widget creates: 'user_' + time + random suffix; any similar token is fine. */
export const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export type HistoryTurn = { role: 'user' | 'model'; text: string; sig?: string };
/**
 * `turnstile`: a Turnstile token, needed for a session's first message only when the endpoint
 * has a Turnstile secret (the session then counts as verified for the rest of the UTC day).
 */
export type ChatRequest = { message: string; history: HistoryTurn[]; sessionId: string; turnstile?: string };

/** Every error the endpoint answers with: its own code and message, never an upstream body. */
export const ERROR_CODES = [
  'bad_request',
  'forbidden_origin',
  'method_not_allowed',
  'not_found',
  'unsupported_media_type',
  'too_large',
  'body_timeout',
  'verification_required',
  'session_conflict',
  'rate_limited',
  'daily_limit',
  'budget_exhausted',
  'not_configured',
  'upstream_error',
  'upstream_timeout',
  'blocked',
  'unusable_answer',
  'stream_cut',
] as const;
export type ChatErrorCode = (typeof ERROR_CODES)[number];
export type ChatError = { code: ChatErrorCode; message: string };

/** Codes that mean "you asked too often", "you asked enough for today" or "the site's budget is spent": the panel says so. */
export const LIMIT_CODES: ReadonlySet<ChatErrorCode> = new Set(['rate_limited', 'daily_limit', 'budget_exhausted']);

export type AnswerButton = { title: string; payload: string };
export type AnswerSource = { title: string; url: string };

/** The structured fields of one answer, sent once the reply is complete. */
export type AnswerFields = {
  intent: string;
  confidence: number;
  sentiment: 'positive' | 'negative' | 'neutral';
  entities: { entity: string; value: string }[];
  buttons: AnswerButton[];
  sources: AnswerSource[];
};

/**
 * The server-sent events of one answer: `delta` events carry the reply text as it is
 * written; `done` carries the whole reply, its fields and the signature that lets the
 * browser send it back as history; `error` ends a stream that could not finish. An error with
 * `withdraw: true` (an answer the safety filter stopped) means the text already sent must not
 * stay on screen: the browser removes it and shows its out-of-scope reply instead.
 */
export type StreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { text: string; sig: string; fields: AnswerFields } }
  | { event: 'error'; data: ChatError & { withdraw?: true } };

export type HealthReport = { ok: boolean; reason?: 'upstream' | 'budget' | 'not_configured' };

export const CHAT_PATH = '/chat';
export const HEALTH_PATH = '/health';
