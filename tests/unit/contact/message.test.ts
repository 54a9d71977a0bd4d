/** @jest-environment node */
import { contact } from '@/content/site';
import {
  cleanText,
  composeContactMessage,
  contactMailtoUrl,
  contactWhatsAppUrl,
  formatIndiaTime,
  NOT_PROVIDED,
} from '@/lib/contact/message';

const input = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '',
  service: 'E-commerce & Inventory',
  message: 'We sell on three marketplaces\nand need one stock count.',
};
const context = { now: new Date('2026-11-21T09:24:00Z'), source: 'https://www.maninfini.example/contact/' };

describe('India time', () => {
  it('adds five and a half hours and says IST', () => {
    expect(formatIndiaTime(new Date('2026-11-21T09:24:00Z'))).toBe('21 Nov 2026, 2:54 PM IST');
  });
  it('crosses midnight and the year into the Indian date', () => {
    expect(formatIndiaTime(new Date('2026-12-31T18:30:00Z'))).toBe('1 Jan 2027, 12:00 AM IST');
    expect(formatIndiaTime(new Date('2026-12-31T18:29:00Z'))).toBe('31 Dec 2026, 11:59 PM IST');
  });
  it('shows noon as 12 PM', () => {
    expect(formatIndiaTime(new Date('2026-06-01T06:30:00Z'))).toBe('1 Jun 2026, 12:00 PM IST');
  });
  it('does not follow daylight saving anywhere', () => {
    expect(formatIndiaTime(new Date('2026-07-01T00:00:00Z'))).toBe('1 Jul 2026, 5:30 AM IST');
    expect(formatIndiaTime(new Date('2026-01-01T00:00:00Z'))).toBe('1 Jan 2026, 5:30 AM IST');
  });
  it('survives an invalid date', () => {
    expect(formatIndiaTime(new Date(Number.NaN))).toBe('unknown time');
  });
});

describe('composeContactMessage', () => {
  const text = composeContactMessage(input, context);

  it('carries every detail, a consent line, the source and the time', () => {
    expect(text).toContain('Name: Asha Verma');
    expect(text).toContain('Email: asha@example.com');
    expect(text).toContain('Service: E-commerce & Inventory');
    expect(text).toContain('We sell on three marketplaces\nand need one stock count.');
    expect(text).toMatch(/^Consent: .*accepted the terms and conditions/m);
    expect(text).toContain('Source: https://www.maninfini.example/contact/');
    expect(text).toContain('Sent: 21 Nov 2026, 2:54 PM IST');
  });

  it("writes 'Not provided' for a missing phone and the number when given", () => {
    expect(text).toContain(`Phone: ${NOT_PROVIDED}`);
    expect(composeContactMessage({ ...input, phone: undefined }, context)).toContain('Phone: Not provided');
    expect(composeContactMessage({ ...input, phone: '  ' }, context)).toContain('Phone: Not provided');
    expect(composeContactMessage({ ...input, phone: '+91 98450 00001' }, context)).toContain('Phone: +91 98450 00001');
  });

  it('keeps single-line fields on one line and removes control characters', () => {
    const messy = composeContactMessage({ ...input, firstName: 'As\nha', lastName: 'Ver\u0000ma\u202E' }, context);
    expect(messy).toContain('Name: As ha Verma');
  });

  it('opens the sales number with the text', () => {
    const url = new URL(contactWhatsAppUrl(text));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${contact.salesPhone.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toBe(text);
  });

  it('offers the same text as an e-mail to sales', () => {
    const mail = contactMailtoUrl(text, input.service);
    expect(mail.startsWith(`mailto:${contact.salesEmail}?subject=`)).toBe(true);
    const body = decodeURIComponent(mail.split('body=')[1] ?? '');
    expect(body).toBe(text);
    expect(decodeURIComponent(mail)).toContain('subject=Website enquiry: E-commerce & Inventory');
  });

  it('turns lone surrogates into a replacement character so the URL can be built', () => {
    expect(cleanText('a\uD800b')).toBe('a\uFFFDb');
    expect(cleanText(42)).toBe('42');
    // Found by the property test: an object whose toString is not a function.
    expect(cleanText({ toString: 0 })).toBe('');
    expect(cleanText(Object.create(null))).toBe('');
    expect(cleanText(Symbol('x'))).toBe('');
    expect(() => contactWhatsAppUrl('x\uDC00')).not.toThrow();
  });
});
