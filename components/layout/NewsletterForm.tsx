'use client';

import { useRef, type FormEvent } from 'react';
import { contact } from '@/content/site';
import { newsletter } from '@/content/navigation';
import { performAction } from '@/lib/actions/perform.browser';
import { buttonClasses } from '@/components/ui/Button';
import { useEarlyActions } from '@/components/first-paint/useEarlyActions';
import { earlyAction } from '@/components/first-paint/early-actions';

const looks = {
  /** The footer's: one compact row. */
  compact: {
    form: 'flex w-full max-w-md gap-2',
    input: 'min-h-11 min-w-0 flex-1 rounded-full border border-white/15 bg-white/10 px-4 text-base text-white placeholder:text-slate-400 focus:border-brand-300 focus:outline-none sm:text-sm',
    button: buttonClasses({ variant: 'light', className: 'shrink-0' }),
  },
  /** The blog's 'Stay Updated' box: larger, stacked on a phone. */
  large: {
    form: 'flex flex-col gap-3 sm:flex-row',
    input: 'min-h-12 min-w-0 rounded-full border border-white/20 bg-white/10 px-5 text-white placeholder:text-slate-300 focus:border-white/60 focus:outline-none sm:flex-1',
    button: buttonClasses({ variant: 'light', size: 'lg' }),
  },
} as const;

/**
 * Subscribe, wherever the site offers it (the footer, the blog's 'Stay Updated'): no validation;
 * Subscribe opens an e-mail draft asking for a subscription. The address is read from the field
 * itself, so one typed before this code ran counts; a Subscribe pressed then is carried out when it
 * has (early actions, scoped by the field's id, so each form answers for its own button), and
 * `method="dialog"` keeps a submission before that from putting the address into a URL or
 * reloading the page.
 */
export function NewsletterForm({ id, placeholder, look = 'compact' }: { id: string; placeholder: string; look?: keyof typeof looks }) {
  const field = useRef<HTMLInputElement>(null);
  const subscribe = () => {
    const email = field.current?.value.trim() ?? '';
    performAction({ kind: 'email', to: contact.salesEmail, subject: newsletter.subject, body: newsletter.body(email) });
  };
  useEarlyActions(id, subscribe);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe();
  };
  const classes = looks[look];
  return (
    <form method="dialog" onSubmit={submit} noValidate className={classes.form}>
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input id={id} name="email" type="email" autoComplete="email" placeholder={placeholder} ref={field} className={classes.input} />
      <button type="submit" {...earlyAction(id, 'subscribe')} className={classes.button}>
        Subscribe
      </button>
    </form>
  );
}
