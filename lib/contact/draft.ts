/**
 * Keeps what the visitor has typed into the contact form, so a reload, a closed tab or
 * a failed send never loses it (the draft is removed only by a successful send).
 * Pure apart from the storage passed in.
 */
import { z } from 'zod';
import type { KeyValueStore } from '@/lib/contact/rate-limit';
import type { StepIndex } from '@/lib/contact/schema';

export const DRAFT_KEY = 'mf-contact-draft';
/** Personal details should not sit in a browser for ever: a draft expires after 30 days. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The consent box is deliberately not kept: agreeing to the terms is something the
 * visitor does at the moment of sending, not something a stored draft should do for them.
 */
export type DraftValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
};

export type Draft = { step: StepIndex; values: DraftValues; savedAt: number };

const text = z.string().catch('');
const draftSchema = z.object({
  version: z.literal(1),
  step: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(0),
  savedAt: z.number(),
  values: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    service: text,
    message: text,
  }),
});

const emptyValues: DraftValues = { firstName: '', lastName: '', email: '', phone: '', service: '', message: '' };

/** Picks the draftable fields out of the form values, ignoring anything else. */
export function toDraftValues(values: Partial<Record<keyof DraftValues, unknown>>): DraftValues {
  const result = { ...emptyValues };
  for (const key of Object.keys(emptyValues) as (keyof DraftValues)[]) {
    const value = values[key];
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

export const isEmptyDraft = (values: DraftValues) => Object.values(values).every((value) => value.trim() === '');

export function serializeDraft(step: StepIndex, values: DraftValues, savedAt: number): string {
  return JSON.stringify({ version: 1, step, savedAt, values });
}

export function parseDraft(raw: string | null | undefined, now: number): Draft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = draftSchema.safeParse(value);
  if (!result.success) return null;
  const { step, savedAt, values } = result.data;
  if (now - savedAt > DRAFT_MAX_AGE_MS || isEmptyDraft(values)) return null;
  return { step, savedAt, values };
}

export function createDraftStore(storage: (KeyValueStore & Pick<Storage, 'removeItem'>) | null, now: () => number = Date.now) {
  return {
    load(): Draft | null {
      try {
        return parseDraft(storage?.getItem(DRAFT_KEY), now());
      } catch {
        return null;
      }
    },
    save(step: StepIndex, values: DraftValues): void {
      try {
        if (isEmptyDraft(values)) storage?.removeItem(DRAFT_KEY);
        else storage?.setItem(DRAFT_KEY, serializeDraft(step, values, now()));
      } catch {
        /* storage full or disabled: the form still holds the text */
      }
    },
    clear(): void {
      try {
        storage?.removeItem(DRAFT_KEY);
      } catch {
        /* nothing stored */
      }
    },
  };
}

export type StartingPoint = { values: DraftValues; step: StepIndex; restored: boolean; typed: boolean };

/**
 * Where the form starts when its code takes over from the plain-HTML placeholder: what was
 * typed there wins, field by field, over a stored draft, on step 1; with nothing typed, a
 * stored draft comes back at its step (and the form says so); otherwise an empty form.
 */
export function startingPoint(typed: Partial<DraftValues>, draft: Draft | null): StartingPoint {
  const fresh = toDraftValues(typed);
  if (!isEmptyDraft(fresh)) {
    const kept = Object.fromEntries(Object.entries(fresh).filter(([, value]) => value !== ''));
    return { values: { ...(draft?.values ?? emptyValues), ...kept }, step: 0, restored: false, typed: true };
  }
  if (draft) return { values: draft.values, step: draft.step, restored: true, typed: false };
  return { values: { ...emptyValues }, step: 0, restored: false, typed: false };
}
