/** @jest-environment node */
import { dropdownTimings, hoverOpenDelay } from '@/lib/ui/hover-menu';

describe('hovered dropdown timing', () => {
  it('opens 200 ms after the pointer arrives and closes 150 ms after it leaves', () => {
    expect(hoverOpenDelay(10_000, null)).toBe(200);
    expect(dropdownTimings.closeDelayMs).toBe(150);
  });

  it('opens at once when another close was under 300 ms ago', () => {
    expect(hoverOpenDelay(10_000, 9_800)).toBe(0);
    expect(hoverOpenDelay(10_000, 9_701)).toBe(0);
    expect(hoverOpenDelay(10_000, 9_700)).toBe(200);
  });
});
