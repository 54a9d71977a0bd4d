/**
 * Field data: the Core Web Vitals of real visits as analytics events. The web-vitals library
 * measures them in the visitor's browser (lib/analytics/web-vitals.browser.ts); this decides what a
 * report carries, so the owner can read the 75th percentile per page type against the
 * budgets in docs/deployment.md (LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1).
 */
import { reportedLocation, type EventParams } from '@/lib/analytics/events';
import { pageTypeOfLocation } from '@/lib/analytics/google-tag';

export type VitalName = 'LCP' | 'INP' | 'CLS';

/** The fields of a web-vitals metric a report uses. */
export type VitalMetric = {
  name: VitalName;
  value: number;
  delta: number;
  id: string;
  rating: string;
  navigationType?: string;
  /** The address of the page load the metric belongs to. */
  navigationURL?: string;
};

/** Milliseconds for LCP and INP; CLS is a unitless score kept to four decimals. */
const rounded = (name: VitalName, value: number) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

/**
 * Event parameters for one report. `value` is the change since the last report of the same
 * metric instance (`metric_id`), so sums stay right when a value is reported again (after a
 * back/forward cache restore); `metric_value` is the value itself, for percentiles.
 */
export function vitalEventParams(metric: VitalMetric, pageUrl: string): EventParams {
  const url = metric.navigationURL ?? pageUrl;
  return {
    value: rounded(metric.name, metric.delta),
    metric_id: metric.id,
    metric_value: rounded(metric.name, metric.value),
    metric_delta: rounded(metric.name, metric.delta),
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
    page_type: pageTypeOfLocation(url),
    page_location: reportedLocation(url),
  };
}
