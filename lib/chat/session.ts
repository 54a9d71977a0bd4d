/**
 * The conversation kept for the browser session (sessionStorage, passed in), so a reload
 * keeps it and closing the tab forgets it. Reset clears it.
 */
import type { ChatMessage, HistoryEntry, Preferences, Sender } from './types';

export const STORAGE_KEY = 'manu-chat';
/** Enough for a long visit without letting storage grow without bound. */
export const MAX_STORED_MESSAGES = 60;

export type ChatSession = {
  sessionId: string;
  messages: ChatMessage[];
  history: HistoryEntry[];
  preferences: Preferences;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  return `user_${now}_${random().toString(36).slice(2, 11)}`;
}

export function newSession(now?: number): ChatSession {
  return { sessionId: createSessionId(now), messages: [], history: [], preferences: {} };
}

export function historyEntry(text: string, sender: Sender, sessionId: string, at: Date = new Date(), sig?: string): HistoryEntry {
  return { text, sender, metadata: { session_id: sessionId, timestamp: at.toISOString() }, ...(sig ? { sig } : {}) };
}

/** Ids are timestamp strings; a suffix keeps two in one millisecond apart. */
export function uniqueId(taken: readonly { id: string }[], at: number = Date.now()): string {
  const base = String(at);
  const ids = new Set(taken.map((m) => m.id));
  if (!ids.has(base)) return base;
  let n = 1;
  while (ids.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const isMessage = (m: unknown): m is ChatMessage =>
  !!m && typeof m === 'object' && typeof (m as ChatMessage).id === 'string' && typeof (m as ChatMessage).text === 'string' &&
  ((m as ChatMessage).sender === 'user' || (m as ChatMessage).sender === 'bot');

const isHistoryEntry = (h: unknown): h is HistoryEntry =>
  !!h && typeof h === 'object' && typeof (h as HistoryEntry).text === 'string' && typeof (h as HistoryEntry).metadata?.session_id === 'string';

/** A missing, unreadable or foreign value starts a new session rather than failing. */
export function loadSession(storage: StorageLike | undefined): ChatSession {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return newSession();
    const value = JSON.parse(raw) as Partial<ChatSession>;
    if (typeof value.sessionId !== 'string' || !Array.isArray(value.messages) || !Array.isArray(value.history)) return newSession();
    return {
      sessionId: value.sessionId,
      messages: value.messages.filter(isMessage),
      history: value.history.filter(isHistoryEntry),
      preferences: value.preferences && typeof value.preferences === 'object' ? value.preferences : {},
    };
  } catch {
    return newSession();
  }
}

export function saveSession(storage: StorageLike | undefined, session: ChatSession): void {
  try {
    const trimmed: ChatSession = {
      ...session,
      messages: session.messages.slice(-MAX_STORED_MESSAGES),
      history: session.history.slice(-MAX_STORED_MESSAGES),
    };
    storage?.setItem(STORAGE_KEY, JSON.stringify(trimmed));
  } catch {
    /* storage full or disabled: the conversation still works, it just will not survive a reload */
  }
}

export function clearSession(storage: StorageLike | undefined): ChatSession {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    /* nothing stored to clear */
  }
  return newSession();
}
