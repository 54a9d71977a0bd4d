/**
 * Handing a text field over to its replacement. A server-rendered field (a placeholder form,
 * the chat shell, the search page's static form) is replaced when the code that owns it
 * arrives, and nothing the visitor typed may be lost on the way. The new component starts
 * from readField(old) as it first renders, while the old field is still in the page; then,
 * in a layout effect (after the old field has left the page, so nothing more can be typed
 * into it, and before the browser paints or handles another key), takeOverField() picks up
 * anything typed in between and moves focus and caret across.
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

export type FieldState = { value: string; focused: boolean; start: number | null; end: number | null };

export function readField(field: TextField | null | undefined): FieldState | null {
  if (!field) return null;
  // Some input types (e-mail) have no caret to read: their selection reads as null.
  return { value: field.value, focused: field.ownerDocument.activeElement === field, start: field.selectionStart, end: field.selectionEnd };
}

export function takeOverField(replaced: TextField, first: FieldState, next: TextField | null, setValue: (value: string) => void): void {
  const last = readField(replaced)!;
  if (last.value !== first.value) setValue(last.value);
  if (!first.focused || !next) return;
  next.focus();
  if (last.start === null || last.end === null) return;
  try {
    next.setSelectionRange(last.start, last.end);
  } catch {
    /* a field type without a caret */
  }
}
