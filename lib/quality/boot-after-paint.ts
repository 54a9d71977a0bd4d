/**
 * Content first, then JavaScript. Next.js writes each page's client chunks as
 * `<script async>` tags (plus a low-priority preload for the entry chunk), so the browser
 * fetches them while it is still parsing the page and, whenever they arrive before the
 * first frame (a fast network, a warm cache), runs React's boot and hydration before it
 * paints anything. Every page here is fully pre-rendered, so nothing the visitor first
 * sees needs that JavaScript: this post-build step replaces the tags with one inline
 * loader that requests the same chunks once the first contentful paint has happened.
 *
 * What that buys, measured with Lighthouse's mobile preset (simulated slow 4G, 4× CPU):
 * the chunks no longer share the phone's bandwidth with the HTML, stylesheet and font
 * the first paint needs, and LCP fell from 2.2–3.2 s to 1.35–1.8 s on the audited pages.
 * The cost is that the download starts at first paint instead of during parsing; on a
 * slow link the bandwidth was already spent on the page itself, so hydration lands at
 * about the same time.
 *
 * Browsers that cannot report paint timing, or a page that never paints (opened in a
 * background tab), load the chunks at once or after BOOT_FALLBACK_MS, so a page always
 * becomes interactive.
 *
 * The page's React Server Components payload (the tree hydration starts from, ~15–145 KB
 * per page) comes inline as `self.__next_f.push([1,"…"])` scripts, which the browser
 * compiles and runs as it parses them, partly after first paint. The same JSON now sits in
 * non-executed data blocks (for the home page's 143 KB, V8 takes 2.8 ms to compile and run
 * the scripts and 0.8 ms to JSON.parse the text; and the Content Security Policy needs no
 * hash for data), and the loader pushes them itself, one block per task, once Next.js's
 * reader is listening: see bootLoaderSource for when that is.
 */

/** Marks the loader, so the step is idempotent and the content check can find it. */
export const BOOT_LOADER_MARKER = 'data-boot-after-paint';

/** Upper bound on the wait for a first paint that may never come (hidden tab). */
export const BOOT_FALLBACK_MS = 3000;

const CHUNK = String.raw`\/_next\/static\/chunks\/[\w.~-]+\.js`;
const ASYNC_CHUNK_TAG = new RegExp(String.raw`<script src="(${CHUNK})" async=""><\/script>`, 'g');
const LOW_PRIORITY_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK})"\/>`, 'g');
const LOADER = new RegExp(String.raw`<script ${BOOT_LOADER_MARKER}="">([\s\S]*?)<\/script>`);

/** Marks a data block holding one RSC payload push, JSON as Next.js wrote it. */
export const RSC_DATA_MARKER = 'data-rsc-push';
// `(self.__next_f=self.__next_f||[]).push([0])` opens the payload; `self.__next_f.push([1,"…"])` carries it.
const RSC_PUSH_SCRIPT = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;
const RSC_DATA_BLOCK = new RegExp(String.raw`<script type="application\/json" ${RSC_DATA_MARKER}="">([\s\S]*?)<\/script>`, 'g');

/**
 * The loader's source for these chunk URLs. ES5 on purpose: it runs inline before any
 * bundle and must not throw in an old browser (which would then just load the chunks).
 * Each chunk is requested in a task of its own: starting ten requests in the paint
 * callback made it an 11–13 ms task right after first paint on the audit host.
 *
 * Each tag carries the `async` attribute, as Next.js's own tags do. React looks for a
 * client component's chunks as `script[async][src=…]` before it inserts a tag of its
 * own, and a tag without the attribute (a created script is async, but only as a
 * property) went unseen: on the home page four chunks were run a second time from the
 * cache, compiled on the main thread with nothing streamed, one of them in a 37 ms task
 * on the audit host (150 ms under the 4× CPU).
 *
 * React's boot gets a task of its own too. Next.js starts it from the microtasks of
 * whichever chunk completes the entry, so evaluating that chunk (on every page, the one
 * with react-dom) and instantiating the router, decoding the payload and calling
 * hydrateRoot made one task: 22 ms on /search/ on the audit host, 88 ms under the mobile
 * preset's 4× CPU, where anything past 50 ms is blocking time. Next.js first runs the
 * `beforeInteractive` scripts queued in `self.__next_s`, and for an inline one it waits a
 * timer tick (T_resolve), so one empty, non-executable entry (`type` JSON: nothing runs,
 * so the Content Security Policy has nothing to allow) moves the boot to that next task.
 *
 * The payload is decoded in tasks of its own as well. Next.js's reader, installed as the
 * boot instantiates the router, takes every push made before it in one synchronous
 * batch, and React decodes the batch in that same task: 7 of the boot's 20 ms on the home
 * page. Pushes made after it are decoded as they arrive, but the reader closes its stream
 * in a timer it queues at that moment (T_close, for a document that has finished loading),
 * and a push after that is lost. So the pushes have to be queued after the boot has been
 * scheduled and before it runs. The entry's `children` getter tells the loader when
 * Next.js reads the queue, in the task before T_resolve is queued; from there, one timer
 * (A, ahead of T_resolve) queues a timer per push, all of them ahead of T_close, which
 * does not exist yet. Each then decodes its ~20 KB in its own task.
 *
 * If anything upsets that order (a Next.js that stops reading `__next_s`, or a boot that
 * comes before A), Next.js installing its reader (`__next_f.push = …`, seen by the
 * accessor the loader puts there) while pushes are still unqueued makes the loader push
 * them all at once, as Next.js's own inline scripts would have: nothing is lost, only the
 * split.
 */
