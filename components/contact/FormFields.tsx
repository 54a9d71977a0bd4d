'use client';
/** Labelled inputs that wire their error to aria-invalid and aria-describedby. */
import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type FieldShell = { id: string; label: string; required?: boolean; hint?: ReactNode; error?: string; className?: string };

export const inputClasses = (invalid: boolean) =>
  clsx(
    'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition placeholder:text-slate-400',
    'focus:outline-none focus-visible:outline-none focus:ring-4',
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-100'
      : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:ring-brand-100',
  );

export function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Shell({ id, label, required, hint, error, className, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      <div className="mt-1.5 flex min-h-5 items-start justify-between gap-3 text-sm">
        {error ? (
          <p id={`${id}-error`} className="font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        {hint ? (
          <p id={`${id}-hint`} className="shrink-0 text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type Common = FieldShell;

export function TextField({ id, label, required, hint, error, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Shell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(Boolean(error))}
        {...input}
      />
    </Shell>
  );
}

export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Shell id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(inputClasses(Boolean(error)), 'appearance-none bg-[length:1.25rem] bg-[right_0.9rem_center] bg-no-repeat pr-10')}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%2364748b'%3E%3Cpath d='M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z'/%3E%3C/svg%3E\")",
        }}
        {...select}
      >
        {children}
      </select>
    </Shell>
  );
}

/**
 * `markRequired` controls only the visible asterisk: the Project Details field
 * is required but shows none, so assistive technology still hears "required".
 */
export function TextAreaField({
  id,
  label,
  required,
  markRequired = true,
  hint,
  error,
  className,
  ...area
}: Common & { markRequired?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Shell id={id} label={label} required={required && markRequired} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(inputClasses(Boolean(error)), 'min-h-40 resize-y leading-relaxed')}
        {...area}
      />
    </Shell>
  );
}
