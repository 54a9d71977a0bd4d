import type { ButtonHTMLAttributes } from 'react';
import { assistant, quickButtons } from '@/content/chat';
import { BotText } from './BotText';

type QuickButton = (typeof quickButtons)[number];

/**
 * Manu's greeting and the four quick buttons, each sending its fixed question. The shell and
 * the live panel show the same; `buttonProps` says what a button does in each.
 */
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string>;

export function ChatGreeting({ buttonProps }: { buttonProps: (button: QuickButton) => ButtonProps }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
      <BotText text={assistant.greeting} />
      <div className="mt-3 grid grid-cols-2 gap-2">
        {quickButtons.map((button) => (
          <button
            key={button.label}
            type="button"
            {...buttonProps(button)}
            className="quick-ask"
          >
            {button.label}
          </button>
        ))}
      </div>
    </div>
  );
}
