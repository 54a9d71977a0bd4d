import type { Page } from '@playwright/test';

export type Violation = { directive: string; blocked: string; sample: string };

/**
 * Records every Content-Security-Policy violation the page reports (from its first script on)
 * and every console error and uncaught exception, for a test to read at the end.
 */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own document status is reported as a resource error; it is expected there.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp),
  };
}

/** Adds an inline script the build never hashed; true when the browser ran it. */
export function injectUnhashedScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
}
