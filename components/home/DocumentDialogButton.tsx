'use client';

import type { ReactNode } from 'react';
import { ActionLink, buttonClasses } from '@/components/ui/Button';
import { documentKind, fileName } from '@/lib/home/media';
import type { OutboundAction } from '@/lib/actions';
import { MediaDialog } from './MediaDialog';

/** A button that opens the document viewer (portfolio sheets, the compliance summary). */
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
  return (
    <MediaDialog
      title={title}
      description={description}
      trigger={
        <button type="button" className={className}>
          {children}
        </button>
      }
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
          <object data={file} type="application/pdf" className="h-[70dvh] w-full rounded-lg bg-white">
            <a href={file} className={buttonClasses({ variant: 'secondary' })}>
              Open the PDF
            </a>
          </object>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- static export: generated SVG shown at its own size
          <img src={file} alt={alt} width={1200} height={800} className="h-auto w-full rounded-lg bg-white shadow-sm" />
        )}
      </div>
    </MediaDialog>
  );
}
