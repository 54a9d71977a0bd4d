/**
 * The check of every request body: exactly { message, history, sessionId } (and a Turnstile
 * token when the browser has one), within the sizes of the contract; any other key, shape or
 * size is refused before any model call. Lengths are counted with the contract's textLength,
 * the rule the browser counts with. zod's tree-shakable build ("zod/mini") keeps the Worker
 * small and quick to start.
 */
import * as z from 'zod/mini';
import { normaliseVisitorText } from './visitor-text';
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS, MAX_SIGNATURE_CHARS, MAX_TURN_CHARS, MAX_TURNSTILE_TOKEN_CHARS, SESSION_ID, textLength, type ChatRequest } from '../../lib/chat/contract';

/** At most `max` characters as the browser counts them. */
const atMost = (max: number, message: string) => z.refine<string>((text) => textLength(text) <= max, message);

const turn = z.strictObject({
  role: z.enum(['user', 'model']),
  text: z.string().check(atMost(MAX_TURN_CHARS, `a turn is longer than ${MAX_TURN_CHARS} characters`)),
  sig: z.optional(z.string().check(z.maxLength(MAX_SIGNATURE_CHARS, 'sig is too long'))),
});

export const chatRequestSchema = z.strictObject({
  message: z.string().check(z.trim(), z.minLength(1, 'message is empty'), atMost(MAX_MESSAGE_CHARS, `message is longer than ${MAX_MESSAGE_CHARS} characters`)),
  history: z.array(turn).check(z.maxLength(MAX_HISTORY_TURNS, `history has more than ${MAX_HISTORY_TURNS} turns`)),
  sessionId: z.string().check(z.regex(SESSION_ID, 'sessionId is not a session id')),
  turnstile: z.optional(z.string().check(z.minLength(1, 'turnstile is empty'), z.maxLength(MAX_TURNSTILE_TOKEN_CHARS, 'turnstile is too long'))),
});

type Issue = z.core.$ZodIssue;

/** zod/mini ships no message texts (they would double its size); these say what is wrong. */
function describe(issue: Issue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown key ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

/**
 * The request, or a readable reason for the first problem, e.g. 'history.2.role: expected one
 * of "user", "model"'. The visitor's texts (the message and the questions in the history) come
 * back normalised (visitor-text.ts): that is the text retrieval, signatures and the prompt use.
 */
export function parseChatRequest(value: unknown): { ok: true; request: ChatRequest } | { ok: false; message: string } {
  const result = chatRequestSchema.safeParse(value);
  if (result.success) {
    const message = normaliseVisitorText(result.data.message);
    if (!message) return { ok: false, message: 'message: message is empty' };
    const history = result.data.history.map((turn) => (turn.role === 'user' ? { ...turn, text: normaliseVisitorText(turn.text) } : turn));
    return { ok: true, request: { ...result.data, message, history } };
  }
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `${where}${issue ? describe(issue) : 'invalid request'}` };
}
