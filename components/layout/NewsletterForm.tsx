'use client';

import { useState, type FormEvent } from 'react';
import { contact } from '@/content/site';
import { newsletter } from '@/content/navigation';
import { performAction } from '@/lib/browser/actions';
import { buttonClasses } from '@/components/ui/Button';

/** Spec 000 §2: no validation; Subscribe opens an e-mail draft asking for a subscription. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    performAction({ kind: 'email', to: contact.salesEmail, subject: newsletter.subject, body: newsletter.body(email.trim()) });
  };
  return (
    <form onSubmit={submit} noValidate className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
      <label htmlFor="footer-newsletter" className="sr-only">
        Email address
      </label>
      <input
        id="footer-newsletter"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-11 flex-1 rounded-full border border-white/15 bg-white/10 px-4 text-sm text-white placeholder:text-slate-400 focus:border-brand-300 focus:outline-none"
      />
      <button type="submit" className={buttonClasses({ variant: 'light' })}>
        Subscribe
      </button>
    </form>
  );
}
