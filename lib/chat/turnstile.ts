/**
 * Cloudflare Turnstile in the browser, on a site built with NEXT_PUBLIC_TURNSTILE_SITE_KEY (its
 * chat endpoint then has TURNSTILE_SECRET and checks each new session). Nothing loads before
 * the first message goes to the model; then Cloudflare's script (explicit rendering) and one
 * invisible widget, run again for each token. Without a key nothing here runs, and the pages'
 * Content-Security-Policy names no Cloudflare host (turnstilePolicySources).
 */
import { TURNSTILE_ACTION } from './contract';

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** What the pages' policy must allow for the widget: its script and its frame, only when a site key is set. */
export function turnstilePolicySources(siteKey: string | undefined): { scriptOrigins: string[]; frameOrigins: string[] } {
  return siteKey?.trim() ? { scriptOrigins: [TURNSTILE_ORIGIN], frameOrigins: [TURNSTILE_ORIGIN] } : { scriptOrigins: [], frameOrigins: [] };
}

/** The part of Cloudflare's `window.turnstile` used here. */
export type TurnstileApi = {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  execute(widget: string): void;
  reset(widget: string): void;
};
type TurnstileWindow = Window & { turnstile?: TurnstileApi };

/**
 * A source of tokens: each call runs the invisible challenge (again) and resolves with its
 * token, or with null when the script cannot load, the challenge fails or `timeoutMs` pass; the
 * chat then asks without one and answers offline if the endpoint insists.
 */
export function turnstileTokens(siteKey: string, options: { timeoutMs?: number; win?: TurnstileWindow } = {}): () => Promise<string | null> {
  const win = options.win ?? (window as TurnstileWindow);
  const timeoutMs = options.timeoutMs ?? 20_000;
  let api: Promise<TurnstileApi> | null = null;
  let widget: string | undefined;
  let waiting: ((token: string | null) => void) | null = null;
  const answer = (token: string | null) => {
    const resolve = waiting;
    waiting = null;
    resolve?.(token);
  };

  const load = () =>
    (api ??= new Promise<TurnstileApi>((resolve, reject) => {
      if (win.turnstile) return resolve(win.turnstile);
      const script = win.document.createElement('script');
      script.src = TURNSTILE_SCRIPT;
      script.async = true;
      script.onload = () => (win.turnstile ? resolve(win.turnstile) : reject(new Error('Turnstile did not start')));
      script.onerror = () => reject(new Error('Turnstile could not be loaded'));
      win.document.head.append(script);
    }).catch((error: unknown) => {
      api = null;
      throw error;
    }));

  return async () => {
    let turnstile: TurnstileApi;
    try {
      turnstile = await load();
    } catch {
      return null;
    }
    answer(null);
    return new Promise<string | null>((resolve) => {
      const timer = win.setTimeout(() => answer(null), timeoutMs);
      waiting = (token) => {
        win.clearTimeout(timer);
        resolve(token);
      };
      try {
        if (widget === undefined) {
          // Invisible unless Cloudflare needs the visitor to interact; then it shows here, above the page.
          const container = win.document.createElement('div');
          container.dataset.turnstile = '';
          container.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:2147483000';
          win.document.body.append(container);
          widget = turnstile.render(container, {
            sitekey: siteKey,
            action: TURNSTILE_ACTION,
            execution: 'execute',
            appearance: 'interaction-only',
            callback: (token: string) => answer(token),
            'error-callback': () => answer(null),
            'timeout-callback': () => answer(null),
          });
          if (widget === undefined) return answer(null);
        } else turnstile.reset(widget);
        turnstile.execute(widget);
      } catch {
        answer(null);
      }
    });
  };
}
