'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RefreshCw, RotateCcw, X } from 'lucide-react';
import { assistant, introAudio, quickButtons } from '@/content/chat';
import { cn } from '@/lib/cn';
import { BotText } from './BotText';
import { ImagePreview } from './ImagePreview';
import { MessageItem } from './MessageItem';
import { PremiumDialog } from './PremiumDialog';
import { PromptBox } from './PromptBox';
import { ScrollThumb } from './ScrollThumb';
import { TypingIndicator } from './TypingIndicator';
import { scheduleIntroAudio } from './introAudio';
import { useChat } from './useChat';

type Props = { id: string; open: boolean; onClose: () => void; audioId: string };

const headerButton = 'grid size-9 place-items-center rounded-full text-white/85 transition hover:bg-white/10 hover:text-white';

/**
 * The assistant's panel: a full-height sheet on phones, a floating card from 640 px.
 * Loaded on first open. It stacks above the cookie banner (z-70) because the visitor
 * asked for it; the banner is there again when the panel closes.
 */
export default function ChatPanel({ id, open, onClose, audioId }: Props) {
  const chat = useChat();
  const [popup, setPopup] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    (inputRef.current && !inputRef.current.disabled ? inputRef.current : panelRef.current)?.focus();
  }, [open]);

  useEffect(() => {
    let storage: Storage | undefined;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = undefined;
    }
    return scheduleIntroAudio(document.getElementById(audioId) as HTMLAudioElement | null, introAudio, storage);
  }, [audioId]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ top: list.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [chat.messages.length, chat.pending]);

  // The text area is disabled while a reply is pending, which drops its focus to the page;
  // give it back when the reply is in, unless the visitor has moved on to something else.
  useEffect(() => {
    if (chat.pending || !open) return;
    const active = document.activeElement;
    if (!active || active === document.body || panelRef.current?.contains(active)) inputRef.current?.focus();
  }, [chat.pending, open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !popup && !preview && !menuOpen) {
      event.stopPropagation();
      onClose();
    }
  };

  const onNavigate = () => {
    // On a phone the sheet covers the page the visitor asked to see.
    if (window.matchMedia('(max-width: 639px)').matches) onClose();
  };

  const reset = () => {
    chat.reset();
    listRef.current?.scrollTo({ top: 0 });
    setStatus('Conversation cleared');
    inputRef.current?.focus();
  };

  const refresh = async () => {
    await chat.refresh();
    setStatus('Website content refreshed');
  };

  const lastBot = [...chat.messages].reverse().find((m) => m.sender === 'bot');

  return (
    <>
      <section
        ref={panelRef}
        id={id}
        role="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-status`}
        hidden={!open}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'fixed inset-0 z-[75] flex h-dvh flex-col overflow-hidden bg-slate-50 focus:outline-none',
          'sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[min(680px,calc(100dvh-8rem))] sm:w-[400px] sm:rounded-3xl sm:shadow-[0_30px_80px_-20px_rgb(7_11_26/0.55)] sm:ring-1 sm:ring-slate-900/10',
          !open && 'hidden',
        )}
      >
        <header className="bg-hero flex items-center gap-3 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 text-white">
          <span aria-hidden="true" className="relative grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-accent-500 text-base font-bold">
            M
            {chat.aiAvailable ? <span className="animate-pulse-dot absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-emerald-400 ring-2 ring-night" /> : null}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="text-base leading-tight font-semibold text-white">
              {assistant.title}
            </h2>
            <p id={`${id}-status`} className="truncate text-xs text-white/80">
              {chat.aiAvailable ? 'AI assistant online' : 'Answers from our website'}
            </p>
          </div>
          <button type="button" onClick={refresh} aria-label="Refresh website content" className={headerButton}>
            <RefreshCw aria-hidden="true" className={cn('size-[1.1rem]', chat.knowledgeState === 'loading' && 'animate-spin')} />
          </button>
          <button type="button" onClick={reset} aria-label="Reset conversation" className={headerButton}>
            <RotateCcw aria-hidden="true" className="size-[1.1rem]" />
          </button>
          <button type="button" onClick={onClose} aria-label="Close chat" className={headerButton}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        <p role="status" className="sr-only">
          {status}
        </p>

        <div className="relative flex min-h-0 flex-1 flex-col">
          <div
            ref={listRef}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            {chat.messages.length === 0 ? (
              <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
                <BotText text={assistant.greeting} />
                <div className="mt-3 grid grid-cols-2 gap-2">
                  {quickButtons.map((button) => (
                    <button
                      key={button.label}
                      type="button"
                      disabled={chat.pending}
                      onClick={() => chat.send(button.question)}
                      className="rounded-xl border border-brand-200 bg-brand-50/60 px-3 py-2.5 text-sm font-semibold text-brand-800 transition hover:border-brand-400 hover:bg-brand-50 disabled:opacity-60"
                    >
                      {button.label}
                    </button>
                  ))}
                </div>
              </div>
            ) : null}
            <div role="log" aria-label="Conversation" aria-live="polite">
              <ol className="space-y-4">
                {chat.messages.map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    latest={message === lastBot}
                    busy={chat.pending}
                    onSend={(text) => void chat.send(text)}
                    onPopup={() => setPopup(true)}
                    onNavigate={onNavigate}
                    onPreview={setPreview}
                  />
                ))}
              </ol>
            </div>
            {chat.typing ? <TypingIndicator label={assistant.typing} /> : null}
          </div>
          <ScrollThumb target={listRef} />
        </div>

        <PromptBox
          pending={chat.pending}
          inputRef={inputRef}
          onSend={(text, image) => void chat.send(text, image)}
          onPremium={() => setPopup(true)}
          onPreview={setPreview}
          onMenuOpenChange={setMenuOpen}
        />
      </section>
      <PremiumDialog open={popup} onOpenChange={setPopup} />
      <ImagePreview src={preview} onClose={() => setPreview(null)} />
    </>
  );
}
