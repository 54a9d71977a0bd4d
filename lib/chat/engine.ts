/**
 * The chat engine: asks the model when it is reachable, otherwise (or when any model
 * call fails) the offline provider, and always returns a reply (spec 001 §4, §8).
 */
import { assistant, chatTiming, suggestedReplies } from '@/content/chat';
import { ERRORS } from './gemini';
import { pageBoostFor } from './intents';
import { buttonsFor, coverage, MIN_COVERAGE } from './offline';
import { sentimentByWords } from './parse';
import { searchPassages, type KnowledgeIndex } from './retrieval';
import type { BotReply, ChatMessage, ChatProvider, HistoryEntry, Passage, Preferences, Sentiment, SourceLink } from './types';

export type EngineOptions = {
  /** The model provider; absent when the site is built without an endpoint. */
  ai?: ChatProvider;
  offline: ChatProvider;
  index: () => KnowledgeIndex | null;
  /** The current session id; a function so a reset conversation gets a new one. */
  sessionId: string | (() => string);
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
};

export type EngineResult = { reply: BotReply; message: ChatMessage; provider: 'gemini' | 'offline' | 'error' };

/** Errors after which the model is not tried again in this visit (spec 001 §4). */
const FATAL = new Set<string>([ERRORS.cspBlocked, ERRORS.notConfigured]);
const PASSAGES_FOR_PROMPT = 6;

function sourcesFrom(message: string, passages: readonly Passage[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const passage of passages) {
    if (seen.size >= 2) break;
    if (!seen.has(passage.url) && coverage(message, passage) >= MIN_COVERAGE) seen.set(passage.url, { title: passage.title, url: passage.url });
  }
  return [...seen.values()];
}

export function createChatEngine(options: EngineOptions) {
  const { ai, offline, now = () => new Date(), log = () => {} } = options;
  const sessionId = () => (typeof options.sessionId === 'function' ? options.sessionId() : options.sessionId);
  let aiAvailable = false;
  let checking: Promise<boolean> | null = null;

  function checkAvailability(): Promise<boolean> {
    if (!ai) return Promise.resolve(false);
    checking = ai
      .healthCheck()
      .catch(() => false)
      .then((ok) => (aiAvailable = ok));
    return checking;
  }

  const build = (
    text: string,
    fields: { buttons: BotReply['buttons']; intent?: string; confidence?: number; sentiment?: Sentiment; sources?: SourceLink[] },
  ): { reply: BotReply; message: ChatMessage } => {
    const timestamp = now();
    const suggested = fields.intent ? suggestedReplies[fields.intent] : undefined;
    return {
      reply: { recipient_id: sessionId(), text, buttons: fields.buttons },
      message: {
        id: String(timestamp.getTime()),
        text,
        sender: 'bot',
        timestamp: timestamp.toISOString(),
        buttons: fields.buttons,
        intent: fields.intent,
        confidence: fields.confidence,
        sentiment: fields.sentiment,
        suggestedResponses: suggested ? [...suggested] : undefined,
        sources: fields.sources?.length ? fields.sources : undefined,
      },
    };
  };

  async function viaModel(model: ChatProvider, message: string, history: readonly HistoryEntry[], preferences: Preferences, passages: Passage[]) {
    const keywordIntent = await offline.classifyIntent(message);
    const [intent, , sentiment, reply] = await Promise.all([
      model.classifyIntent(message).catch(() => keywordIntent),
      model.extractEntities(message).catch(() => []),
      model.analyzeSentiment(message).catch(() => sentimentByWords(message)),
      model.reply({ message, history, preferences, passages, intent: keywordIntent }),
    ]);
    return build(reply.text, {
      buttons: buttonsFor(intent.intent).slice(0, chatTiming.maxButtons),
      intent: intent.intent,
      confidence: intent.confidence,
      sentiment,
      sources: sourcesFrom(message, passages),
    });
  }

  async function viaOffline(message: string, history: readonly HistoryEntry[], preferences: Preferences, passages: Passage[]) {
    const [intent, sentiment] = await Promise.all([offline.classifyIntent(message), offline.analyzeSentiment(message)]);
    const reply = await offline.reply({ message, history, preferences, passages, intent });
    return build(reply.text, { buttons: reply.buttons, intent: intent.intent, confidence: intent.confidence, sentiment, sources: reply.sources });
  }

  async function respond(message: string, history: readonly HistoryEntry[] = [], preferences: Preferences = {}): Promise<EngineResult> {
    try {
      const index = options.index();
      const passages = index ? searchPassages(index, message, PASSAGES_FOR_PROMPT, pageBoostFor(message)) : [];
      if (checking) await checking;
      if (ai && aiAvailable) {
        try {
          return { ...(await viaModel(ai, message, history, preferences, passages)), provider: 'gemini' };
        } catch (error) {
          log('Chat model failed; answering offline.', error);
          if (error instanceof Error && FATAL.has(error.message)) aiAvailable = false;
        }
      }
      return { ...(await viaOffline(message, history, preferences, passages)), provider: 'offline' };
    } catch (error) {
      log('Chat engine failed.', error);
      return { ...build(assistant.errorReply, { buttons: buttonsFor('out_of_scope') }), provider: 'error' };
    }
  }

  return { checkAvailability, respond, isAiAvailable: () => aiAvailable, hasModel: () => Boolean(ai) };
}

export type ChatEngine = ReturnType<typeof createChatEngine>;
