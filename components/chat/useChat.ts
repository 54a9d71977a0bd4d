'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { assistant, chatTiming } from '@/content/chat';
import { site } from '@/content/site';
import { createChatEngine, type ChatEngine } from '@/lib/chat/engine';
import { createGeminiProvider } from '@/lib/chat/gemini';
import { minimalKnowledge, parseKnowledge } from '@/lib/chat/knowledge';
import { createOfflineProvider } from '@/lib/chat/offline';
import { buildIndex, type KnowledgeIndex } from '@/lib/chat/retrieval';
import { clearSession, historyEntry, loadSession, saveSession, uniqueId, type ChatSession } from '@/lib/chat/session';
import type { ChatMessage } from '@/lib/chat/types';

/** Build-time public setting: the key-holding proxy's address. Without it the assistant runs offline. */
const ENDPOINT = process.env.NEXT_PUBLIC_CHAT_ENDPOINT || undefined;
export const KNOWLEDGE_URL = '/chat-knowledge.json';

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

/** Loads the generated knowledge; on any failure a minimal home page stands in and still counts as loaded (spec 001 §4). */
async function fetchIndex(reload: boolean): Promise<KnowledgeIndex> {
  try {
    const response = await fetch(KNOWLEDGE_URL, { cache: reload ? 'reload' : 'default' });
    const knowledge = response.ok ? parseKnowledge(await response.json()) : null;
    if (!knowledge) throw new Error(`Chat knowledge unavailable (${response.status})`);
    return buildIndex(knowledge);
  } catch (error) {
    console.error(error);
    return buildIndex(minimalKnowledge(site.description));
  }
}

export function useChat() {
  const [session, setSession] = useState<ChatSession>(() => loadSession(storage()));
  const [pending, setPending] = useState(false);
  const [aiAvailable, setAiAvailable] = useState(false);
  const [knowledgeState, setKnowledgeState] = useState<'loading' | 'ready'>('loading');
  const indexRef = useRef<KnowledgeIndex | null>(null);
  const engineRef = useRef<ChatEngine | null>(null);
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  useEffect(() => {
    engineRef.current = createChatEngine({
      ai: ENDPOINT ? createGeminiProvider({ endpoint: ENDPOINT }) : undefined,
      offline: createOfflineProvider(),
      index: () => indexRef.current,
      sessionId: () => sessionRef.current.sessionId,
      log: (message, error) => console.error(message, error),
    });
    void engineRef.current.checkAvailability().then(setAiAvailable);
    void fetchIndex(false).then((index) => {
      indexRef.current = index;
      setKnowledgeState('ready');
    });
  }, []);

  useEffect(() => saveSession(storage(), withoutImages(session)), [session]);

  const send = useCallback(
    async (text: string, image?: string) => {
      const message = text.trim();
      const engine = engineRef.current;
      if ((!message && !image) || pending || !engine) return;
      const current = sessionRef.current;
      const userMessage: ChatMessage = { id: uniqueId(current.messages), text: message, sender: 'user', timestamp: new Date().toISOString(), image };
      sessionRef.current = { ...current, messages: [...current.messages, userMessage] };
      setSession(sessionRef.current);
      setPending(true);
      const started = Date.now();
      const result = message
        ? await engine.respond(message, current.history, current.preferences)
        : null;
      // The typing indicator shows for about a second before every reply (spec 001 §9.4).
      await wait(Math.max(0, chatTiming.typingMs - (Date.now() - started)));
      setAiAvailable(engine.isAiAvailable());
      setSession((latest) => {
        const bot: ChatMessage = result
          ? { ...result.message, id: uniqueId(latest.messages) }
          : { id: uniqueId(latest.messages), text: assistant.imageOnlyReply, sender: 'bot', timestamp: new Date().toISOString() };
        const history = [...latest.history];
        if (message) history.push(historyEntry(message, 'user', latest.sessionId));
        history.push(historyEntry(bot.text, 'bot', latest.sessionId));
        return { ...latest, messages: [...latest.messages, bot], history };
      });
      setPending(false);
    },
    [pending],
  );

  const reset = useCallback(() => {
    const fresh = clearSession(storage());
    setSession(fresh);
  }, []);

  // Spec 001 §4: refresh clears the knowledge and loads it again.
  const refresh = useCallback(async () => {
    setKnowledgeState('loading');
    indexRef.current = null;
    indexRef.current = await fetchIndex(true);
    setKnowledgeState('ready');
  }, []);

  return { messages: session.messages, pending, aiAvailable, knowledgeState, send, reset, refresh };
}
