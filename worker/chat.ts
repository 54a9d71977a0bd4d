/**
 * One visitor message, one model call: check the request, count it against the shared
 * limits, compose the prompt from the site's knowledge, ask the model for a streamed JSON
 * answer and relay it as server-sent events. Every failure is our own { code, message }.
 */
import { errorResponse, readBody } from './http';
import type { Env } from './env';
import { siteIndex } from './knowledge';
import { LIMITS_OBJECT_NAME } from './limits-object';
import { findPassages, sourcesFor } from '@/lib/chat/passages';
import { relayAnswer } from '@/lib/chat/server/answer-stream';
import type { EndpointConfig } from '@/lib/chat/server/config';
import { parseChatRequest } from '@/lib/chat/server/request-schema';
import { streamUrl } from '@/lib/chat/server/gemini-wire';
import { composeRequest, keptTurns } from '@/lib/chat/server/prompt';
import { createTurnSigner } from '@/lib/chat/server/signing';

/** When usage is not reported, about four characters make a token. */
const estimateTokens = (chars: number) => Math.ceil(chars / 4);

export async function handleChat(req: Request, env: Env, ctx: ExecutionContext, config: EndpointConfig, cors: Record<string, string>): Promise<Response> {
  if (!config.apiKey || !config.signingSecret) return errorResponse('not_configured', 'The assistant is not configured.', cors);
  const body = await readBody(req, config.maxBodyBytes, config.bodyTimeoutMs);
  if (!body.ok) {
    return body.code === 'too_large'
      ? errorResponse('too_large', `The request is larger than ${config.maxBodyBytes} bytes.`, cors)
      : errorResponse('body_timeout', `The request body did not arrive within ${config.bodyTimeoutMs / 1000} s.`, cors);
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    return errorResponse('bad_request', 'The request body is not JSON.', cors);
  }
  const parsed = parseChatRequest(json);
  if (!parsed.ok) return errorResponse('bad_request', `Expected { message, history, sessionId }: ${parsed.message}.`, cors);
  const { message, history, sessionId } = parsed.request;

  // Only the platform's own header names the client; X-Forwarded-For is the caller's to forge.
  const client = req.headers.get('cf-connecting-ip') ?? 'unknown';
  const limits = env.LIMITS.get(env.LIMITS.idFromName(LIMITS_OBJECT_NAME));
  const decision = await limits.admit({ client, session: sessionId });
  if (!decision.allowed) {
    const text = decision.code === 'budget_exhausted' ? "Today's budget for AI answers is spent." : 'Too many messages; wait a moment.';
    return errorResponse(decision.code, text, { ...cors, 'retry-after': String(decision.retryAfterS) });
  }

  const signer = createTurnSigner(config.signingSecret);
  const index = await siteIndex(env.KNOWLEDGE);
  // An index that cannot be read is no reason to refuse the visitor: the model answers without passages.
  const passages = index ? await findPassages(index, message).catch(() => []) : [];
  const prompt = composeRequest({ passages, turns: await keptTurns(history, sessionId, signer), message });
  const promptText = JSON.stringify(prompt);

  let upstream: Response;
  try {
    upstream = await fetch(streamUrl(config.upstream, config.model), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': config.apiKey },
      body: promptText,
      signal: AbortSignal.timeout(config.upstreamTimeoutMs),
    });
  } catch (error) {
    ctx.waitUntil(limits.spend(estimateTokens(promptText.length)));
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    log({ result: timedOut ? 'upstream_timeout' : 'upstream_unreachable' });
    return timedOut
      ? errorResponse('upstream_timeout', 'The model took too long to answer.', cors)
      : errorResponse('upstream_error', 'The model could not be reached.', cors);
  }
  if (!upstream.ok || !upstream.body) {
    // The upstream body may name the request or the key: it is read away, never passed on.
    await upstream.body?.cancel().catch(() => undefined);
    log({ result: 'upstream_error', status: upstream.status });
    const busy = upstream.status === 429 || upstream.status === 503;
    return errorResponse('upstream_error', busy ? 'The model is busy; try again shortly.' : 'The model could not answer.', cors);
  }

  const relay = relayAnswer(upstream.body, {
    message,
    idleTimeoutMs: config.upstreamTimeoutMs,
    sign: (text) => signer.sign(sessionId, text),
    sources: sourcesFor(passages),
  });
  ctx.waitUntil(
    relay.outcome.then(({ result, tokens, answerChars }) => {
      log({ result, tokens, passages: passages.length });
      return limits.spend(tokens ?? estimateTokens(promptText.length + answerChars));
    }),
  );
  return new Response(relay.stream, {
    headers: { ...cors, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}

/** One line per answer: what happened and what it cost, never the visitor's words or the key. */
function log(fields: Record<string, unknown>) {
  console.log(JSON.stringify({ event: 'chat', ...fields }));
}
