/** @jest-environment node */
import { buildBrochurePdf, textWidth, toPdfText, wrap } from '@/scripts/prebuild/brochure/pdf';

const data = {
  title: 'Maninfini Automation',
  tagline: 'Automation – AI – “software”',
  subtitle: 'COMPANY BROCHURE',
  sections: [
    { heading: 'What we do (and why)', paragraphs: Array.from({ length: 40 }, (_, i) => ({ title: `Item ${i}`, text: 'word '.repeat(60) })) },
  ],
  footer: 'footer',
};

describe('brochure PDF', () => {
  const pdf = buildBrochurePdf(data);

  it('is a PDF whose cross-reference offsets point at its objects', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('breaks long content onto more pages and numbers them', () => {
    const count = Number(/\/Count (\d+)/.exec(pdf)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(pdf).toContain(`(footer   |   ${count} / ${count}) Tj`);
  });

  it('is plain ASCII, escapes parentheses and is the same every time', () => {
    expect(/^[\x00-\x7F]*$/.test(pdf)).toBe(true);
    expect(pdf).toContain('(What we do \\(and why\\)) Tj');
    expect(buildBrochurePdf(data)).toBe(pdf);
    expect(toPdfText('₹10 – “x” …')).toBe('Rs 10 - "x" ...');
  });

  it('wraps lines inside the given width', () => {
    const lines = wrap('word '.repeat(100), 10, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(200);
  });
});
