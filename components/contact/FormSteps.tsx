'use client';
/** The fields of each step; the shell in ContactForm decides which one shows. */
import Link from '@/components/ui/Link';
import type { UseFormReturn } from 'react-hook-form';
import { formLabels, formSteps } from '@/content/contact-form';
import { characterCount, limits, offeredServices, type ContactFormInput, type ContactFormValues, type StepIndex } from '@/lib/contact/schema';
import { SelectField, TextAreaField } from './FormFields';
import { PersonalFields } from './PersonalFields';

type Form = UseFormReturn<ContactFormInput, unknown, ContactFormValues>;

export function PersonalStep({ form }: { form: Form }) {
  const { register, formState } = form;
  return <PersonalFields bind={(name) => ({ ...register(name), error: formState.errors[name]?.message })} />;
}

export function ProjectStep({ form }: { form: Form }) {
  const { register, formState, watch } = form;
  const { errors } = formState;
  const count = characterCount((watch('message') ?? '').trim());
  const selected = watch('service');
  return (
    <div className="grid gap-y-2">
      <SelectField id="contact-service" label={formLabels.service} required error={errors.service?.message} {...register('service')}>
        <option value="">{formLabels.servicePlaceholder}</option>
        {offeredServices.map((service) => (
          <option key={service} value={service}>
            {service}
          </option>
        ))}
        {/* A value restored from elsewhere that the dropdown does not offer stays visible. */}
        {selected && !offeredServices.includes(selected as never) ? <option value={selected}>{selected}</option> : null}
      </SelectField>
      <TextAreaField
        id="contact-message"
        label={formLabels.message}
        required
        markRequired={false}
        placeholder={formLabels.messagePlaceholder}
        rows={6}
        error={errors.message?.message}
        hint={
          <span className={count > limits.messageMax ? 'font-semibold text-red-700' : undefined}>
            {count} / {limits.messageMax}
          </span>
        }
        {...register('message')}
      />
    </div>
  );
}

export function ReviewStep({ form, onEdit }: { form: Form; onEdit: (step: StepIndex) => void }) {
  const { register, formState, getValues } = form;
  const values = getValues();
  const error = formState.errors.consent?.message;
  const rows: { label: string; value: string; step: StepIndex }[] = [
    { label: 'Name', value: `${values.firstName} ${values.lastName}`.trim(), step: 0 },
    { label: formLabels.email, value: values.email, step: 0 },
    { label: 'Phone', value: values.phone?.trim() || 'Not provided', step: 0 },
    { label: formLabels.service, value: values.service, step: 1 },
    { label: formLabels.message, value: values.message, step: 1 },
  ];
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-slate-50/70">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[9rem_1fr_auto]">
            <dt className="text-sm font-semibold text-slate-600">{row.label}</dt>
            <dd className="col-span-2 row-start-2 text-sm break-words whitespace-pre-line text-ink sm:col-span-1 sm:row-start-auto">
              {row.value}
            </dd>
            <dd className="col-start-2 row-start-1 sm:col-start-3">
              <button
                type="button"
                onClick={() => onEdit(row.step)}
                className="rounded-md px-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {formLabels.edit}
                <span className="sr-only"> {row.label.toLowerCase()} ({formSteps[row.step].title.toLowerCase()})</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="contact-consent"
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'contact-consent-error' : undefined}
            aria-required="true"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
            {...register('consent')}
          />
          <label htmlFor="contact-consent" className="text-sm leading-6 text-slate-700">
            {formLabels.consentBefore}{' '}
            <Link href="/terms-of-service/" className="font-semibold text-brand-700 underline underline-offset-2">
              {formLabels.consentTerms}
            </Link>{' '}
            {formLabels.consentAnd}{' '}
            <Link href="/privacy-policy/" className="font-semibold text-brand-700 underline underline-offset-2">
              {formLabels.consentPrivacy}
            </Link>
            {formLabels.consentAfter}
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          </label>
        </div>
        {error ? (
          <p id="contact-consent-error" className="mt-1.5 ml-8 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
