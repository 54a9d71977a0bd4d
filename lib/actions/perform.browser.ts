/** Imperative side of the outbound actions (describe.ts), for islands that act on a click rather than a link. */
import { describeAction, type OutboundAction } from '@/lib/actions/describe';
import { track } from '@/lib/analytics/events.browser';

export const OUTBOUND_EVENT = 'mf-outbound';

/**
 * Opens the action and reports it. Returns false when the browser refused to open a
 * new window (a blocked pop-up), so the caller can offer another way.
 */
export function performAction(action: OutboundAction, win: Window = window): boolean {
  const description = describeAction(action);
  track(description.event, description.params);
  // Announced before opening so tests (and debugging tools) can see what a button did,
  // even for mailto: and tel: links that leave no trace in the page.
  win.dispatchEvent(new CustomEvent(OUTBOUND_EVENT, { detail: description }));
  if (description.download) {
    downloadFile(description.href, description.download, win.document);
    return true;
  }
  if (description.newTab) {
    // Opened without the noopener feature so a blocked pop-up is visible as null;
    // the opener link is cut by hand right after.
    const opened = win.open(description.href, '_blank');
    if (!opened) return false;
    try {
      opened.opener = null;
    } catch {
      /* cross-origin already: nothing to cut */
    }
    return true;
  }
  win.location.href = description.href;
  return true;
}

export function downloadFile(href: string, filename: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
}
