/**
 * The check of every request body: exactly { message, history, sessionId }, within the
 * sizes of the contract; any other key, shape or size is refused before any model call.
 * zod's tree-shakable build ("zod/mini") keeps the Worker small and quick to start.
 */
import * as z from 'zod/mini';
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS, MAX_SIGNATURE_CHARS, MAX_TURN_CHARS, SESSION_ID, type ChatRequest } from './contract';

const turn = z.strictObject({
  role: z.enum(['user', 'model']),
  text: z.string().check(z.maxLength(MAX_TURN_CHARS, `a turn is longer than ${MAX_TURN_CHARS} characters`)),
  sig: z.optional(z.string().check(z.maxLength(MAX_SIGNATURE_CHARS, 'sig is too long'))),
});

export const chatRequestSchema = z.strictObject({
  message: z.string().check(
    z.trim(),
    z.minLength(1, 'message is empty'),
    z.maxLength(MAX_MESSAGE_CHARS, `message is longer than ${MAX_MESSAGE_CHARS} characters`),
  ),
  history: z.array(turn).check(z.maxLength(MAX_HISTORY_TURNS, `history has more than ${MAX_HISTORY_TURNS} turns`)),
  sessionId: z.string().check(z.regex(SESSION_ID, 'sessionId is not a session id')),
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

/** A readable reason for the first problem, e.g. 'history.2.role: expected one of "user", "model"'. */
export function parseChatRequest(value: unknown): { ok: true; request: ChatRequest } | { ok: false; message: string } {
  const result = chatRequestSchema.safeParse(value);
  if (result.success) return { ok: true, request: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `${where}${issue ? describe(issue) : 'invalid request'}` };
}
