/**
 * Reading what the visitor did in the plain-HTML placeholder form (ContactFormLoader) for the
 * real form that replaces it: each field's text and caret, and which field had focus.
 */
import type { DraftValues } from '@/lib/contact/draft';
import { personalFieldNames } from './PersonalFields';

export type PlaceholderState = {
  typed: Partial<DraftValues>;
  carets: Record<string, { start: number | null; end: number | null }>;
  /** The id of the field that had focus, if one did. */
  focusedId: string | null;
};

/** Works on the form after it has left the page too: its fields keep their text. */
export function readPlaceholder(form: HTMLFormElement | null): PlaceholderState {
  const state: PlaceholderState = { typed: {}, carets: {}, focusedId: null };
  if (!form) return state;
  for (const name of personalFieldNames) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) continue;
    state.typed[name] = field.value;
    // Some input types (e-mail) have no caret to read.
    state.carets[field.id] = { start: field.selectionStart, end: field.selectionEnd };
    if (field.ownerDocument.activeElement === field) state.focusedId = field.id;
  }
  return state;
}
