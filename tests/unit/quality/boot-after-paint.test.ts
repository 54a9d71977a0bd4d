import {
  BOOT_FALLBACK_MS, BOOT_LOADER_MARKER, RSC_DATA_MARKER, bootLoaderSource, bootLoaderSources, deferBootScripts, eagerChunkScripts,
  rscDataPushes,
} from '@/lib/quality/boot-after-paint';

// The shape Next.js 16 exports: an entry preload in <head>, async chunk tags, inline RSC
// data, JSON-LD and the noModule polyfill.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Hello</h1></main>',
  '<script type="application/ld+json">{"@type":"WebPage"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"a \\u003c b])\\"}]\\n"])</script>',
  '<script>self.__next_f.push([1,"1:null\\n"])</script>',
  '<script>self.__next_f.push(notJson)</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  '</body></html>',
].join('');

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
type Entry = [number, Record<string, unknown>];
type FakeWindow = { PerformanceObserver: unknown; __next_f?: unknown[]; __next_s?: Entry[] };

/**
 * Runs a loader against a fake document and PerformanceObserver; `events` lists, in order,
 * each chunk it inserted and, once `bootNext` has run, the reader's installation
 * (`reader@T`), each RSC payload push it received (`push@T:` + JSON) and the stream's
 * close (`close@T`), T being the number of the timer task it happened in.
 */
function runLoader(source: string, observer: { supported: string[] | undefined; absent?: boolean }, dataBlocks: string[] = []) {
  const events: string[] = [];
  let listener: Listener | null = null;
  let disconnected = false;
  let task = 0;
  // Every timer callback is a task of its own; the count tells them apart.
  const timer = (callback: () => void, ms?: number) => setTimeout(() => { task += 1; callback(); }, ms);
  const fakeDocument = {
    createElement: () => ({ src: '', async: false }),
    // A tag without `async` is listed apart: React would not recognise it and load the chunk again.
    head: { appendChild: (element: { src: string; async: boolean }) => events.push(element.async ? element.src : `not async: ${element.src}`) },
    querySelectorAll: (selector: string) => (selector === `script[${RSC_DATA_MARKER}]` ? dataBlocks.map((textContent) => ({ textContent })) : []),
  };
  class FakeObserver {
    static supportedEntryTypes = observer.supported;
    constructor(callback: Listener) { listener = callback; }
    observe() {}
  }
  const fakeWindow: FakeWindow = { PerformanceObserver: observer.absent ? undefined : FakeObserver };
  new Function('document', 'window', 'setTimeout', source)(fakeDocument, fakeWindow, timer);
  const paint = (name: string) => listener?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => { disconnected = true; } });
  const inserted = () => events.filter((event) => /^\//.test(event));

  /**
   * What Next.js 16's entry does once its chunks have run, in its order: app-bootstrap
   * reads each `beforeInteractive` entry's props and, for an inline one, waits a timer
   * tick; then app-index queues the stream's close (the document has loaded), takes the
   * pushes already in `__next_f` and installs its reader as `__next_f.push`.
   */
  const bootNext = ({ readsQueue = true } = {}) => {
    const start = () => {
      timer(() => events.push(`close@${task}`));
      const buffered = (fakeWindow.__next_f = fakeWindow.__next_f ?? []);
      events.push(`reader@${task}`);
      for (const value of buffered) events.push(`push@${task}:${JSON.stringify(value)}`);
      buffered.length = 0;
      buffered.push = (value: unknown) => events.push(`push@${task}:${JSON.stringify(value)}`);
    };
    if (!readsQueue) return start();
    for (const [, props] of fakeWindow.__next_s ?? []) {
      Object.entries(props);
      void props.children;
    }
    timer(start);
  };
  return { events, inserted, paint, bootNext, disconnected: () => disconnected, beforeInteractive: () => fakeWindow.__next_s, nextData: () => fakeWindow.__next_f };
}

