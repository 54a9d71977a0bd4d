'use client';

import { useEffect } from 'react';
import { homeSections } from '@/content/site';
import { smoothScrollTo } from '@/lib/browser/scroll';
import { currentSectionIndex, detectSwipe, insideScrollableArea, targetSectionIndex, type ScrollBox, type TouchPoint } from '@/lib/home/swipe';

/**
 * A section whose top has passed this share of the viewport is "current". Section links
 * land a section's top just below the fixed header, well above this line.
 */
const READING_LINE_SHARE = 0.4;

const currentSection = () =>
  currentSectionIndex(
    homeSections.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY),
    window.innerHeight * READING_LINE_SHARE,
  );

/** Describes the element chain for the pure scrollable-area check, stopping below <body>. */
function scrollBox(element: Element | null): ScrollBox | null {
  if (!element || element === document.body || element === document.documentElement) return null;
  const style = window.getComputedStyle(element);
  return {
    overflowX: style.overflowX,
    overflowY: style.overflowY,
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    get parent() {
      return scrollBox(element.parentElement);
    },
  };
}

/**
 * Mobile swipe navigation between the home sections; the decision is the pure
 * detectSwipe, this adapter only reads touches and scrolls.
 */
export function SwipeNavigator() {
  useEffect(() => {
    // The section is read when the finger lands: the page scrolls natively during the swipe.
    let start: (TouchPoint & { scrollable: boolean; section: number }) | null = null;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) {
        start = null;
        return;
      }
      const target = event.target instanceof Element ? event.target : null;
      start = {
        x: touch.clientX,
        y: touch.clientY,
        t: event.timeStamp,
        scrollable: insideScrollableArea(scrollBox(target)),
        section: currentSection(),
      };
    };

    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const began = start;
      start = null;
      if (!touch || !began || began.scrollable) return;
      // Not while a dialog or the chat panel is open (closed ones stay in the page, hidden).
      if (document.querySelector('dialog[open], [role="dialog"]:not([hidden])')) return;
      const direction = detectSwipe(began, { x: touch.clientX, y: touch.clientY, t: event.timeStamp }, window.innerWidth);
      if (!direction) return;
      const target = targetSectionIndex(began.section, direction, homeSections.length);
      if (target !== null) smoothScrollTo(homeSections[target]!);
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    // Marks the page as ready for gestures (the browser tests wait for it after hydration).
    document.documentElement.dataset.swipeNav = 'ready';
    return () => {
      delete document.documentElement.dataset.swipeNav;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);

  return null;
}
