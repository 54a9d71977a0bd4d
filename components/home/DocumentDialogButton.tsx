import type { ReactNode } from 'react';
import { ActionLink, buttonClasses } from '@/components/ui/Button';
import { DialogOpener, ModalDialog, dialogIdFor } from '@/components/ui/ModalDialog';
import { documentKind, fileName } from '@/lib/home/media';
import type { OutboundAction } from '@/lib/actions/describe';

/**
 * A button that opens the document viewer (portfolio sheets, the compliance summary). The
 * image is lazy, so it is fetched when the dialog first shows it.
 */
export function DocumentDialogButton({
  file,
  title,
  description,
  alt,
  className,
  children,
  extraAction,
}: {
  file: string;
  title: string;
  description: string;
  /** What the image shows, for visitors who cannot see it. */
  alt: string;
  className: string;
  children: ReactNode;
  /** A second action in the footer, e.g. requesting full copies by e-mail. */
  extraAction?: { action: OutboundAction; label: string };
}) {
  const id = dialogIdFor(title);
  return (
    <>
      <DialogOpener dialogId={id} className={className}>
        {children}
      </DialogOpener>
      <ModalDialog
        id={id}
        title={title}
        description={description}
        className="max-w-4xl"
        footer={
          <>
            {extraAction && (
              <ActionLink action={extraAction.action} variant="secondary" size="sm">
                {extraAction.label}
              </ActionLink>
            )}
            <ActionLink action={{ kind: 'download', href: file, filename: fileName(file) }} size="sm">
              Download
            </ActionLink>
          </>
        }
      >
        <div className="p-3 sm:p-5">
          {documentKind(file) === 'pdf' ? (
            <a href={file} className={buttonClasses({ variant: 'secondary' })}>
              Open the PDF
            </a>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- static export: generated SVG shown at its own size
            <img src={file} alt={alt} width={1200} height={800} loading="lazy" className="h-auto w-full rounded-lg bg-white shadow-sm" />
          )}
        </div>
      </ModalDialog>
    </>
  );
}
