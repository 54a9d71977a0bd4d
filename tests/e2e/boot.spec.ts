import type { Page } from '@playwright/test';
import { test, expect, expectHydrated, waitForBoot } from './fixtures';

/**
 * Content first, then JavaScript (lib/quality/boot-after-paint.ts): the browser paints
 * the pre-rendered page before it requests a single client chunk, and React still boots
 * and hydrates afterwards from the payload the loader pushes, including in a browser that
 * cannot report paint timing. tests/e2e/csp.spec.ts checks every page type hydrates without
 * a console error (a payload pushed out of order or twice fails hydration loudly).
 */

type Timeline = { fcp: number | null; chunks: Array<{ name: string; start: number }> };

async function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
}

for (const route of ['/', '/blog/from-llms-to-agi/', '/contact/']) {
  test(`${route} paints before it requests its client chunks, then hydrates`, async ({ page }) => {
    const html = await (await page.request.get(route)).text();
    expect(html, 'no chunk is fetched by a parser-visible tag').not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html, 'the RSC payload is data, not inline scripts to compile').not.toContain('self.__next_f.push(');
    expect(html.match(/<script type="application\/json" data-rsc-push="">/g)?.length ?? 0).toBeGreaterThan(1);

    await page.goto(route);
    const { fcp, chunks } = await timeline(page);
    expect(fcp, 'first contentful paint was reported').not.toBeNull();
    expect(chunks.length, 'the page loaded its chunks').toBeGreaterThan(3);
    const early = chunks.filter((chunk) => chunk.start < fcp!);
    expect(early, `chunks requested before first paint at ${fcp!.toFixed(0)} ms`).toEqual([]);

    await expectHydrated(page);
  });
}

test('each client chunk is fetched and run once, even those React asks for again', async ({ page }) => {
  // React looks for a client component's chunks as `script[async][src=…]` and inserts a
  // tag of its own for any it does not find; the browser then runs the cached file again.
  await page.addInitScript(() => {
    const runs: string[] = [];
    (window as unknown as { chunkRuns: string[] }).chunkRuns = runs;
    let registry: unknown;
    Object.defineProperty(globalThis, 'TURBOPACK', {
      configurable: true,
      get() {
        const running = document.currentScript;
        if (running instanceof HTMLScriptElement && running.src) runs.push(new URL(running.src).pathname);
        return registry;
      },
      set(value) {
        registry = value;
      },
    });
  });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForBoot(page);
  await expectHydrated(page);
  const { tags, runs } = await page.evaluate(() => ({
    tags: [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/chunks/"]')].map((script) => new URL(script.src).pathname),
    runs: (window as unknown as { chunkRuns: string[] }).chunkRuns,
  }));
  const repeated = (list: string[]) => list.filter((item, index) => list.indexOf(item) !== index);
  expect(new Set(runs).size, 'chunks that ran').toBeGreaterThan(3);
  expect(repeated(tags), 'chunks with a second script tag').toEqual([]);
  expect(repeated(runs), 'chunks run twice').toEqual([]);
  expect(repeated(fetched), 'chunks fetched twice').toEqual([]);
});

test('a browser that cannot report paints loads the chunks at once and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: Object.freeze(['navigation', 'resource']) });
  });
  await page.goto('/careers/');
  const { chunks } = await timeline(page);
  expect(chunks.length).toBeGreaterThan(3);
  await expectHydrated(page);
});

test('React boots in a task of its own, not inside a chunk’s evaluation', async ({ page }) => {
  // React marks the document as its container as hydration starts (hydrateRoot(document)).
  // Each Turbopack chunk reads globalThis.TURBOPACK as it starts to run, and its load event
  // fires once it and its microtasks are done: the two readings bracket the chunk's task.
  await page.addInitScript(() => {
    const booted = () => Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
    const atStart = new Map<HTMLScriptElement, boolean>();
    const spans: Array<{ src: string; before: boolean; after: boolean }> = [];
    (window as unknown as { chunkSpans: typeof spans }).chunkSpans = spans;
    let registry: unknown;
    Object.defineProperty(globalThis, 'TURBOPACK', {
      configurable: true,
      get() {
        const running = document.currentScript;
        if (running instanceof HTMLScriptElement && !atStart.has(running)) atStart.set(running, booted());
        return registry;
      },
      set(value) {
        registry = value;
      },
    });
    document.addEventListener(
      'load',
      (event) => {
        const script = event.target;
        if (script instanceof HTMLScriptElement && atStart.has(script)) spans.push({ src: script.src, before: atStart.get(script)!, after: booted() });
      },
      true,
    );
  });
  await page.goto('/careers/');
  await waitForBoot(page);
  const spans = await page.evaluate(() => (window as unknown as { chunkSpans: Array<{ src: string; before: boolean; after: boolean }> }).chunkSpans);
  expect(spans.length, 'chunks seen').toBeGreaterThan(3);
  expect(spans.filter((span) => !span.before && span.after), 'chunks whose task started React').toEqual([]);
  await expectHydrated(page);
});

test('the RSC payload is decoded a block per task once React’s reader listens, not in the boot’s task', async ({ page }) => {
  // Next.js's reader encodes each payload string as it receives it. Strings it is handed
  // in one synchronous batch (what it does with pushes made before it was installed, all
  // inside the boot's task) share a run here; a run ends at the next microtask checkpoint.
  await page.addInitScript(() => {
    const encode = TextEncoder.prototype.encode;
    const runs: number[][] = [];
    let open = false;
    (window as unknown as { encodeRuns: number[][] }).encodeRuns = runs;
    TextEncoder.prototype.encode = function (input?: string) {
      if (!open) {
        runs.push([]);
        open = true;
        queueMicrotask(() => { open = false; });
      }
      runs.at(-1)!.push(input?.length ?? 0);
      return encode.call(this, input);
    };
  });
  const html = await (await page.request.get('/')).text();
  const payload = [...html.matchAll(/<script type="application\/json" data-rsc-push="">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text!.length);
  expect(payload.length, 'payload strings on the page').toBeGreaterThan(3);
  await page.goto('/');
  await waitForBoot(page);
  await expectHydrated(page);
  const runs = await page.evaluate(() => (window as unknown as { encodeRuns: number[][] }).encodeRuns);
  const payloadRuns = runs.map((run) => run.filter((length) => payload.includes(length))).filter((run) => run.length > 0);
  expect(payloadRuns.flat().sort(), 'every payload string reached the reader once').toEqual([...payload].sort());
  expect(payloadRuns.filter((run) => run.length > 1), 'strings handed over in one batch').toEqual([]);
});
