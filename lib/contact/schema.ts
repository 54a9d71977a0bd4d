/**
 * The contact form's rules and messages, kept once. react-hook-form
 * validates with this schema through @hookform/resolvers, the submit handler parses
 * with it, and the unit tests check it: no rule or message is written anywhere else.
 */
import { z } from 'zod';

// The site's CSP has no 'unsafe-eval'. Without this, zod probes `new Function` on first parse
// and the browser reports a CSP violation (caught by zod, but logged and reported).
z.config({ jitless: true });

/** Every service value the form accepts. */
export const contactServices = [
  'Web & Custom Development',
  'E-commerce & Inventory',
  'WhatsApp & Communications',
  'Offshore Talent',
  'Virtual Office Services',
  'Graphic Design & Packaging',
  'Quantiti',
  'Other',
] as const;
export type ContactService = (typeof contactServices)[number];

/** The dropdown offers six of the eight: all but Graphic Design & Packaging and Quantiti. */
export const offeredServices: readonly ContactService[] = contactServices.filter(
  (service) => service !== 'Graphic Design & Packaging' && service !== 'Quantiti',
);

export const limits = {
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  phoneMaxDigits: 16,
  messageMin: 10,
  messageMax: 1000,
} as const;

export const messages = {
  firstNameRequired: 'First name is required',
  firstNameInvalid: 'First name must be 2-50 characters, letters and spaces only',
  lastNameRequired: 'Last name is required',
  lastNameInvalid: 'Last name must be 2-50 characters, letters and spaces only',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailTooLong: 'Email too long',
  phoneInvalid: 'Invalid phone number format',
  serviceRequired: 'Please select a service',
  serviceInvalid: 'Invalid service selected',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message too long (max 1000 characters)',
  consentRequired: 'You must accept the terms and conditions',
} as const;

// Letters of any script (with their combining marks, which Indic names need) and plain
// spaces; lengths are counted in characters (code points), not UTF-16 units.
const NAME_PATTERN = /^[\p{L}\p{M} ]{2,50}$/u;
// The usual "standard" address pattern. It only runs after the 254-character check, so
// its backtracking is bounded.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
// Optional plus, a first digit 1-9, at most 16 digits in all.
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
// Visitors write numbers grouped ("+91 98450 00001", "080-4000-0000"); grouping is not
// part of the number, so it is ignored before the pattern is applied.
const PHONE_GROUPING = /[\s().-]/g;

export const characterCount = (value: string) => Array.from(value).length;

export const normalisePhone = (value: string) => value.replace(PHONE_GROUPING, '');

const name = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(NAME_PATTERN, { error: invalid });

export const contactSchema = z.object({
  firstName: name(messages.firstNameRequired, messages.firstNameInvalid),
  lastName: name(messages.lastNameRequired, messages.lastNameInvalid),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, { error: messages.emailRequired, abort: true })
    .max(limits.emailMax, { error: messages.emailTooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: messages.emailInvalid }),
  phone: z
    .string({ error: messages.phoneInvalid })
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(normalisePhone(value)), { error: messages.phoneInvalid })
    .optional(),
  service: z
    .string({ error: messages.serviceRequired })
    .min(1, { error: messages.serviceRequired, abort: true })
    .refine((value) => (contactServices as readonly string[]).includes(value), { error: messages.serviceInvalid }),
  message: z
    .string({ error: messages.messageRequired })
    .trim()
    .min(1, { error: messages.messageRequired, abort: true })
    .refine((value) => characterCount(value) >= limits.messageMin, { error: messages.messageTooShort, abort: true })
    .refine((value) => characterCount(value) <= limits.messageMax, { error: messages.messageTooLong }),
  consent: z.boolean({ error: messages.consentRequired }).refine((value) => value, { error: messages.consentRequired }),
});

/** What the inputs hold (react-hook-form's field values). */
export type ContactFormInput = z.input<typeof contactSchema>;
/** What a valid submission yields: trimmed, and the service narrowed to the list. */
export type ContactFormValues = Omit<z.output<typeof contactSchema>, 'service'> & { service: ContactService };

export const emptyContactForm: Required<ContactFormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  service: '',
  message: '',
  consent: false,
};

export type ContactField = keyof ContactFormInput;

/** The fields each step owns, in step order. */
export const stepFields = [
  ['firstName', 'lastName', 'email', 'phone'],
  ['service', 'message'],
  ['consent'],
] as const satisfies readonly (readonly ContactField[])[];

export type StepIndex = 0 | 1 | 2;

/** The first step holding an error, or null when none does: a failed submit jumps there. */
export function firstStepWithError(fieldsWithErrors: Iterable<string>): StepIndex | null {
  const failing = new Set(fieldsWithErrors);
  const index = stepFields.findIndex((fields) => fields.some((field) => failing.has(field)));
  return index === -1 ? null : (index as StepIndex);
}

export type ParseResult =
  | { success: true; data: ContactFormValues }
  | { success: false; errors: Partial<Record<ContactField, string>> };

/** Parses anything without throwing and keeps the first message per field. */
export function parseContactForm(input: unknown): ParseResult {
  const result = contactSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data as ContactFormValues };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in emptyContactForm && !(field in errors)) {
      errors[field as ContactField] = issue.message;
    }
  }
  return { success: false, errors };
}
