/** @jest-environment node */
import fc from 'fast-check';
import { composeContactMessage, contactWhatsAppUrl } from '@/lib/contact/message';
import { contactServices, messages, parseContactForm } from '@/lib/contact/schema';

// Strings a visitor (or a paste) could produce: any Unicode including lone surrogates,
// emoji, right-to-left text, control characters, markup, and very long text.
const hostileString = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 8 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }), weight: 8 },
  { arbitrary: fc.constantFrom('😀👩🏽‍💻🇮🇳', 'مرحبا بالعالم', 'שלום\u202Eevil', '\u0000\u0007\u001B[31m\u007F\u0085', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&amp;&lt;', '%E0%A4%A', '\uD800', '\uDFFF\uD800'), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 10_000, maxLength: 10_000 }), weight: 1 },
  { arbitrary: fc.constant('a'.repeat(10_000)), weight: 1 },
);
const knownMessages = new Set<string>(Object.values(messages));

const anyValue = fc.oneof(hostileString, fc.anything());

describe('contact form with any input', () => {
  it('the schema never throws and the composer always yields a valid WhatsApp URL', () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: anyValue,
          lastName: hostileString,
          email: hostileString,
          phone: fc.option(hostileString, { nil: undefined }),
          service: fc.oneof(hostileString, fc.constantFrom(...contactServices)),
          message: hostileString,
          consent: fc.oneof(fc.boolean(), anyValue),
        }),
        fc.date({ noInvalidDate: false }),
        hostileString,
        (form, now, source) => {
          const result = parseContactForm(form);
          if (!result.success) for (const message of Object.values(result.errors)) expect(knownMessages.has(message)).toBe(true);
          const text = composeContactMessage(form as never, { now, source });
          const href = contactWhatsAppUrl(text);
          const url = new URL(href);
          expect(url.origin).toBe('https://wa.me');
          expect(url.searchParams.get('text')).toBe(text.trim());
          expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
        },
      ),
      { numRuns: 1_200 },
    );
  });
});
