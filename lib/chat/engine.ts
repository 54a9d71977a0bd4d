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
import { retrievePassages, type SiteIndex } from '@/lib/search/retrieve';
import { passageQuestion } from './passage-question';
import type { ChatErrorCode } from './contract';
import type { ChatButton, ChatMessage, ChatProvider, HistoryEntry, Sentiment, SourceLink } from './types';

export type EngineOptions = {
  /** The chat endpoint's address; absent when the site is built without one. */
  endpoint?: string;
  fetch?: typeof fetch;
  offline: ChatProvider;
  /**
   * The site index: the index itself, or the promise of it while the panel is still loading it
   * (a question then waits for it), or null when there is none.
   */
  index: () => SiteIndex | Promise<SiteIndex | null> | null;
  /** Longest wait for an index still loading before the question is answered without it. */
  indexWaitMs?: number;
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

/** How long a question waits for the site index to arrive (a slow phone on a slow network) before it is answered without it. */
const INDEX_WAIT_MS = 20_000;

/** Failures after which the model is not tried again in this visit. */
const FATAL = new Set<string>(['not_configured', 'forbidden_origin', 'blocked_by_policy']);

type Fields = { buttons: ChatButton[]; intent?: string; confidence?: number; sentiment?: Sentiment; sources?: SourceLink[]; notice?: string };

export function createChatEngine(options: EngineOptions) {
  const { endpoint, offline, now = () => new Date(), log = () => {}, indexWaitMs = INDEX_WAIT_MS } = options;
  let aiAvailable = false;
  const ask = endpoint ? createEndpointConversation({ endpoint, fetch: options.fetch, turnstileTokens: options.turnstileTokens }) : null;
  /** The health check in flight: a question asked meanwhile waits for it rather than missing the model. */
  let checking: Promise<boolean> | null = null;

  function checkAvailability(): Promise<boolean> {
    const check = (endpoint ? checkEndpointHealth(endpoint, options.fetch) : Promise.resolve(false)).then((ok) => {
      aiAvailable = ok;
      if (checking === check) checking = null;
      return ok;
    });
    checking = check;
    return check;
  }

  /** The index, waiting (within bounds) for one still loading: a question asked as the panel opens is answered from it, not from the canned replies. */
  async function siteIndex(): Promise<SiteIndex | null> {
    const pending = options.index();
    if (!pending || !('then' in pending)) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), indexWaitMs);
    });
    try {
      const index = await Promise.race([pending.catch(() => null), timeout]);
      if (!index) log('Site index not loaded; answering without it.');
      return index;
    } finally {
      clearTimeout(timer);
    }
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
    const index = await siteIndex();
    // An index that cannot be read leaves the question to the canned replies ("I couldn't find that").
    const retrieval = index ? await retrievePassages(index, passageQuestion(message)).catch((error: unknown) => (log('Site index unavailable.', error), undefined)) : undefined;
    const [intent, sentiment] = await Promise.all([offline.classifyIntent(message), offline.analyzeSentiment(message)]);
    const reply = await offline.reply({ message, history, preferences: {}, passages: retrieval?.passages ?? [], retrieval, intent });
    // The badge describes the reply given: the intent and confidence of the passage quoted, or of
    // the refusal; none when the reply has no intent of its own (null), the question's otherwise.
    const shown = reply.intent === undefined ? intent : reply.intent;
    return {
      message: build(reply.text, { buttons: reply.buttons, intent: shown?.intent, confidence: shown?.confidence, sentiment, sources: reply.sources, notice }),
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
      if (checking) await checking;
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
