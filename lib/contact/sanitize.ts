/**
 * Strips markup from the outgoing message with DOMPurify before it is sent. The library
 * is imported on first use, so it costs nothing until a visitor reaches the last step.
 */
import type { Config } from 'dompurify';

export type Purifier = {
  sanitize(dirty: string, config: Config & { RETURN_DOM_FRAGMENT: true }): DocumentFragment;
};

/** Plain text out: tags and their attributes go, their text stays, entities are decoded. */
export function purifyToText(text: string, purifier: Purifier): string {
  const fragment = purifier.sanitize(text, {
    ALLOWED_TAGS: [],
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  return fragment.textContent ?? '';
}

export type Sanitizer = (text: string) => string;

let loading: Promise<Sanitizer> | null = null;

export function loadSanitizer(load: () => Promise<{ default: Purifier }> = () => import('dompurify')): Promise<Sanitizer> {
  loading ??= load().then(
    ({ default: purifier }) =>
      (text: string) =>
        purifyToText(text, purifier),
    (error: unknown) => {
      // A failed chunk load (flaky connection) may succeed on the next attempt.
      loading = null;
      throw error;
    },
  );
  return loading;
}
