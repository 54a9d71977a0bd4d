import type { ReactNode } from 'react';
import { ArrowUp } from '@/components/ui/icons';
import { earlyAction } from '@/components/first-paint/early-actions';
import { ChatGreeting, type QuickButton } from './ChatGreeting';
import { ChatPanelHeader } from './ChatPanelHeader';

/** What the shell says (from content/chat.ts, picked by ChatWidget): the greeting already drawn. */
export type ChatShellTexts = { title: string; placeholder: string; greeting: ReactNode; quickButtons: readonly QuickButton[] };

/**
 * What the chat panel shows before the assistant's code has arrived: the header, the greeting
 * with the quick buttons, and the message box. It is plain HTML in every page, so the panel
 * opens at the first tap and the visitor can start typing at once; the code loads when the
 * panel first opens and takes over the box with what was typed (ChatPanelHost). A quick
 * button, Send, or Enter in the box pressed in the meantime is carried out when it has
 * (components/first-paint/early-actions.ts).
 */
const SHELL_SEND_ID = 'manu-shell-send';

export function ChatShell({ panelId, texts }: { panelId: string; texts: ChatShellTexts }) {
  return (
    <>
      <ChatPanelHeader panelId={panelId} title={texts.title} />
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <ChatGreeting greeting={texts.greeting} buttons={texts.quickButtons} buttonProps={(button) => earlyAction('chat', `ask:${button.label}`)} />
      </div>
      {/* Laid out as the live box (PromptBox): the text area full width, a row beneath it for the
          buttons. The shell shows only Send in that row, and the other buttons arrive in their
          places with the code, so the box the visitor is typing in or tapping never moves. */}
      <div className="composer-bar">
        <div className="composer">
          <label htmlFor="manu-message" className="sr-only">
            Your message
          </label>
          <textarea
            id="manu-message"
            name="message"
            rows={1}
            data-panel-focus=""
            data-enter-clicks={SHELL_SEND_ID}
            placeholder={texts.placeholder}
            className="composer-input"
          />
          <div className="composer-tools">
            <span className="flex-1" />
            <button
              id={SHELL_SEND_ID}
              type="button"
              aria-label="Send message"
              {...earlyAction('chat', 'send')}
              className="composer-send"
            >
              <ArrowUp aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </>
  );
}
