/**
 * One visitor message in, one reply out. With a reachable endpoint the reply streams from
 * Manu's model (one call per message); on any failure, or without an endpoint, the offline
 * provider answers from the site's own knowledge, so the visitor always gets an answer. A
 * reply cut mid-stream keeps what was shown and ends with the error line; one the safety
 * filter withdrew is replaced by the out-of-scope reply.
 */
import { assistant, cannedReplies, chatTiming, suggestedReplies } from '@/content/chat';
import { checkEndpointHealth, createEndpointConversation, historyForRequest, type AskOutcome, type TurnstileTokens } from './client';
import { buttonsFor } from './offline';
import type { SiteIndex } from '@/lib/search/reader';
import { findPassages } from './passages';
import type { ChatErrorCode } from './server/contract';
import type { ChatButton, ChatMessage, ChatProvider, HistoryEntry, Sentiment, SourceLink } from './types';

export type EngineOptions = {
  /** The chat endpoint's address; absent when the site is built without one. */
  endpoint?: string;
  fetch?: typeof fetch;
  offline: ChatProvider;
  /** The site index, once the panel has opened it; null while it is not available. */
  index: () => SiteIndex | null;
  now?: () => Date;
  log?: (message: string, detail?: unknown) => void;
  /** Turnstile tokens, on a site built with a Turnstile site key. */
  turnstileTokens?: TurnstileTokens;
};

export type Conversation = { sessionId: string; history: readonly HistoryEntry[] };

export type EngineResult = {
  message: ChatMessage;
  provider: 'model' | 'offline' | 'error';
  /** The endpoint's signature of a model reply, kept with the history. */
  sig?: string;
  /** The conversation goes on under this session id (the endpoint refused the old one for this connection). */
  sessionId?: string;
};

/** Failures after which the model is not tried again in this visit. */
const FATAL = new Set<string>(['not_configured', 'forbidden_origin', 'blocked_by_policy']);

type Fields = { buttons: ChatButton[]; intent?: string; confidence?: number; sentiment?: Sentiment; sources?: SourceLink[]; notice?: string };

export function createChatEngine(options: EngineOptions) {
  const { endpoint, offline, now = () => new Date(), log = () => {} } = options;
  let aiAvailable = false;
  const ask = endpoint ? createEndpointConversation({ endpoint, fetch: options.fetch, turnstileTokens: options.turnstileTokens }) : null;

  async function checkAvailability(): Promise<boolean> {
    aiAvailable = endpoint ? await checkEndpointHealth(endpoint, options.fetch) : false;
    return aiAvailable;
  }

  const build = (text: string, fields: Fields): ChatMessage => {
    const at = now();
    const suggested = fields.intent ? suggestedReplies[fields.intent] : undefined;
    return {
      id: String(at.getTime()),
      text,
      sender: 'bot',
      timestamp: at.toISOString(),
      buttons: fields.buttons,
      intent: fields.intent,
      confidence: fields.confidence,
      sentiment: fields.sentiment,
      suggestedResponses: suggested ? [...suggested] : undefined,
      sources: fields.sources?.length ? fields.sources : undefined,
      notice: fields.notice,
    };
  };

  async function viaOffline(message: string, history: readonly HistoryEntry[], notice?: string): Promise<EngineResult> {
    const index = options.index();
    // An index that cannot be read leaves the question to the canned replies ("I couldn't find that").
    const passages = index ? await findPassages(index, message).catch((error: unknown) => (log('Site index unavailable.', error), [])) : [];
    const [intent, sentiment] = await Promise.all([offline.classifyIntent(message), offline.analyzeSentiment(message)]);
    const reply = await offline.reply({ message, history, preferences: {}, passages, intent });
    return {
      message: build(reply.text, { buttons: reply.buttons, intent: intent.intent, confidence: intent.confidence, sentiment, sources: reply.sources, notice }),
      provider: 'offline',
    };
  }

  function fromOutcome(outcome: Exclude<AskOutcome, { kind: 'failed' }>): EngineResult {
    if (outcome.kind === 'withdrawn') return { message: build(cannedReplies.out_of_scope!, { buttons: buttonsFor('out_of_scope'), intent: 'out_of_scope' }), provider: 'model' };
    if (outcome.kind === 'partial') return { message: build(`${outcome.text}\n\n${assistant.errorReply}`, { buttons: buttonsFor('out_of_scope') }), provider: 'error' };
    const { fields } = outcome;
    const buttons = (fields.buttons.length ? fields.buttons : buttonsFor(fields.intent)).slice(0, chatTiming.maxButtons);
    return { message: build(outcome.text, { ...fields, buttons }), provider: 'model', sig: outcome.sig };
  }

  async function respond(message: string, conversation: Conversation, onText?: (text: string) => void): Promise<EngineResult> {
    try {
      if (ask && aiAvailable) {
        const request = { message, history: historyForRequest(conversation.history), sessionId: conversation.sessionId };
        const { outcome, sessionId } = await ask(request, onText);
        const moved = sessionId !== conversation.sessionId ? { sessionId } : {};
        if (outcome.kind !== 'failed') return { ...fromOutcome(outcome), ...moved };
        log(`Chat endpoint failed (${outcome.code}); answering offline.`);
        if (FATAL.has(outcome.code)) aiAvailable = false;
        const notice = outcome.limit ? assistant.limitNotices[outcome.code as keyof typeof assistant.limitNotices] : undefined;
        return { ...(await viaOffline(message, conversation.history, notice)), ...moved };
      }
      return await viaOffline(message, conversation.history);
    } catch (error) {
      log('Chat engine failed.', error);
      return { message: build(assistant.errorReply, { buttons: buttonsFor('out_of_scope') }), provider: 'error' };
    }
  }

  return { checkAvailability, respond, isAiAvailable: () => aiAvailable, hasEndpoint: () => Boolean(endpoint) };
}

export type ChatEngine = ReturnType<typeof createChatEngine>;
export type { ChatErrorCode };
