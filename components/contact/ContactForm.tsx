'use client';
/** The three-step contact form (spec 000 §4, §5, §7.1). */
import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, History, LoaderCircle, Send } from 'lucide-react';
import { formLabels, formSteps, statusTexts } from '@/content/contact';
import { PersonalStep, ProjectStep, ReviewStep } from './FormSteps';
import { SendFallback } from './SendFallback';
import { StatusBanner } from './StatusBanner';
import { StepIndicator } from './StepIndicator';
import { useContactForm } from './useContactForm';

const buttonBase =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70';

export function ContactForm() {
  const { form, ready, step, status, fallback, restored, announcement, headingRef, back, goTo, onSubmit, dismissFallback } = useContactForm();
  const sending = status.kind === 'sending';

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-step-heading" className="space-y-6" data-step={step + 1} data-ready={ready || undefined}>
      <noscript>
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">{formLabels.noScript}</p>
      </noscript>
      <StepIndicator step={step} />
      <div>
        <p className="text-sm font-semibold text-brand-700">
          Step {step + 1} of {formSteps.length}
        </p>
        <h4 id="contact-step-heading" ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-bold sm:text-2xl focus:outline-none">
          {formSteps[step].heading}
        </h4>
      </div>

      {restored ? (
        <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {statusTexts.restored}
        </p>
      ) : null}

      {step === 0 ? <PersonalStep form={form} /> : null}
      {step === 1 ? <ProjectStep form={form} /> : null}
      {step === 2 ? <ReviewStep form={form} onEdit={goTo} /> : null}

      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>

      <StatusBanner status={status} />
      {fallback ? <SendFallback fallback={fallback} onDismiss={dismissFallback} /> : null}

      <div className={clsx('flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row', step > 0 ? 'sm:justify-between' : 'sm:justify-end')}>
        {step > 0 ? (
          <button type="button" onClick={back} className={clsx(buttonBase, 'border border-slate-300 bg-white text-ink hover:bg-slate-50')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {formLabels.back}
          </button>
        ) : null}
        {step < 2 ? (
          <button type="submit" className={clsx(buttonBase, 'bg-brand-600 text-white shadow-[var(--shadow-lift)] hover:bg-brand-700')}>
            {formLabels.continue}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={sending}
            className={clsx(buttonBase, 'bg-emerald-700 text-white shadow-[var(--shadow-lift)] hover:bg-emerald-800')}
          >
            {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
            {sending ? formLabels.sending : formLabels.send}
          </button>
        )}
      </div>
      <p className="text-xs leading-5 text-slate-500">{formLabels.privacyNote}</p>
    </form>
  );
}
