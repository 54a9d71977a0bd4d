import { runInNewContext } from 'node:vm';
import { RENDER_ATTRIBUTE, RENDER_DECISION_SCRIPT, isRenderingAll, renderAll, showDeferredInTurn, showDeferredOnceScrolled } from '@/lib/browser/deferred-render';

/** A scheduler whose frames and idle callbacks run only when the test says so. */
function manualScheduler() {
  const frames: (() => void)[] = [];
  const idles: (() => void)[] = [];
  return {
    frames,
    idles,
    requestAnimationFrame: (run: FrameRequestCallback) => frames.push(() => run(0)),
    cancelAnimationFrame: jest.fn(),
    requestIdleCallback: (run: IdleRequestCallback) => idles.push(() => run({ didTimeout: false, timeRemaining: () => 10 })),
    cancelIdleCallback: jest.fn(),
    setTimeout: jest.fn(),
    clearTimeout: jest.fn(),
    /** One idle callback, then the frame it asked for. */
    tick() {
      idles.shift()?.();
      frames.shift()?.();
    },
  };
}

function page(blocks: number) {
  document.documentElement.removeAttribute(RENDER_ATTRIBUTE);
  document.body.innerHTML = Array.from({ length: blocks }, (_, i) => `<section class="defer-render" id="b${i}"></section>`).join('');
  return [...document.querySelectorAll('section')];
}

describe('showDeferredInTurn', () => {
  it('shows one block per idle frame, in document order, then lifts the deferral for the tab', () => {
    const sections = page(3);
    const scheduler = manualScheduler();
    showDeferredInTurn(document, scheduler as unknown as Window);
    expect(sections.map((s) => s.getAttribute(RENDER_ATTRIBUTE))).toEqual([null, null, null]);
    scheduler.tick();
    expect(sections.map((s) => s.getAttribute(RENDER_ATTRIBUTE))).toEqual(['shown', null, null]);
    scheduler.tick();
    expect(sections.map((s) => s.getAttribute(RENDER_ATTRIBUTE))).toEqual(['shown', 'shown', null]);
    expect(isRenderingAll(document)).toBe(false);
    scheduler.tick();
    scheduler.tick();
    expect(sections.every((s) => s.getAttribute(RENDER_ATTRIBUTE) === 'shown')).toBe(true);
    expect(isRenderingAll(document)).toBe(true);
  });

  it('stops early once everything is shown another way (a smooth scroll)', () => {
    const sections = page(3);
    const scheduler = manualScheduler();
    showDeferredInTurn(document, scheduler as unknown as Window);
    scheduler.tick();
    renderAll(document);
    scheduler.tick();
    expect(sections[1]!.getAttribute(RENDER_ATTRIBUTE)).toBeNull();
    expect(scheduler.idles).toHaveLength(0);
  });

  it('does nothing when the page already renders everything, and cancels what it scheduled', () => {
    page(2);
    renderAll(document);
    const idle = manualScheduler();
    showDeferredInTurn(document, idle as unknown as Window);
    expect(idle.idles).toHaveLength(0);

    page(2);
    const scheduler = manualScheduler();
    const cancel = showDeferredInTurn(document, scheduler as unknown as Window);
    cancel();
    expect(scheduler.cancelIdleCallback).toHaveBeenCalled();
  });

  it('falls back to a timer without requestIdleCallback', () => {
    const sections = page(1);
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    showDeferredInTurn(document, {
      requestAnimationFrame: (run: FrameRequestCallback) => frames.push(() => run(0)),
      cancelAnimationFrame: () => {},
      setTimeout: (run: () => void) => timers.push(run),
      clearTimeout: () => {},
    } as unknown as Window);
    timers.shift()!();
    expect(sections[0]!.getAttribute(RENDER_ATTRIBUTE)).toBe('shown');
  });
});

/** The manual scheduler as a window that scrolls: `scroll(y)` moves it and fires the event. */
function scrollingWindow(scrollY = 0) {
  const target = new EventTarget();
  const scheduler = manualScheduler();
  return Object.assign(scheduler, {
    scrollY,
    addEventListener: jest.fn(target.addEventListener.bind(target)),
    removeEventListener: jest.fn(target.removeEventListener.bind(target)),
    scroll(y: number) {
      this.scrollY = y;
      target.dispatchEvent(new Event('scroll'));
    },
  });
}

describe('showDeferredOnceScrolled', () => {
  it('leaves every block to the browser until the visitor scrolls, then shows them in turn', () => {
    const sections = page(2);
    const win = scrollingWindow();
    showDeferredOnceScrolled(document, win as unknown as Window);
    win.tick();
    expect(win.idles).toHaveLength(0);
    expect(sections.map((s) => s.getAttribute(RENDER_ATTRIBUTE))).toEqual([null, null]);

    win.scroll(40);
    win.scroll(80);
    expect(win.idles).toHaveLength(1);
    win.tick();
    win.tick();
    win.tick();
    expect(sections.map((s) => s.getAttribute(RENDER_ATTRIBUTE))).toEqual(['shown', 'shown']);
    expect(isRenderingAll(document)).toBe(true);
    expect(win.removeEventListener).toHaveBeenCalledWith('scroll', expect.any(Function));
  });

  it('starts at once on a page the visitor scrolled before it booted', () => {
    page(1);
    const win = scrollingWindow(300);
    showDeferredOnceScrolled(document, win as unknown as Window);
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(win.idles).toHaveLength(1);
  });

  it('takes Markdown blocks after the first three in the same turn, and cancels cleanly', () => {
    document.documentElement.removeAttribute(RENDER_ATTRIBUTE);
    document.body.innerHTML = `<div class="mdx-body">${'<p>block</p>'.repeat(5)}</div>`;
    const blocks = [...document.querySelectorAll('p')];
    const win = scrollingWindow();
    showDeferredOnceScrolled(document, win as unknown as Window);
    win.scroll(10);
    win.tick();
    win.tick();
    expect(blocks.map((b) => b.getAttribute(RENDER_ATTRIBUTE))).toEqual([null, null, null, 'shown', 'shown']);

    page(2);
    const idle = scrollingWindow();
    const cancel = showDeferredOnceScrolled(document, idle as unknown as Window);
    cancel();
    idle.scroll(10);
    expect(idle.idles).toHaveLength(0);
  });
});

describe('RENDER_DECISION_SCRIPT', () => {
  const run = (hash: string, type: string | undefined) => {
    const root = { attrs: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attrs[name] = value; } };
    runInNewContext(RENDER_DECISION_SCRIPT, {
      document: { documentElement: root },
      location: { hash },
      performance: { getEntriesByType: () => (type ? [{ type }] : []) },
    });
    return root.attrs[RENDER_ATTRIBUTE];
  };

  it('renders everything for a reload, a back/forward load or a #fragment', () => {
    expect(run('', 'reload')).toBe('all');
    expect(run('', 'back_forward')).toBe('all');
    expect(run('#contact', 'navigate')).toBe('all');
  });

  it('keeps the deferral for a plain navigation (a bare # included) and when timing is unavailable', () => {
    expect(run('', 'navigate')).toBeUndefined();
    expect(run('#', 'navigate')).toBeUndefined();
    expect(run('', undefined)).toBeUndefined();
  });

  it('never throws, even without the navigation timing API', () => {
    const root = { setAttribute: jest.fn() };
    expect(() => runInNewContext(RENDER_DECISION_SCRIPT, { document: { documentElement: root }, location: { hash: '' } })).not.toThrow();
  });
});
