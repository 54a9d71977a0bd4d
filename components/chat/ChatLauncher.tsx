'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';

/**
 * Mount point of the chat assistant on every page. Only this button (and a silent,
 * unloaded audio element) ships with the page: the panel, the engine and the knowledge
 * load on the first click. On small screens the bottom bar takes the lowest 4rem (h-16).
 */
const ChatPanel = dynamic(() => import('./ChatPanel'), { ssr: false, loading: () => <PanelLoading /> });

export const CHAT_PANEL_ID = 'manu-chat-panel';
export const INTRO_AUDIO_ID = 'manu-intro-audio';

function PanelLoading() {
  return (
    <div role="status" className="fixed right-4 bottom-36 z-50 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-lg md:bottom-24">
      Loading Manu…
    </div>
  );
}

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={requested ? CHAT_PANEL_ID : undefined}
        onClick={() => {
          setRequested(true);
          setOpen((value) => !value);
        }}
        className="bottom-overlay fixed right-4 bottom-20 z-40 inline-flex h-14 items-center gap-2 rounded-full bg-gradient-to-r from-brand-600 to-brand-700 px-4 font-semibold text-white shadow-[0_14px_34px_-12px_rgb(42_55_184/0.9)] ring-1 ring-white/20 transition hover:-translate-y-0.5 hover:from-brand-500 hover:to-brand-700 md:right-6 md:bottom-6"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12Z" />
          <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.6" />
        </svg>
        {/* The label gives way on very small screens; the name stays for assistive tech. */}
        <span className="max-[359px]:sr-only">Manu Assistant</span>
      </button>
      {requested ? <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} audioId={INTRO_AUDIO_ID} /> : null}
      {/* Spec 001 §2.13: the intro sound is present on every page; preload="none" costs nothing until it plays. */}
      <audio id={INTRO_AUDIO_ID} src="/intro.mp3" preload="none" hidden />
    </>
  );
}
