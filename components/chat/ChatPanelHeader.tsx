import { X } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const chatHeaderButton = 'grid size-9 place-items-center rounded-full text-white/85 transition hover:bg-white/10 hover:text-white';

/**
 * The panel's header, the same before and after the assistant's code has loaded: avatar,
 * title, status line, the engine's buttons (`actions`) and Close, which the page's own
 * script answers (components/first-paint/head/page-controls.ts), so it works from the start.
 */
export function ChatPanelHeader({ panelId, title, online = false, actions }: { panelId: string; title: string; online?: boolean; actions?: ReactNode }) {
  return (
    <header className="bg-hero chat-head">
      <span aria-hidden="true" className="chat-avatar">
        M
        {online ? <span className="animate-pulse-dot" /> : null}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={`${panelId}-title`} className="text-base leading-tight font-semibold text-white">
          {title}
        </h2>
        <p id={`${panelId}-status`} className="truncate text-xs text-white/80">
          {online ? 'AI assistant online' : 'Answers from our website'}
        </p>
      </div>
      {actions}
      <button type="button" data-panel-close={panelId} aria-label="Close chat" className={cn(chatHeaderButton)}>
        <X aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}
