'use client';

import { useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { dropdownTimings, hoverOpenDelay } from '@/lib/ui/hover-menu';

const MENU_ID = 'solutions-menu';

/**
 * The Solutions button and its popover. The button's popovertarget opens and closes it with
 * no script (and the browser closes it on Escape or a click outside); this island adds the
 * hover behaviour for a mouse: open 200 ms after the pointer arrives (at once if another
 * close was under 300 ms ago) and close 150 ms after it leaves. A click on a menu the hover
 * has just opened keeps it open instead of toggling it shut.
 */
export function SolutionsDropdown({ label, chevron, triggerClassName, children }: { label: string; chevron: ReactNode; triggerClassName: string; children: ReactNode }) {
  const menu = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastClosedAt = useRef<number | null>(null);
  const openedByHover = useRef(false);

  useEffect(() => {
    const element = menu.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') {
        lastClosedAt.current = Date.now();
        openedByHover.current = false;
      }
    };
    element?.addEventListener('toggle', onToggle);
    return () => {
      element?.removeEventListener('toggle', onToggle);
      clearTimeout(timer.current);
    };
  }, []);

  const isOpen = () => menu.current?.matches(':popover-open') ?? false;
  const later = (ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (isOpen()) return clearTimeout(timer.current);
    later(hoverOpenDelay(Date.now(), lastClosedAt.current), () => {
      if (isOpen()) return;
      openedByHover.current = true;
      menu.current?.showPopover();
    });
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    later(dropdownTimings.closeDelayMs, () => {
      if (isOpen()) menu.current?.hidePopover();
    });
  };

  return (
    <div className="group" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className={`solutions-trigger ${triggerClassName}`}
        onClick={(event) => {
          if (openedByHover.current && isOpen()) {
            // The hover opened it on the way to this click: keep it open.
            event.preventDefault();
            openedByHover.current = false;
          }
        }}
      >
        {label}
        {chevron}
      </button>
      <div
        ref={menu}
        id={MENU_ID}
        popover="auto"
        className="solutions-menu"
      >
        {children}
      </div>
    </div>
  );
}
