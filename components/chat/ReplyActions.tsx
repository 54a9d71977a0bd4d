'use client';

import Link from '@/components/ui/Link';
import { ActionLink, buttonClasses } from '@/components/ui/Button';
import { mapPayload } from '@/lib/chat/payloads';
import type { ChatButton } from '@/lib/chat/types';
import { cn } from '@/lib/cn';

type Props = {
  buttons: ChatButton[];
  /** The visitor's question the reply answered: a WhatsApp hand-off carries it. */
  question?: string;
  onPopup: () => void;
  onSend: (text: string) => void;
  onNavigate: () => void;
};

/**
 * The buttons under 'Choose an action:'. WhatsApp and e-mail are real links (they work
 * with a middle click and are reported by the global click listener); the contact page
 * is an internal link; the popup and unknown payloads are buttons.
 */
export function ReplyActions({ buttons, question, onPopup, onSend, onNavigate }: Props) {
  return (
    <div className="mt-2.5">
      <p className="mb-1.5 text-xs font-semibold text-slate-600">Choose an action:</p>
      <div className="flex flex-wrap gap-2">
        {buttons.map((button, i) => {
          const variant = i === 0 ? 'primary' : 'secondary';
          const className = cn('h-8 px-3 text-xs', i === 0 && 'shadow-none');
          const action = mapPayload(button.payload, { question });
          if (action.kind === 'outbound')
            return (
              <ActionLink key={button.payload} action={action.action} variant={variant} size="sm" className={className}>
                {button.title}
              </ActionLink>
            );
          if (action.kind === 'navigate')
            return (
              <Link key={button.payload} href={action.href} onClick={onNavigate} className={buttonClasses({ variant, size: 'sm', className })}>
                {button.title}
              </Link>
            );
          return (
            <button
              key={button.payload}
              type="button"
              onClick={() => (action.kind === 'popup' ? onPopup() : onSend(action.text))}
              className={buttonClasses({ variant, size: 'sm', className })}
            >
              {button.title}
            </button>
          );
        })}
      </div>
    </div>
  );
}
