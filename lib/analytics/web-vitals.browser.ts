/**
 * Starts measuring LCP, INP and CLS once analytics are accepted. The web-vitals library is
 * fetched then, in its own chunk, never with a page's first load. It reads the browser's
 * buffered performance entries, so a late start still sees the page's largest paint and its
 * earlier layout shifts. Each measure covers one page load (as Chrome's own field data does):
 * moves inside the site afterwards do not start a new one.
 */
import type { AnalyticsEvent, EventParams } from '@/lib/analytics/events';
import { whenIdle } from '@/lib/browser/idle';
import { vitalEventParams, type VitalMetric } from '@/lib/analytics/web-vitals';

let started = false;

export function startWebVitals(report: (event: AnalyticsEvent, params: EventParams) => void, win: Window = window) {
  if (started) return;
  started = true;
  whenIdle(win, () => {
    import('web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const send = (metric: VitalMetric) => report(metric.name, vitalEventParams(metric, win.location.href));
        onLCP(send);
        onINP(send);
        onCLS(send);
      })
      .catch(() => {
        /* analytics failures are ignored: a blocked chunk costs the report, never the page */
      });
  });
}
