'use client';
/**
 * The contact form's behaviour: steps, live validation with the shared schema, the
 * draft that survives reloads, the rate limit, and sending to WhatsApp.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { contact } from '@/content/site';
import { performAction } from '@/lib/actions/perform.browser';
import { prefersReducedMotion } from '@/lib/browser/scroll';
import { track } from '@/lib/analytics/events.browser';
import { createDraftStore, startingPoint, toDraftValues } from '@/lib/contact/draft';
import { composeContactMessage } from '@/lib/contact/message';
import { contactRateLimitKey, createRateLimiter } from '@/lib/contact/rate-limit';
import { loadSanitizer } from '@/lib/contact/sanitize';
import {
  contactSchema,
  emptyContactForm,
  firstStepWithError,
  stepFields,
  type ContactFormInput,
  type ContactFormValues,
  type StepIndex,
} from '@/lib/contact/schema';
import { statusTexts } from '@/content/contact-form';
import { useEarlyActions } from '@/components/first-paint/useEarlyActions';
import { personalFieldNames } from './PersonalFields';
import { readPlaceholder, typedValues } from './placeholderFields';
import { takeOverField } from '@/components/first-paint/fieldTakeOver';

export type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; text: string };
export type Fallback = { text: string; service: string };

const BANNER_MS = 5_000;

/** Security events (validation failure, rate limit, submission) go to the console only. */
const logSecurityEvent = (event: string, detail?: Record<string, unknown>) => console.info(`[contact] ${event}`, detail ?? '');

const browserStorage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * `placeholder` is the plain-HTML form this one replaces: its text, caret and focus carry over
 * (components/first-paint/fieldTakeOver.ts), and a stored draft fills what was not typed.
 */
export function useContactForm(placeholder: HTMLFormElement | null = null) {
  const [drafts] = useState(() => createDraftStore(browserStorage()));
  const [taken] = useState(() => readPlaceholder(placeholder));
  const [start] = useState(() => startingPoint(typedValues(taken), drafts.load()));
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema) as never,
    mode: 'onChange',
    defaultValues: { ...emptyContactForm, ...start.values },
  });
  const [step, setStep] = useState<StepIndex>(start.step);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [fallback, setFallback] = useState<Fallback | null>(null);
  const [restored, setRestored] = useState(start.restored);
  const [announcement, setAnnouncement] = useState('');
  const stepRef = useRef<StepIndex>(start.step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef<'heading' | 'error' | null>(null);

  const goTo = useCallback((next: StepIndex, focus: 'heading' | 'error' = 'heading') => {
    stepRef.current = next;
    moveFocus.current = focus;
    setStep(next);
    drafts.save(next, toDraftValues(form.getValues()));
  }, [form, drafts]);

  useLayoutEffect(() => {
    for (const name of personalFieldNames) {
      const entry = taken[name];
      const next = document.getElementById(`contact-${name}`);
      if (entry) takeOverField(entry.field, entry.state, next instanceof HTMLInputElement ? next : null, (value) => form.setValue(name, value, { shouldDirty: true }));
    }
    // Once, as this form replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // What was typed into the placeholder becomes the draft; from then on the draft follows every change.
  useEffect(() => {
    if (start.typed) drafts.save(0, toDraftValues(form.getValues()));
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => drafts.save(stepRef.current, toDraftValues(values)),
    });
  }, [form, drafts, start.typed]);

  useEffect(() => {
    if (moveFocus.current === 'heading') {
      const heading = headingRef.current;
      heading?.focus({ preventScroll: true });
      // The fixed header would cover a heading that is only just inside the viewport.
      const top = heading?.closest('form')?.getBoundingClientRect().top ?? 0;
      if (top < 96 || top > window.innerHeight * 0.6) {
        heading?.closest('form')?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    }
    if (moveFocus.current === 'error') {
      const failing = stepFields[step].find((field) => form.getFieldState(field).invalid);
      if (failing) form.setFocus(failing);
    }
    moveFocus.current = null;
    // The sanitiser is needed only to send: start loading it when the last step shows.
    if (step === 2) loadSanitizer().catch(() => undefined);
  }, [step, form]);

  useEffect(() => {
    if (status.kind !== 'success' && status.kind !== 'error') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const announceErrors = (errors: FieldErrors<ContactFormInput>, fields: readonly string[]) => {
    const texts = fields.map((field) => errors[field as keyof ContactFormInput]?.message).filter(Boolean);
    setAnnouncement(texts.length ? `Please correct ${texts.length === 1 ? 'this field' : 'these fields'}: ${texts.join('. ')}.` : '');
  };

  const next = async () => {
    const fields = stepFields[step];
    if (await form.trigger(fields)) {
      setAnnouncement('');
      goTo((step + 1) as StepIndex);
    } else {
      announceErrors(form.formState.errors, fields);
      const failing = fields.find((field) => form.getFieldState(field).invalid);
      if (failing) form.setFocus(failing);
    }
  };

  const back = () => goTo((step - 1) as StepIndex);

  const send = async (values: ContactFormValues) => {
    setAnnouncement('');
    const limiter = createRateLimiter({ storage: browserStorage(), key: contactRateLimitKey(window.location.host) });
    if (!limiter.attempt().allowed) {
      logSecurityEvent('rate limit reached');
      setStatus({ kind: 'error', text: statusTexts.rateLimited });
      return;
    }
    setStatus({ kind: 'sending' });
    logSecurityEvent('submission', { service: values.service });
    let text = composeContactMessage(values, { now: new Date(), source: `Website contact form, ${window.location.href}` });
    try {
      text = (await loadSanitizer())(text);
    } catch {
      // Without the sanitiser the text is not sent; it is still offered to copy.
      setFallback({ text, service: values.service });
      setStatus({ kind: 'error', text: statusTexts.error });
      return;
    }
    if (!performAction({ kind: 'whatsapp', text, number: contact.salesPhone })) {
      setFallback({ text, service: values.service });
      setStatus({ kind: 'error', text: statusTexts.error });
      return;
    }
    track('generate_lead', { event_category: 'engagement', event_label: values.service, value: 1 });
    drafts.clear();
    form.reset(emptyContactForm);
    stepRef.current = 0;
    setStep(0);
    setRestored(false);
    setFallback(null);
    setStatus({ kind: 'success' });
  };

  const invalid = (errors: FieldErrors<ContactFormInput>) => {
    logSecurityEvent('validation failed', { fields: Object.keys(errors) });
    const target = firstStepWithError(Object.keys(errors));
    if (target === null) return;
    announceErrors(errors, Object.keys(errors));
    if (target === step) {
      const failing = stepFields[step].find((field) => field in errors);
      if (failing) form.setFocus(failing);
    } else goTo(target, 'error');
  };

  // Enter in a field of steps 1 and 2 means Continue; only the last step sends.
  const onSubmit = (event: React.FormEvent) => {
    if (step < 2) {
      event.preventDefault();
      void next();
    } else void form.handleSubmit(send, invalid)(event);
  };

  // A Continue pressed on the placeholder before this code arrived: carried out now, if the
  // form starts where the placeholder was, on the first step.
  useEarlyActions('contact', (action) => {
    if (action === 'continue' && stepRef.current === 0) void next();
  });

  return { form, step, status, fallback, restored, announcement, headingRef, back, goTo, onSubmit, dismissFallback: () => setFallback(null) };
}
