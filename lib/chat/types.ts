/** Shapes of the chat assistant, shared by the engine, the providers and the widget. */
import type { Passage, Retrieval } from '@/lib/search/retrieve';

export type Sender = 'user' | 'bot';
export type Sentiment = 'positive' | 'negative' | 'neutral';

/** A button under a bot reply: the payload is an action key (see payloads.ts) or text to send. */
export type ChatButton = { title: string; payload: string };

export type IntentResult = { intent: string; confidence: number };
export type EntityRecord = { entity: string; value: string };

/** A page of the site that an answer was taken from, shown as a link under the reply. */
export type SourceLink = { title: string; url: string };

export type ChatMessage = {
  /** Timestamp string, suffixed when two messages share a millisecond. */
  id: string;
  text: string;
  sender: Sender;
  timestamp: string;
  buttons?: ChatButton[];
  intent?: string;
  confidence?: number;
  sentiment?: Sentiment;
  suggestedResponses?: string[];
  sources?: SourceLink[];
  /** A picture the visitor attached (data URL); kept in memory only. */
  image?: string;
  /** A line above the reply, e.g. that a limit was reached and the answer comes from the site. */
  notice?: string;
  /** On a reply: the visitor's question it answers, carried into a WhatsApp hand-off. */
  question?: string;
};

export type BotReply = {
  recipient_id: string;
  text: string;
  buttons: ChatButton[];
  image?: string;
  attachment?: unknown;
  custom?: Record<string, unknown>;
};

export type HistoryEntry = {
  text: string;
  sender: Sender;
  metadata: { session_id: string; timestamp: string };
  /** The endpoint's signature of a model reply; without it the endpoint ignores the turn. */
  sig?: string;
};

export type Preferences = Record<string, unknown>;

export type ReplyContext = {
  message: string;
  history: readonly HistoryEntry[];
  preferences: Preferences;
  passages: readonly Passage[];
  /** Retrieval's whole finding, when the site index was read: what the answer step weighs sentences with. */
  retrieval?: Retrieval;
  intent: IntentResult;
};

/**
 * A reply, and (when it differs from the question's keyword intent) the intent and confidence of
 * the reply given: its badge; null when no intent describes the reply, which then shows no badge.
 */
export type ProviderReply = { text: string; buttons: ChatButton[]; sources: SourceLink[]; intent?: IntentResult | null };

/** The offline provider's answers: keyword intent, sentiment by words, a reply from the site's passages. */
export interface ChatProvider {
  readonly name: 'offline';
  healthCheck(): Promise<boolean>;
  classifyIntent(message: string): Promise<IntentResult>;
  extractEntities(message: string): Promise<EntityRecord[]>;
  analyzeSentiment(message: string): Promise<Sentiment>;
  reply(context: ReplyContext): Promise<ProviderReply>;
}
