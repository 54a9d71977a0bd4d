/**
 * One visitor message, one model call: check the request, compose the prompt from the site's
 * knowledge, count the message and reserve its tokens against the shared limits, ask the model
 * for a streamed JSON answer and relay it as server-sent events, then settle what it used.
 * Every failure is our own { code, message }.
 */
import { errorResponse, isJsonRequest, readBody } from './http';
import type { Env } from './env';
import { siteIndex } from './knowledge';
import { LIMITS_OBJECT_NAME } from './limits-object';
import { passageQuestion } from '@/lib/chat/passage-question';
import { sourcesFor } from '@/lib/chat/sources';
import { findPassages } from '@/lib/search/retrieve';
import { relayAnswer } from './lib/answer-stream';
import { clientKey } from './lib/client-key';
import type { EndpointConfig } from './lib/config';
import type { ChatErrorCode } from '@/lib/chat/contract';
import { streamUrl } from './lib/gemini-wire';
import type { RefusalCode } from './lib/limits';
import { composeRequest, keptTurns } from './lib/prompt';
import { parseChatRequest } from './lib/request-schema';
import { createTurnSigner } from './lib/signing';
import { estimateTokens, reservationFor } from './lib/token-estimate';
import { verifyTurnstile } from './lib/turnstile';

const REFUSALS: Record<RefusalCode, string> = {
  rate_limited: 'Too many messages; wait a moment.',
  daily_limit: 'This connection has asked all it may today.',
  budget_exhausted: "Today's budget for AI answers is spent.",
  session_conflict: 'This conversation was started from another connection; start a new one.',
  verification_required: 'The browser check did not pass; try again.',
};

export async function handleChat(req: Request, env: Env, ctx: ExecutionContext, config: EndpointConfig, cors: Record<string, string>): Promise<Response> {
  if (!config.apiKey || !config.signingSecret) return errorResponse('not_configured', 'The assistant is not configured.', cors);
  // A JSON content type makes a browser ask first (CORS preflight), so another site's form cannot post here unasked.
  if (!isJsonRequest(req)) return errorResponse('unsupported_media_type', 'Send the question as application/json.', cors);
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
  const { message, history, sessionId, turnstile } = parsed.request;

  // Only the platform's own header names the client; X-Forwarded-For is the caller's to forge.
  const address = req.headers.get('cf-connecting-ip');
  const client = clientKey(address);
  let verification: 'none' | 'required' | 'passed' = config.turnstile ? 'required' : 'none';
  if (config.turnstile && turnstile) {
    const hostnames = config.allowedOrigins.flatMap((origin) => {
      try {
        return [new URL(origin).hostname];
      } catch {
        return [];
      }
    });
    const verdict = await verifyTurnstile(config.turnstile, { token: turnstile, remoteIp: address, hostnames });
    if (!verdict.ok) {
      log({ result: 'verification_failed', reason: verdict.reason });
      return errorResponse('verification_required', REFUSALS.verification_required, cors);
    }
    verification = 'passed';
  }

  const signer = createTurnSigner(config.signingSecret);
  const index = await siteIndex(env.KNOWLEDGE);
  // An index that cannot be read is no reason to refuse the visitor: the model answers without passages.
  const passages = index ? await findPassages(index, passageQuestion(message)).catch(() => []) : [];
  const kept = await keptTurns(history, sessionId, signer);
  const prompt = composeRequest({ passages, turns: kept.contents, message });
  const promptText = JSON.stringify(prompt);
  const visitorTexts = [message, ...history.filter((turn) => turn.role === 'user').map((turn) => turn.text)];
  const reserved = reservationFor(promptText, visitorTexts);

  const limits = env.LIMITS.get(env.LIMITS.idFromName(LIMITS_OBJECT_NAME));
  const decision = await limits.admit({ client, session: sessionId, tokens: reserved, verification });
  if (!decision.allowed) {
    const retry: Record<string, string> = decision.retryAfterS ? { 'retry-after': String(decision.retryAfterS) } : {};
    return errorResponse(decision.code, REFUSALS[decision.code], { ...cors, ...retry });
  }
  const settle = (used: number) => limits.settle({ client, day: decision.day, reserved, used });

  // The upstream timeout bounds the wait for the first byte only; the relay times the rest.
  const startedAt = Date.now();
  const firstByte = new AbortController();
  const timer = setTimeout(() => firstByte.abort(), config.upstreamTimeoutMs);
  let upstream: Response;
  try {
    upstream = await fetch(streamUrl(config.upstream, config.model), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': config.apiKey },
      body: promptText,
      signal: firstByte.signal,
    });
  } catch {
    // The model may have read the prompt before the wait ended.
    ctx.waitUntil(settle(estimateTokens(promptText)));
    const timedOut = firstByte.signal.aborted;
    log({ result: timedOut ? 'upstream_timeout' : 'upstream_unreachable' });
    return timedOut
      ? errorResponse('upstream_timeout', 'The model took too long to answer.', cors)
      : errorResponse('upstream_error', 'The model could not be reached.', cors);
  } finally {
    clearTimeout(timer);
  }
  if (!upstream.ok || !upstream.body) {
    // The upstream body may name the request or the key: it is read away, never passed on.
    await upstream.body?.cancel().catch(() => undefined);
    ctx.waitUntil(settle(0));
    log({ result: 'upstream_error', status: upstream.status });
    const busy = upstream.status === 429 || upstream.status === 503;
    return errorResponse('upstream_error', busy ? 'The model is busy; try again shortly.' : 'The model could not answer.', cors);
  }

  const elapsed = Date.now() - startedAt;
  const relay = relayAnswer(upstream.body, {
    message,
    firstPieceTimeoutMs: Math.max(1, config.upstreamTimeoutMs - elapsed),
    idleTimeoutMs: config.idleTimeoutMs,
    totalTimeoutMs: Math.max(1, config.answerTimeoutMs - elapsed),
    sign: (text) => signer.sign({ sessionId, position: kept.position, question: message, answer: text }),
    sources: sourcesFor(passages),
  });
  ctx.waitUntil(
    relay.outcome.then(({ result, tokens, answerChars }) => {
      // What the model reports, or (a cut answer) the prompt and the part written so far.
      const used = tokens ?? estimateTokens(promptText) + Math.ceil(answerChars / 3);
      log({ result, tokens: used, reserved, passages: passages.length });
      return settle(used);
    }),
  );
  return new Response(relay.stream, {
    headers: { ...cors, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}

/** One line per answer: what happened and what it cost, never the visitor's words, a token or the key. */
function log(fields: Record<string, unknown> & { result: ChatErrorCode | 'upstream_unreachable' | 'verification_failed' | 'done' }) {
  console.log(JSON.stringify({ event: 'chat', ...fields }));
}
