'use client';

import { useEffect, useRef, useState } from 'react';
import { RefreshCw, RotateCcw } from '@/components/ui/icons';
import { assistant, introAudio, quickButtons } from '@/content/chat';
import { cn } from '@/lib/cn';
import { pagePanels } from '@/components/first-paint/panels';
import { BotText } from './BotText';
import { ChatGreeting } from './ChatGreeting';
import { ChatPanelHeader, chatHeaderButton } from './ChatPanelHeader';
import { ImagePreview } from './ImagePreview';
import { MessageItem } from './MessageItem';
import { PremiumDialog } from './PremiumDialog';
import { PromptBox } from './PromptBox';
import { ScrollThumb } from './ScrollThumb';
import { TypingIndicator } from './TypingIndicator';
import { scheduleIntroAudio } from './introAudio';
import { useChat } from './useChat';

export type ChatPanelProps = {
  /** The panel element's id (ChatDock), which opens, closes and labels it. */
  id: string;
  open: boolean;
  audioId: string;
  /** The message box of the shell this panel replaces: what was typed there is taken over. */
  typed: HTMLTextAreaElement | null;
};

/**
 * The assistant's panel content: a full-height sheet on phones, a floating card from 640 px
 * (the frame is ChatDock's). Loaded on first open, in place of the shell (ChatPanelHost).
 */
export default function ChatPanel({ id, open, audioId, typed }: ChatPanelProps) {
  const chat = useChat();
  const [popup, setPopup] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onClose = () => pagePanels(window)?.set(id, false);

  useEffect(() => {
    if (!open) return;
    (inputRef.current && !inputRef.current.disabled ? inputRef.current : document.getElementById(id))?.focus();
  }, [open, id]);

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
      {/* Escape inside the panel closes it (the page's own script); the popup, the preview and the tools menu are outside it. */}
      <div ref={panelRef} className="flex min-h-0 flex-1 flex-col">
        <ChatPanelHeader
          panelId={id}
          title={assistant.title}
          online={chat.aiAvailable}
          actions={
            <>
              <button type="button" onClick={refresh} aria-label="Refresh website content" className={chatHeaderButton}>
                <RefreshCw aria-hidden="true" className={cn('size-[1.1rem]', chat.knowledgeState === 'loading' && 'animate-spin')} />
              </button>
              <button type="button" onClick={reset} aria-label="Reset conversation" className={chatHeaderButton}>
                <RotateCcw aria-hidden="true" className="size-[1.1rem]" />
              </button>
            </>
          }
        />
        <p role="status" className="sr-only">
          {status}
        </p>

        <div className="relative flex min-h-0 flex-1 flex-col">
          <div
            ref={listRef}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            {chat.messages.length === 0 ? (
              <ChatGreeting
                greeting={<BotText text={assistant.greeting} />}
                buttons={quickButtons}
                buttonProps={(button) => ({ disabled: chat.pending, onClick: () => chat.send(button.question) })}
              />
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
          typed={typed}
        />
      </div>
      <PremiumDialog open={popup} onOpenChange={setPopup} />
      <ImagePreview src={preview} onClose={() => setPreview(null)} />
    </>
  );
}
