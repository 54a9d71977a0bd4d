'use client';

import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { chatTiming } from '@/content/chat';
import { scrollTopForDrag, thumbFor, type Thumb } from '@/lib/chat/scroll-thumb';

const HIDDEN: Thumb = { scrollable: false, size: 0, offset: 0 };

/**
 * The chat log's overlay scroll thumb: it appears while the log scrolls
 * and fades 600 ms after the scrolling stops, unless the pointer is on it; like an overlay
 * scrollbar, pointing at its strip (inside the log's right padding) brings it back. The log keeps
 * its native scrolling (wheel, touch, keyboard, screen readers); the thumb only adds a
 * handle to drag, so it is hidden from assistive technology.
 */
export function ScrollThumb({ target }: { target: RefObject<HTMLElement | null> }) {
  const [thumb, setThumb] = useState<Thumb>(HIDDEN);
  const [shown, setShown] = useState(false);
  const held = useRef(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const drag = useRef<{ startY: number; startTop: number } | null>(null);

  const hideLater = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      if (!held.current) setShown(false);
    }, chatTiming.scrollHideMs);
  };

  useEffect(() => {
    const log = target.current;
    if (!log) return;
    const measure = () => setThumb(thumbFor(log, log.clientHeight, chatTiming.scrollThumbMin));
    const onScroll = () => {
      measure();
      setShown(true);
      hideLater();
    };
    measure();
    log.addEventListener('scroll', onScroll, { passive: true });
    // New messages, images that finish loading and a resized panel all change the proportions.
    const resized = new ResizeObserver(measure);
    resized.observe(log);
    const changed = new MutationObserver(measure);
    changed.observe(log, { childList: true, subtree: true, characterData: true });
    return () => {
      log.removeEventListener('scroll', onScroll);
      resized.disconnect();
      changed.disconnect();
      window.clearTimeout(hideTimer.current);
    };
  }, [target]);

  const hold = (on: boolean) => {
    held.current = on;
    if (on) {
      window.clearTimeout(hideTimer.current);
      setShown(true);
    } else if (!drag.current) hideLater();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const log = target.current;
    if (!log || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, startTop: log.scrollTop };
    hold(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const log = target.current;
    if (!log || !drag.current) return;
    const top = scrollTopForDrag(log, log.clientHeight, chatTiming.scrollThumbMin, drag.current.startTop, event.clientY - drag.current.startY);
    log.scrollTo({ top, behavior: 'instant' });
  };
  const endDrag = () => {
    drag.current = null;
    hold(false);
  };

  if (!thumb.scrollable) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="chat-scroll-thumb"
      data-shown={shown || undefined}
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => !drag.current && hold(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      style={{ height: thumb.size, transform: `translateY(${thumb.offset}px)` }}
      className="group/thumb absolute top-0 right-0.5 flex w-3 touch-none justify-center opacity-0 transition-opacity duration-200 data-[shown]:opacity-100 motion-reduce:transition-none"
    >
      <span className="h-full w-1.5 rounded-full bg-slate-400/80 transition-[width] group-hover/thumb:w-2 group-active/thumb:bg-slate-500" />
    </div>
  );
}
