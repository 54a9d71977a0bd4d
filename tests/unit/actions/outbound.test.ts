/** @jest-environment node */
import { contact, whatsappTexts } from '@/content/site';
import { describeAction, parseTrackingAttributes, trackingAttributes } from '@/lib/actions/describe';
import { digitsOnly, directionsUrl, mailtoUrl, mapsUrl, telUrl, whatsappUrl } from '@/lib/actions/outbound-urls';

describe('whatsappUrl', () => {
  it('uses the digits of the number and the default text', () => {
    const url = new URL(whatsappUrl(undefined, '+91 80-4000 0000'));
    expect(url.origin + url.pathname).toBe('https://wa.me/918040000000');
    expect(url.searchParams.get('text')).toBe('Hello, I would like to know more about your automation services.');
  });
  it('encodes any text so it survives the round trip', () => {
    const text = 'Hi & welcome? 50% off #1 — नमस्ते 👋\nline two';
    expect(new URL(whatsappUrl(text)).searchParams.get('text')).toBe(text);
  });
  it('defaults to the company WhatsApp number', () => {
    expect(whatsappUrl('x')).toContain(`wa.me/${digitsOnly(contact.whatsappNumber)}?`);
  });
});

describe('mailtoUrl', () => {
  it('writes subject and body with %20 spaces, not +', () => {
    const url = mailtoUrl('a@b.example', { subject: 'Brochure request', body: 'Line 1\nLine 2' });
    expect(url).toBe('mailto:a@b.example?subject=Brochure%20request&body=Line%201%0ALine%202');
  });
  it('omits empty parts', () => {
    expect(mailtoUrl('a@b.example')).toBe('mailto:a@b.example');
    expect(mailtoUrl('a@b.example', { body: 'x' })).toBe('mailto:a@b.example?body=x');
  });
});

describe('telUrl', () => {
  it('removes all white space from the number', () => {
    expect(telUrl(' +91 80\t4000 0000 ')).toBe('tel:+918040000000');
  });
});

describe('maps', () => {
  it('searches by coordinates when given', () => {
    const url = new URL(mapsUrl({ lat: 12.97002, lng: 77.58429 }));
    expect(url.searchParams.get('query')).toBe('12.97002,77.58429');
  });
  it('falls back to the address text', () => {
    expect(new URL(mapsUrl({ address: 'MG Road, Bengaluru' })).searchParams.get('query')).toBe('MG Road, Bengaluru');
  });
  it('routes to the destination for directions', () => {
    const url = new URL(directionsUrl({ lat: 12.97002, lng: 77.58429 }));
    expect(url.pathname).toBe('/maps/dir/');
    expect(url.searchParams.get('destination')).toBe('12.97002,77.58429');
  });
});

describe('describeAction', () => {
  it('reports whatsapp_open with the message length and opens a new tab', () => {
    const action = describeAction({ kind: 'whatsapp', text: whatsappTexts.quickQuestion });
    expect(action).toMatchObject({ newTab: true, event: 'whatsapp_open', params: { message_length: whatsappTexts.quickQuestion.length } });
  });
  it('reports call_click and email_click in the same tab', () => {
    expect(describeAction({ kind: 'call', phone: '+91 1 2' })).toMatchObject({ href: 'tel:+9112', newTab: false, event: 'call_click' });
    expect(describeAction({ kind: 'email', subject: 'Hi' })).toMatchObject({ newTab: false, event: 'email_click' });
  });
  it('marks downloads with the file name and reports file_download', () => {
    expect(describeAction({ kind: 'download', href: '/brochure/maninfini.pdf' })).toMatchObject({
      download: 'maninfini.pdf',
      event: 'file_download',
      params: { file: 'maninfini.pdf' },
    });
  });
  it('reports outbound_click for external links and the map', () => {
    expect(describeAction({ kind: 'outbound', href: 'https://example.org' })).toMatchObject({ newTab: true, event: 'outbound_click' });
    expect(describeAction({ kind: 'map' }).href).toContain('12.97002%2C77.58429');
  });
});

describe('tracking attributes', () => {
  it('round-trip through the data attributes', () => {
    const attrs = trackingAttributes('hiring_cta_click', { location: 'header' });
    expect(parseTrackingAttributes(attrs['data-track'], attrs['data-track-params'])).toEqual({
      event: 'hiring_cta_click',
      params: { location: 'header' },
    });
  });
  it('keep the event when the parameters are malformed', () => {
    expect(parseTrackingAttributes('call_click', '{oops')).toEqual({ event: 'call_click', params: {} });
    expect(parseTrackingAttributes(null, '{}')).toBeNull();
  });
});
