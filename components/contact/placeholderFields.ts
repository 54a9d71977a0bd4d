/**
 * What the visitor typed into the plain-HTML placeholder form (ContactFormLoader), field by
 * field, for the real form that replaces it (components/first-paint/fieldTakeOver.ts).
 */
import { readField, type FieldState } from '@/components/first-paint/fieldTakeOver';
import type { DraftValues } from '@/lib/contact/draft';
import { personalFieldNames, type PersonalFieldName } from './PersonalFields';

export type PlaceholderFields = Partial<Record<PersonalFieldName, { field: HTMLInputElement; state: FieldState }>>;

/** Works on the form after it has left the page too: its fields keep their text. */
export function readPlaceholder(form: HTMLFormElement | null): PlaceholderFields {
  const fields: PlaceholderFields = {};
  for (const name of personalFieldNames) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) fields[name] = { field, state: readField(field)! };
  }
  return fields;
}

export const typedValues = (fields: PlaceholderFields): Partial<DraftValues> =>
  Object.fromEntries(Object.entries(fields).map(([name, entry]) => [name, entry.state.value]));
