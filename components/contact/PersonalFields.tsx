'use client';
/**
 * Step 1's fields, shared by the interactive form and the placeholder that stands in
 * (as plain HTML) until the form's code has loaded.
 */
import type { InputHTMLAttributes } from 'react';
import { formLabels } from '@/content/contact-form';
import { TextField } from './FormFields';

export const personalFieldNames = ['firstName', 'lastName', 'email', 'phone'] as const;
export type PersonalFieldName = (typeof personalFieldNames)[number];

const fields: Record<PersonalFieldName, InputHTMLAttributes<HTMLInputElement> & { label: string; required?: boolean }> = {
  firstName: { label: formLabels.firstName, required: true, autoComplete: 'given-name' },
  lastName: { label: formLabels.lastName, required: true, autoComplete: 'family-name' },
  email: { label: formLabels.email, required: true, type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  phone: { label: formLabels.phone, type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+91 98450 00000' },
};

export type FieldBinding = InputHTMLAttributes<HTMLInputElement> & { error?: string };

export function PersonalFields({ bind }: { bind: (name: PersonalFieldName) => FieldBinding }) {
  return (
    <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
      {personalFieldNames.map((name) => (
        <TextField key={name} id={`contact-${name}`} name={name} {...fields[name]} {...bind(name)} />
      ))}
    </div>
  );
}
