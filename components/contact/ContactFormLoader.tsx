'use client';
/**
 * Keeps the contact form's code (react-hook-form, zod, the flow) out of the page's first
 * load. Step 1 is served as plain HTML; the form's code is fetched when the form comes near
 * the viewport or the visitor reaches for it, and it takes over with whatever was typed and
 * the caret where it was (useContactForm). A Continue pressed meanwhile is carried out then.
 * The placeholder's `method="dialog"` makes a submission outside a dialog do nothing, so
 * nothing typed can leave in a URL before the code has arrived.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useNearViewport } from '@/components/ui/useNearViewport';
import type { ContactFormProps } from './ContactForm';
import { ContinueButton, PrivacyNote, StepHeader } from './FormChrome';
import { PersonalFields } from './PersonalFields';

const loadForm = () => import('./ContactForm').then((module) => module.ContactForm);

export function ContactFormLoader() {
  const [loaded, setLoaded] = useState<{ Form: ComponentType<ContactFormProps>; placeholder: HTMLFormElement | null } | null>(null);
  const { ref: placeholder, near } = useNearViewport<HTMLFormElement>();
  const loading = useRef(false);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadForm().then(
      (Form) => setLoaded({ Form, placeholder: placeholder.current }),
      () => {
        // A failed chunk (flaky network) is tried again on the next interaction.
        loading.current = false;
      },
    );
  }, [placeholder]);

  useEffect(() => {
    if (near) start();
  }, [near, start]);

  if (loaded) return <loaded.Form placeholder={loaded.placeholder} />;
  return (
    <form
      ref={placeholder}
      method="dialog"
      noValidate
      aria-labelledby="contact-step-heading"
      aria-busy="true"
      className="space-y-6"
      onFocusCapture={start}
      onPointerDown={start}
    >
      <StepHeader step={0} />
      <PersonalFields bind={() => ({})} />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <ContinueButton />
      </div>
      <PrivacyNote />
    </form>
  );
}
