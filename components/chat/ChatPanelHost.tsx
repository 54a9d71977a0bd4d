'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useEarlyActions } from '@/components/first-paint/useEarlyActions';
import { PANEL_EVENT } from '@/components/first-paint/panels';
import type { ChatPanelProps } from './ChatPanel';

const loadPanel = () => import('./ChatPanel').then((module) => module.default);

/**
 * Inside the chat panel: shows the server-rendered shell (`children`) until the panel first
 * opens, then loads the assistant and swaps it in. The assistant takes over the shell's
 * message box with whatever was typed into it (ChatPanel's `typed`), and a quick button or
 * Send tapped in the shell meanwhile is carried out once it is there.
 */
export function ChatPanelHost({ panelId, audioId, children }: { panelId: string; audioId: string; children: ReactNode }) {
  const shell = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Panel: ComponentType<ChatPanelProps>; typed: HTMLTextAreaElement | null } | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef(false);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const follow = () => {
      setOpen(!panel.hidden);
      if (panel.hidden || loading.current) return;
      loading.current = true;
      loadPanel().then(
        (Panel) => setLoaded({ Panel, typed: shell.current?.querySelector('textarea') ?? null }),
        () => {
          // A chunk that failed to load (flaky network) is asked for again on the next open.
          loading.current = false;
        },
      );
    };
    // The panel may have been opened before this code ran.
    follow();
    panel.addEventListener(PANEL_EVENT, follow);
    return () => panel.removeEventListener(PANEL_EVENT, follow);
  }, [panelId]);

  // Taps on the shell's buttons, carried out by the live panel's own buttons.
  useEarlyActions(loaded ? 'chat' : null, (action) => {
    const panel = document.getElementById(panelId);
    if (action === 'send') panel?.querySelector('form')?.requestSubmit();
    const label = action.startsWith('ask:') ? action.slice(4) : null;
    if (label) [...(panel?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.trim() === label)?.click();
  });

  if (loaded) {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <loaded.Panel id={panelId} open={open} audioId={audioId} typed={loaded.typed} />
      </div>
    );
  }
  return (
    <div ref={shell} className="flex min-h-0 flex-1 flex-col">
      {children}
    </div>
  );
}
