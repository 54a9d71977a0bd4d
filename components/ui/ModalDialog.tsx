import { X } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A readable element id from a title, for dialogs named after what they show. */
export const dialogIdFor = (title: string) => `dialog-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/**
 * A native modal dialog with a title, a Close button and an optional footer. Opened by a
 * DialogOpener, with no script: the browser moves focus in and keeps it there, closes it on
 * Escape or a tap outside (closedby) and gives focus back to the opener. Older browsers get
 * the same from components/first-paint/head/page-controls.ts.
 */
export function ModalDialog({
  id,
  title,
  description,
  footer,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      closedby="any"
      className={cn('modal-dialog dlg', className)}
    >
      <div className="dlg-head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {description ? (
            <p id={`${id}-text`}>{description}</p>
          ) : null}
        </div>
        <DialogClose dialogId={id} label="Close" className="dlg-close" />
      </div>
      <div className="dlg-body">{children}</div>
      {footer ? <div className="dlg-foot">{footer}</div> : null}
    </dialog>
  );
}

/** A dialog's Close button (an invoker command: no script). */
export function DialogClose({ dialogId, label, className }: { dialogId: string; label: string; className: string }) {
  return (
    <button type="button" command="close" commandfor={dialogId} aria-label={label} className={className}>
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The button that opens a ModalDialog. */
export function DialogOpener({ dialogId, className, children }: { dialogId: string; className?: string; children: ReactNode }) {
  return (
    <button type="button" command="show-modal" commandfor={dialogId} aria-haspopup="dialog" className={className}>
      {children}
    </button>
  );
}
