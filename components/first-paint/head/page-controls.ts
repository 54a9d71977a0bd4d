/**
 * What the page's own controls need before (and after) its client code has run. Dialogs open
 * from buttons carrying the platform's invoker commands (`commandfor` + `command="show-modal"` /
 * `"close"`) and need no script where the browser supports them (Chrome 135, Firefox 144,
 * Safari 26.2); this does the same for older browsers, and closes a dialog on a click outside it
 * where `closedby="any"` is not supported. It also closes an open dialog or popover when a link
 * inside it is followed (the menu's section links stay on the page), starts a dialog's
 * `data-play-on-open` video when the visitor opens it (its poster, `data-poster`, is fetched
 * only then) and pauses it when the dialog closes.
 *
 * Panels (the chat assistant) are not modal, so they are plain elements shown and hidden here:
 * `data-panel-toggle="id"` and `data-panel-close="id"` buttons, Escape inside the open panel,
 * focus to `[data-panel-focus]` on opening and back to the toggle on closing, and a PANEL_EVENT
 * on the panel each time. Islands use the same function through pagePanels() (../panels.ts), so
 * a panel has one way to open and close. In a message box marked `data-enter-clicks="id"`, Enter
 * (without Shift) presses that button, as the box's own code will once it has loaded.
 */
import { PANEL_EVENT, PANELS_GLOBAL, type PagePanels } from '../panels';

type PageWindow = Window & typeof globalThis & { [PANELS_GLOBAL]?: PagePanels };

export function installPageControls(w: PageWindow, d: Document): void {
  const nativeCommands = !!w.HTMLButtonElement && 'command' in w.HTMLButtonElement.prototype;
  const nativeClosedBy = !!w.HTMLDialogElement && 'closedBy' in w.HTMLDialogElement.prototype;
  const byId = (id: string | null) => (id ? d.getElementById(id) : null);

  const play = (box: Element | null) => {
    const video = box && box.querySelector ? box.querySelector<HTMLVideoElement>('video[data-play-on-open]') : null;
    if (!video || !video.play) return;
    const poster = video.getAttribute('data-poster');
    if (!video.getAttribute('poster') && poster) video.setAttribute('poster', poster);
    const playing = video.play();
    // A refused autoplay leaves the poster and the controls: nothing to report.
    if (playing && playing.catch) playing.catch(() => undefined);
  };

  const toggles = (id: string) => d.querySelectorAll(`[data-panel-toggle="${id}"]`);
  const setPanel = (id: string, open: boolean) => {
    const panel = byId(id);
    if (!panel || panel.hidden === !open) return;
    panel.hidden = !open;
    const buttons = toggles(id);
    buttons.forEach((button) => button.setAttribute('aria-expanded', open ? 'true' : 'false'));
    const focus = (open ? panel.querySelector('[data-panel-focus]:not([disabled])') || panel : buttons[0]) as HTMLElement | undefined;
    if (focus && focus.focus) focus.focus();
    panel.dispatchEvent(new CustomEvent(PANEL_EVENT, { detail: { open } }));
  };
  w[PANELS_GLOBAL] = { set: setPanel };

  d.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target || !target.closest) return;
    // Panels.
    const toggle = target.closest('[data-panel-toggle]');
    if (toggle) {
      const panel = byId(toggle.getAttribute('data-panel-toggle'));
      if (panel) setPanel(panel.id, panel.hidden);
    }
    const closer = target.closest('[data-panel-close]');
    if (closer) setPanel(closer.getAttribute('data-panel-close')!, false);
    // Invoker commands where the browser has none.
    const invoker = target.closest('button[commandfor]');
    if (invoker && !nativeCommands) {
      const dialog = byId(invoker.getAttribute('commandfor')) as HTMLDialogElement | null;
      const command = (invoker.getAttribute('command') || '').toLowerCase();
      if (dialog && command === 'show-modal' && !dialog.open && dialog.showModal) {
        play(dialog);
        dialog.showModal();
      } else if (dialog && (command === 'close' || command === 'request-close') && dialog.open) dialog.close();
    }
    // A click on the backdrop of a dialog that allows it.
    if (!nativeClosedBy && target.nodeName === 'DIALOG' && (target as HTMLDialogElement).open && target.getAttribute('closedby') === 'any') {
      const box = target.getBoundingClientRect();
      const mouse = event as MouseEvent;
      if (mouse.clientX < box.left || mouse.clientX > box.right || mouse.clientY < box.top || mouse.clientY > box.bottom) (target as HTMLDialogElement).close();
    }
    // A link followed from inside a dialog or popover.
    const link = target.closest('a[href]');
    const mouse = event as MouseEvent;
    if (link && !mouse.metaKey && !mouse.ctrlKey && !mouse.shiftKey) {
      const dialog = link.closest<HTMLDialogElement>('dialog[open]');
      if (dialog) dialog.close();
      const popover = link.closest<HTMLElement>('[popover]');
      try {
        if (popover && popover.matches(':popover-open')) popover.hidePopover();
      } catch {
        // A browser without popovers has none open.
      }
    }
  });

  w.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const target = event.target as Element | null;
    const panel = target && target.closest ? target.closest<HTMLElement>('[data-panel]') : null;
    if (panel && !panel.hidden) setPanel(panel.id, false);
  });

  // Enter in a message box that sends with Enter (Shift+Enter for a new line).
  d.addEventListener('keydown', (event) => {
    const target = event.target as Element | null;
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing || !target || !target.getAttribute) return;
    const send = byId(target.getAttribute('data-enter-clicks'));
    if (send) {
      event.preventDefault();
      send.click();
    }
  });

  d.addEventListener('command', (event) => {
    if ((event as Event & { command?: string }).command === 'show-modal') play(event.target as Element);
  }, true);
  d.addEventListener('close', (event) => {
    const box = event.target as Element | null;
    const videos = box && box.querySelectorAll ? box.querySelectorAll('video') : [];
    for (const video of videos) video.pause();
  }, true);
}
