'use client';
/** The three-step contact form: details, service and message, review and consent. Loaded by ContactFormLoader. */
import { clsx } from 'clsx';
import { ArrowLeft, History, LoaderCircle, Send } from '@/components/ui/icons';
import { formLabels, statusTexts } from '@/content/contact-form';
import { ContinueButton, formButton, PrivacyNote, StepHeader } from './FormChrome';
import { PersonalStep, ProjectStep, ReviewStep } from './FormSteps';
import { SendFallback } from './SendFallback';
import { StatusBanner } from './StatusBanner';
import { useContactForm } from './useContactForm';

export type ContactFormProps = {
  /** The plain-HTML form this one replaces: what was typed into it carries over. */
  placeholder?: HTMLFormElement | null;
};

export function ContactForm({ placeholder }: ContactFormProps) {
  const { form, step, status, fallback, restored, announcement, headingRef, back, goTo, onSubmit, dismissFallback } = useContactForm(placeholder);
  const sending = status.kind === 'sending';

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-step-heading" className="scroll-mt-28 space-y-6" data-step={step + 1}>
      <StepHeader step={step} headingRef={headingRef} />

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
          <button type="button" onClick={back} className={formButton('secondary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {formLabels.back}
          </button>
        ) : null}
        {step < 2 ? (
          <ContinueButton />
        ) : (
          <button type="submit" disabled={sending} className={formButton('send')}>
            {sending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-4" />}
            {sending ? formLabels.sending : formLabels.send}
          </button>
        )}
      </div>
      <PrivacyNote />
    </form>
  );
}
