'use client';
/** Offered when the WhatsApp window was blocked: the composed message, to copy or e-mail. */
import { Copy, Mail, MessageCircle, X } from '@/components/ui/icons';
import { useId, useRef, useState } from 'react';
import { fallbackTexts } from '@/content/contact-form';
import { contact } from '@/content/site';
import { trackingAttributes } from '@/lib/actions/describe';
import { contactMailtoUrl, contactWhatsAppUrl } from '@/lib/contact/message';
import type { Fallback } from './useContactForm';

const action =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold transition focus-visible:outline-offset-2';

export function SendFallback({ fallback, onDismiss }: { fallback: Fallback; onDismiss: () => void }) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(fallback.text);
      setCopy('copied');
    } catch {
      area.current?.select();
      setCopy('failed');
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="relative rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <button type="button" onClick={onDismiss} className="absolute top-3 right-3 rounded-lg p-1.5 text-amber-900 hover:bg-amber-100">
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{fallbackTexts.dismiss}</span>
      </button>
      <h4 id={`${id}-heading`} className="pr-8 text-base font-bold text-amber-950">
        {fallbackTexts.heading}
      </h4>
      <p className="mt-1 text-sm text-amber-950">{fallbackTexts.text}</p>
      <label htmlFor={`${id}-text`} className="sr-only">
        Your message
      </label>
      <textarea
        id={`${id}-text`}
        ref={area}
        readOnly
        value={fallback.text}
        rows={6}
        className="mt-3 block w-full rounded-xl border border-amber-200 bg-white p-3 font-mono text-xs leading-5 text-ink"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={copyText} className={`${action} bg-ink text-white hover:bg-slate-800`}>
          <Copy aria-hidden="true" className="size-4" />
          {copy === 'copied' ? fallbackTexts.copied : copy === 'failed' ? fallbackTexts.copyFailed : fallbackTexts.copy}
        </button>
        <a href={contactMailtoUrl(fallback.text, fallback.service)} className={`${action} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
          {...trackingAttributes('email_click', { email: contact.salesEmail, subject: 'contact form fallback' })}
        >
          <Mail aria-hidden="true" className="size-4" />
          {fallbackTexts.email}
        </a>
        <a
          href={contactWhatsAppUrl(fallback.text)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${action} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
          {...trackingAttributes('whatsapp_open', { message_length: fallback.text.length })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {fallbackTexts.whatsapp}
        </a>
      </div>
      <p aria-live="polite" className="sr-only">
        {copy === 'copied' ? 'Message copied to the clipboard.' : ''}
      </p>
    </section>
  );
}
