/**
 * The few lines of script the page's own controls need before (and after) its client code
 * has run. Dialogs open from buttons carrying the platform's invoker commands
 * (`commandfor` + `command="show-modal"` / `"close"`) and need no script where the browser
 * supports them (Chrome 135, Firefox 144, Safari 26.2); this script does the same for older
 * browsers, and closes a dialog on a click outside it where `closedby="any"` is not supported.
 * It also closes an open dialog or popover when a link inside it is followed (the menu's
 * section links stay on the page), starts a dialog's `data-play-on-open` video when the
 * visitor opens it (its poster, `data-poster`, is fetched only then) and pauses it when the
 * dialog closes.
 *
 * Panels (the chat assistant) are not modal, so they are plain elements shown and hidden
 * here: `data-panel-toggle="id"` and `data-panel-close="id"` buttons, Escape inside the open
 * panel, focus to `[data-panel-focus]` on opening and back to the toggle on closing, and an
 * `mf-panel` event on the panel each time. Islands use the same function through
 * pagePanels(), so a panel has one way to open and close. In a message box marked
 * `data-enter-clicks="id"`, Enter (without Shift) presses that button, as the box's own code
 * will once it has loaded.
 *
 * Runs inline in <head>; ES5, and it must never throw.
 */

export const PANEL_EVENT = 'mf-panel';
const PANELS_GLOBAL = 'mfPanels';

export type PagePanels = { set: (id: string, open: boolean) => void };

export const PAGE_CONTROLS_SCRIPT =
  '(function(w,d){' +
  'var B=w.HTMLButtonElement,D=w.HTMLDialogElement,native=!!B&&"command" in B.prototype,closedBy=!!D&&"closedBy" in D.prototype;' +
  'function byId(i){return i?d.getElementById(i):null}' +
  'function play(t){var v=t&&t.querySelector&&t.querySelector("video[data-play-on-open]");if(!v||!v.play)return;' +
  'if(!v.getAttribute("poster")&&v.getAttribute("data-poster"))v.setAttribute("poster",v.getAttribute("data-poster"));var p=v.play();if(p&&p.catch)p.catch(function(){})}' +
  // Panels.
  'function toggles(i){return d.querySelectorAll("[data-panel-toggle=\\""+i+"\\"]")}' +
  'function set(i,open){var p=byId(i),t=toggles(i),k;if(!p||p.hidden===!open)return;p.hidden=!open;' +
  'for(k=0;k<t.length;k++)t[k].setAttribute("aria-expanded",open?"true":"false");' +
  'var f=open?p.querySelector("[data-panel-focus]:not([disabled])")||p:t[0];if(f&&f.focus)f.focus();' +
  `var e=d.createEvent("CustomEvent");e.initCustomEvent("${PANEL_EVENT}",false,false,{open:open});p.dispatchEvent(e)}` +
  `w.${PANELS_GLOBAL}={set:set};` +
  'd.addEventListener("click",function(e){var t=e.target,b,c,x,a,box;if(!t||!t.closest)return;' +
  'b=t.closest("[data-panel-toggle]");if(b){x=byId(b.getAttribute("data-panel-toggle"));if(x)set(x.id,x.hidden)}' +
  'b=t.closest("[data-panel-close]");if(b)set(b.getAttribute("data-panel-close"),false);' +
  // Invoker commands where the browser has none.
  'b=t.closest("button[commandfor]");if(b&&!native){x=byId(b.getAttribute("commandfor"));c=(b.getAttribute("command")||"").toLowerCase();' +
  'if(x&&c==="show-modal"&&!x.open&&x.showModal){play(x);x.showModal()}else if(x&&(c==="close"||c==="request-close")&&x.open)x.close()}' +
  // A click on the backdrop of a dialog that allows it.
  'if(!closedBy&&t.nodeName==="DIALOG"&&t.open&&t.getAttribute("closedby")==="any"){var r=t.getBoundingClientRect();' +
  'if(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom)t.close()}' +
  // A link followed from inside a dialog or popover.
  'a=t.closest("a[href]");if(a&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey){box=a.closest("dialog[open]");if(box)box.close();' +
  'box=a.closest("[popover]");try{if(box&&box.matches(":popover-open"))box.hidePopover()}catch(err){}}' +
  '});' +
  'w.addEventListener("keydown",function(e){if(e.key!=="Escape"||e.defaultPrevented)return;var t=e.target,p=t&&t.closest&&t.closest("[data-panel]");if(p&&!p.hidden)set(p.id,false)});' +
  // Enter in a message box that sends with Enter (Shift+Enter for a new line).
  'd.addEventListener("keydown",function(e){var t=e.target,b;if(e.key!=="Enter"||e.shiftKey||e.isComposing||!t||!t.getAttribute)return;' +
  'b=byId(t.getAttribute("data-enter-clicks"));if(b){e.preventDefault();b.click()}});' +
  'd.addEventListener("command",function(e){if(e.command==="show-modal")play(e.target)},true);' +
  'd.addEventListener("close",function(e){var v=e.target&&e.target.querySelectorAll?e.target.querySelectorAll("video"):[];for(var k=0;k<v.length;k++)v[k].pause()},true)' +
  '})(window,document)';

/** The panel functions the inline script put on window (none in a test or without the script). */
export function pagePanels(win: Window & { [PANELS_GLOBAL]?: PagePanels }): PagePanels | undefined {
  return win[PANELS_GLOBAL];
}
