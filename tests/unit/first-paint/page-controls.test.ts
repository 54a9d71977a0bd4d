/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { HEAD_SCRIPT } from '@/components/first-paint/head-script.generated';
import { PANEL_EVENT, pagePanels } from '@/components/first-paint/panels';

const markup = `
  <button id="open-menu" command="show-modal" commandfor="menu">Open menu</button>
  <dialog id="menu" closedby="any">
    <button id="close-menu" command="close" commandfor="menu">Close</button>
    <a id="menu-link" href="#services">Services</a>
  </dialog>
  <button id="open-video" command="show-modal" commandfor="video-dialog">Watch</button>
  <dialog id="video-dialog"><video data-play-on-open data-poster="/p.jpg"></video></dialog>
  <button id="chat" data-panel-toggle="panel" aria-expanded="false">Chat</button>
  <section id="panel" data-panel hidden tabindex="-1">
    <textarea id="box" data-panel-focus></textarea>
    <button id="close-panel" data-panel-close="panel">Close</button>
  </section>`;

/** A page without invoker commands or closedby (jsdom has neither), with the script run. */
function page() {
  const dom = new JSDOM(markup, { url: 'http://127.0.0.1/', runScripts: 'outside-only', pretendToBeVisual: true });
  const win = dom.window;
  const played: string[] = [];
  Object.assign(win.HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
  Object.assign(win.HTMLMediaElement.prototype, {
    play(this: HTMLVideoElement) {
      played.push(this.getAttribute('poster') ?? '');
      return Promise.resolve();
    },
  });
  win.eval(HEAD_SCRIPT);
  const byId = (id: string) => win.document.getElementById(id)!;
  const click = (id: string, init: MouseEventInit = {}) => byId(id).dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return { win, byId, click, played };
}

describe('the head script’s page controls: dialogs in a browser without invoker commands', () => {
  it('opens a dialog from its show-modal button and closes it from its close button', () => {
    const { byId, click } = page();
    click('open-menu');
    expect(byId('menu').hasAttribute('open')).toBe(true);
    click('close-menu');
    expect(byId('menu').hasAttribute('open')).toBe(false);
  });

  it('closes a closedby="any" dialog on a click outside its box, not inside it', () => {
    const { byId, click } = page();
    click('open-menu');
    byId('menu').getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 300 }) as DOMRect;
    click('menu', { clientX: 150, clientY: 150 });
    expect(byId('menu').hasAttribute('open')).toBe(true);
    click('menu', { clientX: 20, clientY: 150 });
    expect(byId('menu').hasAttribute('open')).toBe(false);
  });

  it('closes a dialog when a link inside it is followed', () => {
    const { byId, click } = page();
    click('open-menu');
    click('menu-link');
    expect(byId('menu').hasAttribute('open')).toBe(false);
  });

  it('starts the video of a dialog as it opens, fetching its poster only then', () => {
    const { byId, click, played } = page();
    expect(byId('video-dialog').querySelector('video')!.hasAttribute('poster')).toBe(false);
    click('open-video');
    expect(played).toEqual(['/p.jpg']);
  });
});

describe('the head script’s page controls: panels', () => {
  it('toggles a panel from its button, with aria-expanded, focus and an event each time', () => {
    const { win, byId, click } = page();
    const seen: boolean[] = [];
    byId('panel').addEventListener(PANEL_EVENT, (event) => seen.push((event as CustomEvent<{ open: boolean }>).detail.open));
    click('chat');
    expect(byId('panel').hidden).toBe(false);
    expect(byId('chat').getAttribute('aria-expanded')).toBe('true');
    expect(win.document.activeElement).toBe(byId('box'));
    click('close-panel');
    expect(byId('panel').hidden).toBe(true);
    expect(byId('chat').getAttribute('aria-expanded')).toBe('false');
    expect(win.document.activeElement).toBe(byId('chat'));
    expect(seen).toEqual([true, false]);
  });

  it('closes an open panel on Escape from inside it', () => {
    const { win, byId, click } = page();
    click('chat');
    byId('box').dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(byId('panel').hidden).toBe(true);
  });

  it('gives islands the same way to open and close a panel', () => {
    const { win, byId } = page();
    pagePanels(win as unknown as Window)!.set('panel', true);
    expect(byId('panel').hidden).toBe(false);
    expect(byId('chat').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the head script’s page controls: Enter in a message box', () => {
  it('presses the box’s send button on Enter, and leaves Shift+Enter to make a new line', () => {
    const dom = new JSDOM('<textarea id="box" data-enter-clicks="send"></textarea><button id="send">Send</button>', { runScripts: 'outside-only' });
    const win = dom.window;
    win.eval(HEAD_SCRIPT);
    const pressed: string[] = [];
    win.document.getElementById('send')!.addEventListener('click', () => pressed.push('send'));
    const key = (shiftKey: boolean) => {
      const event = new win.KeyboardEvent('keydown', { key: 'Enter', shiftKey, bubbles: true, cancelable: true });
      win.document.getElementById('box')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(key(true)).toBe(false);
    expect(pressed).toEqual([]);
    expect(key(false)).toBe(true);
    expect(pressed).toEqual(['send']);
  });
});
