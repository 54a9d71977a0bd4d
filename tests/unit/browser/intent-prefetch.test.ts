import { HOVER_INTENT_MS, prefetchOnIntent, prefetchableHref } from '@/lib/browser/intent-prefetch';

const here = { origin: 'http://localhost', pathname: '/blog/' };

function anchor(href: string, attributes: Record<string, string> = { 'data-prefetch': 'intent' }) {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}

describe('prefetchableHref', () => {
  it('gives the path and query of a marked link to another page of the site', () => {
    expect(prefetchableHref(anchor('/services/cloud-solutions/'), here)).toBe('/services/cloud-solutions/');
    expect(prefetchableHref(anchor('/search/?q=cloud'), here)).toBe('/search/?q=cloud');
    expect(prefetchableHref(anchor('/#products'), here)).toBe('/');
  });

  it('ignores links a click would not turn into a client-side move to another page', () => {
    expect(prefetchableHref(anchor('/careers/', {}), here)).toBeNull();
    expect(prefetchableHref(anchor('https://example.com/careers/'), here)).toBeNull();
    expect(prefetchableHref(anchor('/blog/#latest'), here)).toBeNull();
    expect(prefetchableHref(anchor('/blog/?page=2'), here)).toBeNull();
    expect(prefetchableHref(anchor('/feed.xml'), here)).toBeNull();
    expect(prefetchableHref(anchor('/careers/', { 'data-prefetch': 'intent', target: '_blank' }), here)).toBeNull();
    expect(prefetchableHref(anchor('/careers/', { 'data-prefetch': 'intent', download: '' }), here)).toBeNull();
    expect(prefetchableHref(anchor('/careers/', { 'data-prefetch': 'intent', target: '_self' }), here)).toBe('/careers/');
  });
});

describe('prefetchOnIntent', () => {
  let stop: () => void = () => {};
  const prefetch = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    prefetch.mockClear();
    window.history.replaceState(null, '', '/blog/');
    document.body.innerHTML =
      '<a id="team" data-prefetch="intent" href="/our-team/"><span id="inner">Team</span></a>' +
      '<a id="careers" data-prefetch="intent" href="/careers/">Careers</a>' +
      '<a id="plain" href="/contact/">Contact</a>';
    stop = prefetchOnIntent(prefetch);
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  const el = (id: string) => document.getElementById(id)!;
  const over = (id: string, pointerType: string) =>
    el(id).dispatchEvent(Object.assign(new Event('pointerover', { bubbles: true }), { pointerType }));
  const out = (id: string, to: Element | null) =>
    el(id).dispatchEvent(Object.assign(new Event('pointerout', { bubbles: true }), { relatedTarget: to }));

  it('prefetches at once when a finger lands on a link, from any element inside it', () => {
    over('inner', 'touch');
    expect(prefetch).toHaveBeenCalledWith('/our-team/');
  });

  it('prefetches when a mouse rests on a link, not when it passes over', () => {
    over('careers', 'mouse');
    jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
    out('careers', document.body);
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(prefetch).not.toHaveBeenCalled();

    over('careers', 'mouse');
    out('careers', el('careers')); // moving within the link keeps the intent
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(prefetch).toHaveBeenCalledWith('/careers/');
  });

  it('prefetches on keyboard focus', () => {
    el('careers').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith('/careers/');
  });

  it('asks once per route and never for unmarked links', () => {
    over('team', 'touch');
    over('team', 'pen');
    el('team').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    over('plain', 'touch');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('stops listening and drops a pending hover when stopped', () => {
    over('careers', 'mouse');
    stop();
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    over('team', 'touch');
    expect(prefetch).not.toHaveBeenCalled();
  });
});
