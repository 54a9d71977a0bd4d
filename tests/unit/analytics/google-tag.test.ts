/** @jest-environment node */
import {
  analyticsCookieNames, analyticsPolicySources, CONSENT_DEFAULTS, disableFlag, expiredCookieAssignments, gtagScriptUrl,
  pageTypeOfLocation, parseMeasurementId, startCommands,
} from '@/lib/analytics/google-tag';
import { vitalEventParams } from '@/lib/analytics/web-vitals';

describe('measurement id', () => {
  it('is absent when empty, kept when well formed, and refused with the value named when malformed', () => {
    expect(parseMeasurementId(undefined)).toBeNull();
    expect(parseMeasurementId('  ')).toBeNull();
    expect(parseMeasurementId(' G-AB12CD34EF ')).toBe('G-AB12CD34EF');
    expect(() => parseMeasurementId('UA-12345-1')).toThrow(/NEXT_PUBLIC_GA_ID "UA-12345-1" is not a Google Analytics 4 measurement id/);
    expect(() => parseMeasurementId('G-abc"><script>')).toThrow(/not a Google Analytics 4 measurement id/);
  });
});

describe('starting the tag', () => {
  it('loads gtag.js for the id from Google’s tag host', () => {
    expect(gtagScriptUrl('G-TEST000000')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST000000');
  });

  it('queues the denied Consent Mode defaults first, grants analytics storage only, then configures without an automatic page view', () => {
    const now = new Date(0);
    const commands = startCommands('G-TEST000000', now);
    expect(commands[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(commands[1]).toEqual(['js', now]);
    expect(commands[2]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(commands[3]).toEqual(['config', 'G-TEST000000', expect.objectContaining({ send_page_view: false, allow_google_signals: false })]);
    expect(commands).toHaveLength(4);
    expect(Object.values(CONSENT_DEFAULTS).every((value) => value === 'denied')).toBe(true);
  });
});

describe('withdrawal', () => {
  it('names the opt-out flag and both cookies of the id', () => {
    expect(disableFlag('G-TEST000000')).toBe('ga-disable-G-TEST000000');
    expect(analyticsCookieNames('G-TEST000000')).toEqual(['_ga', '_ga_TEST000000']);
  });

  it('expires each cookie host-only and on every parent domain the tag may have used', () => {
    expect(expiredCookieAssignments(['_ga'], 'www.maninfini.co.in')).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=www.maninfini.co.in',
      '_ga=; Max-Age=0; Path=/; Domain=maninfini.co.in',
      '_ga=; Max-Age=0; Path=/; Domain=co.in',
    ]);
    expect(expiredCookieAssignments(['_ga', '_ga_X'], '127.0.0.1')).toEqual(['_ga=; Max-Age=0; Path=/', '_ga_X=; Max-Age=0; Path=/']);
    expect(expiredCookieAssignments(['_ga'], 'localhost')).toEqual(['_ga=; Max-Age=0; Path=/']);
  });
});

describe('Content-Security-Policy sources', () => {
  it('are empty without an id', () => {
    expect(analyticsPolicySources(null)).toEqual({ scriptOrigins: [], connectOrigins: [], imageOrigins: [] });
  });

  it('allow the tag’s script host and the global and regional collection hosts with an id', () => {
    const sources = analyticsPolicySources('G-TEST000000');
    expect(sources.scriptOrigins).toEqual(['https://www.googletagmanager.com']);
    for (const list of [sources.connectOrigins, sources.imageOrigins]) {
      expect(list).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com']));
    }
  });
});

describe('page type', () => {
  it('is read from the address, with or without the trailing slash', () => {
    expect(pageTypeOfLocation('https://site.example/')).toBe('home');
    expect(pageTypeOfLocation('https://site.example/careers')).toBe('careers');
    expect(pageTypeOfLocation('https://site.example/blog/some-post/?utm_source=x')).toBe('article');
    expect(pageTypeOfLocation('')).toBe('other');
  });
});

describe('Core Web Vitals reports', () => {
  const base = { id: 'v5-1', rating: 'good', navigationType: 'navigate' };

  it('carry the value, its change, the rating and the page type of the page load measured', () => {
    const params = vitalEventParams({ ...base, name: 'LCP', value: 1834.56, delta: 1834.56, navigationURL: 'https://site.example/services/cyber-cloud/' }, 'https://site.example/careers/');
    expect(params).toEqual({
      value: 1835,
      metric_id: 'v5-1',
      metric_value: 1835,
      metric_delta: 1835,
      metric_rating: 'good',
      navigation_type: 'navigate',
      page_type: 'service',
      page_location: 'https://site.example/services/cyber-cloud/',
    });
  });

  it('keep CLS to four decimals and fall back to the current page without a navigation address', () => {
    const params = vitalEventParams({ ...base, name: 'CLS', value: 0.123456, delta: 0.02345 }, 'https://site.example/search/?q=secret');
    expect(params).toMatchObject({ metric_value: 0.1235, value: 0.0235, page_type: 'search', page_location: 'https://site.example/search/' });
  });
});
