import DOMPurify from 'dompurify';
import { loadSanitizer, purifyToText } from '@/lib/contact/sanitize';

describe('outgoing message sanitiser (jsdom)', () => {
  it('removes markup and scripts but keeps the words and line breaks', () => {
    expect(purifyToText('Hello <b>team</b>,\n<script>alert(1)</script>we need <img src=x onerror=alert(1)>a shop.', DOMPurify)).toBe(
      'Hello team,\nwe need a shop.',
    );
  });

  it('leaves ordinary text with ampersands and comparisons as typed', () => {
    const text = 'Service: E-commerce & Inventory\nBudget < 5 lakh, team > 3 people <3';
    expect(purifyToText(text, DOMPurify)).toBe(text);
  });

  it('loads DOMPurify on first use only and retries after a failed load', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('chunk failed'));
    await expect(loadSanitizer(failing)).rejects.toThrow('chunk failed');
    const working = jest.fn().mockResolvedValue({ default: DOMPurify });
    const sanitize = await loadSanitizer(working);
    await loadSanitizer(working);
    expect(working).toHaveBeenCalledTimes(1);
    expect(sanitize('<i>ok</i>')).toBe('ok');
  });
});
