'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from '@/components/ui/icons';

/** Full-size view of an attached image; at most 800 px wide from medium screens up. */
export function ImagePreview({ src, onClose }: { src: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={Boolean(src)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-night/75" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[90] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-3 shadow-2xl focus:outline-none md:max-w-[800px]">
          <Dialog.Title className="sr-only">Attached image</Dialog.Title>
          <Dialog.Description className="sr-only">The image at full size.</Dialog.Description>
          {/* eslint-disable-next-line @next/next/no-img-element -- a visitor's local data URL */}
          {src ? <img src={src} alt="Attached image at full size" className="max-h-[80dvh] w-full rounded-xl object-contain" /> : null}
          <Dialog.Close aria-label="Close preview" className="absolute -top-3 -right-3 grid size-9 place-items-center rounded-full bg-ink text-white shadow-lg">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