export function bootLoaderSource(sources: readonly string[]): string {
  return (
    '(function(s,w){var d=0;function t(f){setTimeout(f,0)}function b(){if(d)return;d=1;' +
    `var q=document.querySelectorAll("script[${RSC_DATA_MARKER}]"),f=w.__next_f=w.__next_f||[],p=f.push,n=0,a=0;` +
    'function x(){if(n<q.length)p.call(f,JSON.parse(q[n++].textContent))}' +
    'Object.defineProperty(f,"push",{configurable:true,get:function(){return p},set:function(v){p=v;if(!a){a=1;while(n<q.length)x()}}});' +
    '(w.__next_s=w.__next_s||[]).push([0,{type:"application/json",get children(){' +
    't(function(){if(a)return;a=1;for(var i=n;i<q.length;i++)t(x)});return""}}]);' +
    's.forEach(function(u){t(function(){var e=document.createElement("script");e.src=u;e.async=!0;document.head.appendChild(e)})})}' +
    'var P=w.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return b();' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();b()}}).observe({type:"paint",buffered:true});' +
    `setTimeout(b,${BOOT_FALLBACK_MS})})(${JSON.stringify(sources)},window)`
  );
}

/** Chunks a page still loads through a parser-visible `<script async>` tag. */
export function eagerChunkScripts(html: string): string[] {
  return [...html.matchAll(ASYNC_CHUNK_TAG)].map((match) => match[1]!);
}

/** The chunk URLs the page's loader requests after first paint (empty without a loader). */
export function bootLoaderSources(html: string): string[] {
  const body = LOADER.exec(html)?.[1];
  const list = body && /\((\[[^\]]*\]),window\)$/.exec(body)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** The RSC payload pushes a page's loader makes, in order (empty when it has none). */
export function rscDataPushes(html: string): unknown[] {
  return [...html.matchAll(RSC_DATA_BLOCK)].map((match) => JSON.parse(match[1]!) as unknown);
}

/** An inline payload push as a data block, or the script unchanged when its argument is not plain JSON. */
function toDataBlock(script: string, argument: string): string {
  try {
    if (!Array.isArray(JSON.parse(argument))) return script;
  } catch {
    return script;
  }
  return `<script type="application/json" ${RSC_DATA_MARKER}="">${argument}</script>`;
}

/**
 * Moves the page's async chunk tags, in document order, into one loader placed last in
 * <body>, and drops the low-priority preloads of those same chunks (a preload would start
 * the download before first paint again). The RSC payload pushes become data blocks the
 * loader pushes. Other scripts (JSON-LD, the `noModule` polyfill, Turbopack's chunk list)
 * are left alone. A page already rewritten comes back unchanged.
 */
export function deferBootScripts(html: string): string {
  if (LOADER.test(html)) return html;
  const sources = eagerChunkScripts(html);
  if (sources.length === 0) return html;
  const deferred = new Set(sources);
  const rewritten = html
    .replace(ASYNC_CHUNK_TAG, '')
    .replace(LOW_PRIORITY_PRELOAD, (tag, src: string) => (deferred.has(src) ? '' : tag))
    .replace(RSC_PUSH_SCRIPT, toDataBlock);
  const loader = `<script ${BOOT_LOADER_MARKER}="">${bootLoaderSource(sources)}</script>`;
  if (!rewritten.includes('</body>')) throw new Error('deferBootScripts: page has no </body>');
  return rewritten.replace(/<\/body>(?![\s\S]*<\/body>)/, `${loader}</body>`);
}
