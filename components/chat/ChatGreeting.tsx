import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** A quick button under the greeting: its label and the question it sends (content/chat.ts). */
export type QuickButton = { readonly label: string; readonly question: string };

/**
 * Manu's greeting and the four quick buttons, each sending its fixed question. The shell and
 * the live panel show the same; `buttonProps` says what a button does in each. The texts come
 * from the caller: the shell is in every page's first script, which must not carry the whole of
 * content/chat.ts.
 */
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string>;

export function ChatGreeting({
  greeting,
  buttons,
  buttonProps,
}: {
  greeting: ReactNode;
  buttons: readonly QuickButton[];
  buttonProps: (button: QuickButton) => ButtonProps;
}) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80">
      {greeting}
      <div className="mt-3 grid grid-cols-2 gap-2">
        {buttons.map((button) => (
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
