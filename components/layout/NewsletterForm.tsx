'use client';

import { useRef, type FormEvent } from 'react';
import { contact } from '@/content/site';
import { newsletter } from '@/content/navigation';
import { performAction } from '@/lib/browser/actions';
import { buttonClasses } from '@/components/ui/Button';
import { useEarlyActions } from '@/components/ui/useEarlyActions';
import { earlyAction } from '@/lib/browser/early-actions';

/**
 * No validation; Subscribe opens an e-mail draft asking for a subscription. The address is
 * read from the field itself, so one typed before this code ran counts; a Subscribe pressed
 * then is carried out when it has (early actions), and `method="dialog"` keeps a submission
 * before that from putting the address into a URL.
 */
export function NewsletterForm() {
  const field = useRef<HTMLInputElement>(null);
  const subscribe = () => {
    const email = field.current?.value.trim() ?? '';
    performAction({ kind: 'email', to: contact.salesEmail, subject: newsletter.subject, body: newsletter.body(email) });
  };
  useEarlyActions('newsletter', subscribe);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe();
  };
  return (
    <form method="dialog" onSubmit={submit} noValidate className="flex w-full max-w-md gap-2">
      <label htmlFor="footer-newsletter" className="sr-only">
        Email address
      </label>
      <input
        id="footer-newsletter"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        ref={field}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-white/15 bg-white/10 px-4 text-base text-white placeholder:text-slate-400 focus:border-brand-300 focus:outline-none sm:text-sm"
      />
      <button type="submit" {...earlyAction('newsletter', 'subscribe')} className={buttonClasses({ variant: 'light', className: 'shrink-0' })}>
        Subscribe
      </button>
    </form>
  );
}
