import { expect, test } from './fixtures';

/**
 * The browser itself refuses every host but this machine (the proxy in playwright.config.ts),
 * so a page that asks for another host gets an error and the fixture reports the request,
 * while the site's own server on 127.0.0.1 answers as usual.
 */
test.describe('requests for other hosts', () => {
  const outside = ['https://example.com/', 'http://192.0.2.1/'];
  // One pattern: Playwright would read a second array element as the option's settings.
  test.use({ allowExternal: [/^(https:\/\/example\.com|http:\/\/192\.0\.2\.1)\//] });

  test('fail in the browser and are reported, by name or by address', async ({ page, externalRequests }) => {
    expect((await page.goto('/robots.txt'))?.ok()).toBe(true);
    for (const url of outside) await expect(page.goto(url), url).rejects.toThrow(/net::ERR_PROXY_CONNECTION_FAILED/);
    await expect.poll(() => [...externalRequests].sort()).toEqual([...outside].sort());
  });
});
