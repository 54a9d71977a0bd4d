'use client';

import { ChatPanelHost } from './ChatPanelHost';
import { ChatShell, type ChatShellTexts } from './ChatShell';

export const CHAT_PANEL_ID = 'manu-chat-panel';
export const INTRO_AUDIO_ID = 'manu-intro-audio';

/**
 * The chat assistant on every page: the floating button and the panel it toggles. Both are
 * in the page's HTML and the page's own script opens and closes the panel
 * (components/first-paint/head/page-controls.ts), so the first tap works before any client code has run;
 * the assistant's code loads when the panel first opens. On small screens the bottom bar
 * takes the lowest 4rem (h-16) and the launcher is a round icon button above it, its label
 * kept for assistive technology; every page leaves room at its end (the footer's
 * .page-end-room) so the launcher never covers the last links. Below 768 px, where the cookie
 * banner floats in the launcher's place, the launcher waits hidden until the visitor has answered
 * the banner (app/globals.css). Above the cookie banner (z-70) while open: the visitor asked for
 * it, and the banner is there again when it closes.
 *
 * A client component, like the rest of the shared chrome (components/layout/Header.tsx says why); the
 * shell's few texts come in as props (ChatWidget), so the assistant's content stays in its lazy chunk.
 */
export function ChatDock({ texts }: { texts: ChatShellTexts }) {
  return (
    <>
      <button
        type="button"
        data-panel-toggle={CHAT_PANEL_ID}
        aria-controls={CHAT_PANEL_ID}
        aria-expanded="false"
        aria-haspopup="dialog"
        className="bottom-overlay chat-launcher"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12Z" />
          <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.6" />
        </svg>
        {/* The label gives way on small screens; the name stays for assistive tech. */}
        <span className="max-sm:sr-only">Manu Assistant</span>
      </button>
      <section
        id={CHAT_PANEL_ID}
        data-panel=""
        role="dialog"
        aria-labelledby={`${CHAT_PANEL_ID}-title`}
        aria-describedby={`${CHAT_PANEL_ID}-status`}
        hidden
        tabIndex={-1}
        className="chat-panel"
      >
        <ChatPanelHost panelId={CHAT_PANEL_ID} audioId={INTRO_AUDIO_ID}>
          <ChatShell panelId={CHAT_PANEL_ID} texts={texts} />
        </ChatPanelHost>
      </section>
      {/* The intro sound is on every page; preload="none" costs nothing until it plays. */}
      <audio id={INTRO_AUDIO_ID} src="/intro.mp3" preload="none" hidden />
    </>
  );
}
