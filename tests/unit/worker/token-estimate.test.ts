/** @jest-environment node */
import { GENERATION_SETTINGS } from '@/worker/lib/gemini-wire';
import { estimateTokens, reservationFor } from '@/worker/lib/token-estimate';

describe('token estimates for the budget', () => {
  it('count three UTF-8 bytes a token, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(2);
    expect(estimateTokens('₹')).toBe(1);
  });

  it('reserve the prompt, the visitor text once more at a token a byte, and the longest answer', () => {
    expect(reservationFor('x'.repeat(300), ['𠀀𠀀'])).toBe(100 + 8 + GENERATION_SETTINGS.maxOutputTokens);
  });
});
