'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { assistant, chatTiming } from '@/content/chat';
import { createChatEngine, type ChatEngine } from '@/lib/chat/engine';
import { createOfflineProvider } from '@/lib/chat/offline';
import { openSiteIndex, type SiteIndex } from '@/lib/search/retrieve';
import { readOverHttp } from '@/lib/search/read-http';
import { clearSession, historyEntry, loadSession, saveSession, uniqueId, type ChatSession } from '@/lib/chat/session';
import { turnstileTokens } from '@/lib/chat/turnstile';
import type { ChatMessage } from '@/lib/chat/types';

/** Build-time public setting: the chat endpoint's address. Without it the assistant runs offline. */
const ENDPOINT = process.env.NEXT_PUBLIC_CHAT_ENDPOINT || undefined;
/** Build-time public setting: a Cloudflare Turnstile site key, when the endpoint checks sessions with Turnstile. */
const TURNSTILE_SITE_KEY = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY || undefined;

const storage = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Images stay in this tab's memory only: sessionStorage is small and they are the visitor's. */
const withoutImages = (session: ChatSession): ChatSession => ({
  ...session,
  messages: session.messages.map((m) => (m.image ? { ...m, image: undefined } : m)),
});

/**
 * Opens the site index the site search reads and loads its manifest and document table, so the
 * first question only waits for the parts it needs. A question asked before this is done waits
 * for it (the engine bounds the wait), showing "Manu is typing...": answering it from the canned
 * replies would tell the visitor the site does not say what it does. A failure is logged and the
 * panel still counts as loaded: each question then tries to read the parts it needs again.
 */
async function openIndex(reload: boolean): Promise<SiteIndex> {
  const index = openSiteIndex(readOverHttp({ reload }));
  await index.warmUp().catch((error: unknown) => console.error(error));
  return index;
}

/** The site index of this panel, as it loads: the promise of it, opened again on refresh. */
function knowledgeHolder() {
  let index: Promise<SiteIndex> | null = null;
  return {
    current: () => index,
    /** Opens the index; resolves true when no later opening has replaced this one. */
    open(reload: boolean): Promise<boolean> {
      const opening = openIndex(reload);
      index = opening;
      return opening.then(() => index === opening);
    },
  };
}

export function useChat() {
  const [session, setSession] = useState<ChatSession>(() => loadSession(storage()));
  const [pending, setPending] = useState(false);
  /** The reply being written, shown as it streams in. */
  const [draft, setDraft] = useState<ChatMessage | null>(null);
  const [aiAvailable, setAiAvailable] = useState(false);
  const [knowledgeState, setKnowledgeState] = useState<'loading' | 'ready'>('loading');
  // Made with the panel, before any effect runs, so a message sent the moment the panel appears
  // (one typed into the page's own box before the code arrived) is never dropped. `knowledge`
  // holds the site index as it loads, which the engine reads for each question.
  const [{ engine, knowledge }] = useState(() => {
    const holder = knowledgeHolder();
    const created: ChatEngine = createChatEngine({
      endpoint: ENDPOINT,
      offline: createOfflineProvider(),
      index: holder.current,
      log: (message, detail) => console.error(message, detail ?? ''),
      turnstileTokens: TURNSTILE_SITE_KEY ? turnstileTokens(TURNSTILE_SITE_KEY) : undefined,
    });
    return { engine: created, knowledge: holder };
  });
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  useEffect(() => {
    void engine.checkAvailability().then(setAiAvailable);
    void knowledge.open(false).then((latest) => latest && setKnowledgeState('ready'));
  }, [engine, knowledge]);

  useEffect(() => saveSession(storage(), withoutImages(session)), [session]);

  const send = useCallback(
    async (text: string, image?: string) => {
      const message = text.trim();
      if ((!message && !image) || pending) return;
      const current = sessionRef.current;
      const userMessage: ChatMessage = { id: uniqueId(current.messages), text: message, sender: 'user', timestamp: new Date().toISOString(), image };
      sessionRef.current = { ...current, messages: [...current.messages, userMessage] };
      setSession(sessionRef.current);
      setPending(true);
      // "Manu is typing..." shows for at least a second, then the reply as it streams.
      let revealed = false;
      let latest = '';
      // An empty text takes the draft away: the endpoint withdrew what it had sent.
      const showDraft = () => setDraft(latest ? { id: `${userMessage.id}-reply`, text: latest, sender: 'bot', timestamp: new Date().toISOString() } : null);
      const reveal = setTimeout(() => {
        revealed = true;
        showDraft();
      }, chatTiming.typingMs);
      const result = message
        ? await engine.respond(message, { sessionId: current.sessionId, history: current.history }, (soFar) => {
            latest = soFar;
            if (revealed) showDraft();
          })
        : null;
      if (!revealed) await wait(chatTiming.typingMs);
      clearTimeout(reveal);
      setAiAvailable(engine.isAiAvailable());
      setSession((state) => {
        const bot: ChatMessage = result
          ? { ...result.message, id: uniqueId(state.messages), question: message }
          : { id: uniqueId(state.messages), text: assistant.imageOnlyReply, sender: 'bot', timestamp: new Date().toISOString() };
        // The endpoint may have moved the conversation to a new session (the visitor's network changed).
        const sessionId = result?.sessionId ?? state.sessionId;
        const history = [...state.history];
        if (message) history.push(historyEntry(message, 'user', sessionId));
        history.push(historyEntry(bot.text, 'bot', sessionId, new Date(), result?.sig));
        return { ...state, sessionId, messages: [...state.messages, bot], history };
      });
      setDraft(null);
      setPending(false);
    },
    [pending, engine],
  );

  const reset = useCallback(() => {
    const fresh = clearSession(storage());
    setSession(fresh);
  }, []);

  // Refresh clears the knowledge and loads it again; a question asked meanwhile waits for the new one.
  const refresh = useCallback(async () => {
    setKnowledgeState('loading');
    if (await knowledge.open(true)) setKnowledgeState('ready');
  }, [knowledge]);

  const messages = draft ? [...session.messages, draft] : session.messages;
  return { messages, pending, typing: pending && !draft, aiAvailable, knowledgeState, send, reset, refresh };
}
