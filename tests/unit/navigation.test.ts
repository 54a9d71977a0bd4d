/** @jest-environment node */
import { extractReferral, isScrolled, planSectionScroll } from '@/lib/navigation';

describe('header scroll threshold', () => {
  it('turns opaque only past 10 px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
  });
});

describe('section link plan', () => {
  it('scrolls at once from the header on the home page', () => {
    expect(planSectionScroll('/', 'header')).toEqual({ navigateHome: false, delayMs: 0 });
  });
  it('goes home and waits ~300 ms from the header elsewhere', () => {
    expect(planSectionScroll('/blog/', 'header')).toEqual({ navigateHome: true, delayMs: 300 });
  });
  it('uses 50 ms and 250 ms from the bottom bar', () => {
    expect(planSectionScroll('/', 'bottom-bar')).toEqual({ navigateHome: false, delayMs: 50 });
    expect(planSectionScroll('/careers/', 'bottom-bar')).toEqual({ navigateHome: true, delayMs: 250 });
  });
});

describe('SD referral', () => {
  it('reads the SD parameter', () => {
    expect(extractReferral('?SD=partner-42&utm=x')).toBe('partner-42');
  });
  it('ignores a missing or blank value', () => {
    expect(extractReferral('')).toBeNull();
    expect(extractReferral('?SD=%20%20')).toBeNull();
    expect(extractReferral('?sd=lower')).toBeNull();
  });
  it('bounds what it stores', () => {
    expect(extractReferral(`?SD=${'x'.repeat(500)}`)).toHaveLength(100);
  });
});
