/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { earlyActionStore, releaseEarlyActions, takeEarlyActions } from '@/components/first-paint/early-actions';
import { HEAD_SCRIPT } from '@/components/first-paint/head-script.generated';

function page() {
  const dom = new JSDOM(
    `<form id="form"><button id="continue" type="submit" data-early-action="contact:continue">Continue</button></form>
     <button id="next" data-early-action="deck:next">Next</button>`,
    { url: 'http://127.0.0.1/', runScripts: 'outside-only' },
  );
  const win = dom.window;
  win.eval(HEAD_SCRIPT);
  const reached: string[] = [];
  win.document.addEventListener('click', (event) => reached.push((event.target as Element).id));
  win.document.getElementById('form')!.addEventListener('submit', (event) => {
    reached.push('submitted');
    event.preventDefault();
  });
  const click = (id: string) => win.document.getElementById(id)!.click();
  return { win, click, reached, store: earlyActionStore(win as unknown as Window) };
}

describe('early actions', () => {
  it('records a tap before its island is ready and stops it before anything else sees it', () => {
    const { click, reached, store } = page();
    click('next');
    click('continue');
    click('next');
    expect(reached).toEqual([]);
    expect(store.queue).toEqual(['deck:next', 'contact:continue', 'deck:next']);
  });

  it('hands an island its own taps, in order, and lets later taps through to its handlers', () => {
    const { click, reached, store } = page();
    click('next');
    click('continue');
    click('next');
    expect(takeEarlyActions(store, 'deck')).toEqual(['next', 'next']);
    expect(store.queue).toEqual(['contact:continue']);
    click('next');
    expect(reached).toEqual(['next']);
    expect(takeEarlyActions(store, 'deck')).toEqual([]);
  });

  it('records taps again once the island has gone', () => {
    const { click, reached, store } = page();
    takeEarlyActions(store, 'deck');
    releaseEarlyActions(store, 'deck');
    click('next');
    expect(reached).toEqual([]);
    expect(store.queue).toEqual(['deck:next']);
  });

  it('leaves other clicks alone', () => {
    const { win, reached, store } = page();
    win.document.body.click();
    expect(store.queue).toEqual([]);
    expect(reached).toEqual(['']);
  });

  it('keeps an island working on a page without the script', () => {
    const win = new JSDOM('').window as unknown as Window;
    expect(takeEarlyActions(earlyActionStore(win), 'deck')).toEqual([]);
  });
});
