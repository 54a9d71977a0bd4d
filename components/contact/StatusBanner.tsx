import { CircleAlert, CircleCheck, LoaderCircle } from '@/components/ui/icons';
import { statusTexts } from '@/content/contact-form';
import type { Status } from './useContactForm';

/**
 * Always rendered, so the live regions exist before their text changes (screen readers
 * ignore a region that appears together with its message).
 */
export function StatusBanner({ status }: { status: Status }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status.kind === 'success' ? (
          <p className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            {statusTexts.success}
          </p>
        ) : null}
        {status.kind === 'sending' ? (
          <p className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
            {statusTexts.sending}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {status.kind === 'error' ? (
          <p className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            {status.text}
          </p>
        ) : null}
      </div>
    </>
  );
}