describe('boot after first paint', () => {
  const deferred = deferBootScripts(page);

  it('removes every parser-visible async chunk tag and the preload of a deferred chunk', () => {
    expect(eagerChunkScripts(page)).toHaveLength(3);
    expect(eagerChunkScripts(deferred)).toEqual([]);
    expect(deferred).not.toContain('fetchPriority="low" href="/_next/static/chunks/entry.js"');
  });

  it('keeps the stylesheet, a preload of anything else, the polyfill, inline data and JSON-LD', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      'href="/_next/static/chunks/elsewhere.js"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    ]) expect(deferred).toContain(kept);
  });

  it('names the chunks in document order in one loader, last in <body>', () => {
    expect(bootLoaderSources(deferred)).toEqual([
      '/_next/static/chunks/react-dom.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/entry.js',
    ]);
    expect(deferred.match(new RegExp(BOOT_LOADER_MARKER, 'g'))).toHaveLength(1);
    const lastScript = deferred.slice(deferred.lastIndexOf('<script'));
    expect(lastScript.startsWith(`<script ${BOOT_LOADER_MARKER}="">`)).toBe(true);
    expect(lastScript.endsWith('</script></body></html>')).toBe(true);
  });

  it('turns the RSC payload pushes into data blocks, in document order, and keeps one it cannot read as JSON', () => {
    expect(deferred).not.toContain('<script>self.__next_f.push([1,');
    expect(deferred).not.toContain('(self.__next_f=self.__next_f||[]).push([0])');
    expect(deferred).toContain('<script>self.__next_f.push(notJson)</script>');
    expect(rscDataPushes(deferred)).toEqual([[0], [1, '0:["$","p",null,{"children":"a < b])"}]\n'], [1, '1:null\n']]);
    // Escaped as Next.js wrote it, so no `<` of the payload can close the block early.
    expect(deferred).toContain('a \\u003c b');
    expect(rscDataPushes(page)).toEqual([]);
  });

  it('is idempotent and leaves a page without chunks alone', () => {
    expect(deferBootScripts(deferred)).toBe(deferred);
    const plain = '<html><body><p>No scripts</p></body></html>';
    expect(deferBootScripts(plain)).toBe(plain);
    expect(bootLoaderSources(plain)).toEqual([]);
  });

  it('refuses a page it cannot place the loader in', () => {
    expect(() => deferBootScripts('<script src="/_next/static/chunks/a.js" async=""></script>')).toThrow(/no <\/body>/);
  });

  describe('the loader', () => {
    const sources = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
    const source = bootLoaderSource(sources);

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('waits for the first contentful paint, then requests every chunk once', () => {
      const run = runLoader(source, { supported: ['paint', 'navigation'] });
      expect(run.inserted()).toEqual([]);
      run.paint('first-paint');
      expect(run.inserted()).toEqual([]);
      run.paint('first-contentful-paint');
      expect(run.disconnected()).toBe(true);
      // One task per request (beside the fallback timer), none started inside the paint callback.
      expect(run.inserted()).toEqual([]);
      expect(jest.getTimerCount()).toBe(sources.length + 1);
      jest.advanceTimersByTime(0);
      expect(run.inserted()).toEqual(sources);
      jest.advanceTimersByTime(BOOT_FALLBACK_MS);
      expect(run.inserted()).toEqual(sources);
    });

    const blocks = ['[0]', '[1,"a"]', '[1,"b"]'];
    const pushes = (events: string[]) => events.filter((event) => event.startsWith('push@'));
    const taskOf = (event: string) => Number(/@(\d+)/.exec(event)![1]);

    it('pushes nothing before Next.js boots', () => {
      const run = runLoader(source, { supported: ['paint'] }, blocks);
      run.paint('first-contentful-paint');
      jest.runOnlyPendingTimers();
      expect(run.inserted()).toEqual(sources);
      // Anything in __next_f when the reader is installed would be decoded in the boot's task.
      expect([...(run.nextData() ?? [])]).toEqual([]);
    });

    it('feeds the payload to Next.js’s reader one block per task, in order, after the boot and before the stream closes', () => {
      const run = runLoader(source, { supported: ['paint'] }, blocks);
      run.paint('first-contentful-paint');
      jest.runOnlyPendingTimers();
      run.bootNext();
      jest.runAllTimers();
      const reader = run.events.find((event) => event.startsWith('reader@'))!;
      const close = run.events.find((event) => event.startsWith('close@'))!;
      expect(pushes(run.events).map((event) => event.replace(/^push@\d+:/, ''))).toEqual(blocks);
      const tasks = pushes(run.events).map(taskOf);
      expect(new Set(tasks).size).toBe(blocks.length);
      expect(Math.min(...tasks)).toBeGreaterThan(taskOf(reader));
      expect(run.events.indexOf(close)).toBeGreaterThan(run.events.indexOf(pushes(run.events).at(-1)!));
    });

    it('hands the reader every block at once when Next.js boots without reading its beforeInteractive queue', () => {
      const run = runLoader(source, { supported: ['paint'] }, blocks);
      run.paint('first-contentful-paint');
      jest.runOnlyPendingTimers();
      run.bootNext({ readsQueue: false });
      const reader = run.events.find((event) => event.startsWith('reader@'))!;
      expect(pushes(run.events)).toEqual(blocks.map((block) => `push@${taskOf(reader)}:${block}`));
      jest.runAllTimers();
      expect(pushes(run.events)).toHaveLength(blocks.length);
      expect(run.events.at(-1)).toMatch(/^close@/);
    });

    it('queues one non-executable beforeInteractive entry, so React boots a task after the chunks run', () => {
      const run = runLoader(source, { supported: ['paint'] });
      expect(run.beforeInteractive()).toBeUndefined();
      run.paint('first-contentful-paint');
      // Queued before any chunk is requested: Next.js reads the queue as its entry runs.
      const queue = run.beforeInteractive()!;
      expect(queue).toHaveLength(1);
      expect(queue[0]![0]).toBe(0);
      expect({ ...queue[0]![1] }).toEqual({ type: 'application/json', children: '' });
      expect(run.inserted()).toEqual([]);
    });

    it('loads after the fallback delay when no paint is reported (a hidden tab)', () => {
      const run = runLoader(source, { supported: ['paint'] });
      jest.advanceTimersByTime(BOOT_FALLBACK_MS - 1);
      expect(run.inserted()).toEqual([]);
      jest.advanceTimersByTime(1);
      jest.runOnlyPendingTimers();
      expect(run.inserted()).toEqual(sources);
    });

    it.each([
      ['has no PerformanceObserver', { supported: undefined, absent: true }],
      ['cannot list entry types', { supported: undefined }],
      ['cannot observe paints', { supported: ['navigation'] }],
    ])('loads at once in a browser that %s', (_, observer) => {
      const run = runLoader(source, observer);
      jest.advanceTimersByTime(0);
      expect(run.inserted()).toEqual(sources);
    });
  });
});
