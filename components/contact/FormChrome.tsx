/** The parts around the fields that the form and its placeholder share. */
import { clsx } from 'clsx';
import { ArrowRight } from '@/components/ui/icons';
import type { Ref } from 'react';
import { formLabels, formSteps } from '@/content/contact-form';
import { earlyAction } from '@/components/first-paint/early-actions';
import { StepIndicator } from './StepIndicator';

export const formButton = (tone: 'primary' | 'secondary' | 'send') =>
  clsx(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70',
    tone === 'primary' && 'bg-brand-600 text-white shadow-[var(--shadow-lift)] hover:bg-brand-700',
    tone === 'secondary' && 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
    tone === 'send' && 'bg-emerald-700 text-white shadow-[var(--shadow-lift)] hover:bg-emerald-800',
  );

export function StepHeader({ step, headingRef }: { step: number; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <noscript>
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">{formLabels.noScript}</p>
      </noscript>
      <StepIndicator step={step} />
      <div>
        <p className="text-sm font-semibold text-brand-700">
          Step {step + 1} of {formSteps.length}
        </p>
        <h4 id="contact-step-heading" ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-bold focus:outline-none sm:text-2xl">
          {formSteps[step]?.heading}
        </h4>
      </div>
    </>
  );
}

/** A press before the form's code has arrived is carried out when it has (early actions). */
export function ContinueButton() {
  return (
    <button type="submit" {...earlyAction('contact', 'continue')} className={formButton('primary')}>
      {formLabels.continue}
      <ArrowRight aria-hidden="true" className="size-4" />
    </button>
  );
}

export function PrivacyNote() {
  return <p className="text-xs leading-5 text-slate-500">{formLabels.privacyNote}</p>;
}
