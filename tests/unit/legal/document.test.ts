/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headingId, loadLegalDocument, parseLegalDocument } from '@/lib/legal/document';

describe('legal documents', () => {
  it.each(['privacy-policy', 'terms-of-service', 'cookie-policy'] as const)('%s has a section per numbered heading of its MDX, numbered from 1', (slug) => {
    const headings = readFileSync(path.join('content', 'legal', `${slug}.mdx`), 'utf8').match(/^## \d+\. /gm) ?? [];
    expect(headings.length).toBeGreaterThan(0);
    expect(loadLegalDocument(slug).sections.map((section) => section.number)).toEqual(headings.map((_, index) => index + 1));
  });

  it('give the privacy policy rights section the #gdpr anchor the footer links to', () => {
    const doc = loadLegalDocument('privacy-policy');
    const gdpr = doc.sections.find((s) => s.id === 'gdpr');
    expect(gdpr?.title).toMatch(/GDPR/);
    expect(doc.sections[0]?.id).toBe('section-1');
    expect(doc.updated).toBeUndefined();
  });

  it('state the promises the terms must make', () => {
    const body = loadLegalDocument('terms-of-service').body;
    for (const phrase of ['laws of India', 'courts in Bengaluru', '99.9%', '4 hours', '24/7 support', "30 days' written notice"]) {
      expect(body).toContain(phrase);
    }
  });

  it('describe the three banner choices and name the stored key in the cookie policy', () => {
    const body = loadLegalDocument('cookie-policy').body;
    for (const phrase of ['Accept all', 'Reject non-essential', 'Customise', 'mf-consent']) expect(body).toContain(phrase);
  });

  it('rejects bad front matter naming the file and field', () => {
    expect(() => parseLegalDocument('cookie-policy', '---\ntitle: X\n---\n')).toThrow(/content\/legal\/cookie-policy\.mdx: field "title"[\s\S]*field "description"/);
  });

  it('rejects sections out of order', () => {
    const raw = `---\ntitle: Cookie Policy\ndescription: ${'d'.repeat(60)}\nsummary: ${'s'.repeat(30)}\n---\n## 1. A\n\n## 3. C\n`;
    expect(() => parseLegalDocument('cookie-policy', raw)).toThrow(/section 3 is out of order/);
  });

  it('maps rendered headings to their anchors', () => {
    expect(headingId('10. Your rights', { gdpr: 10 })).toBe('gdpr');
    expect(headingId('2. Using this website', {})).toBe('section-2');
    expect(headingId('Not numbered', {})).toBeUndefined();
  });
});
