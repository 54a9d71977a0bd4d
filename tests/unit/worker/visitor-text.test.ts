import { neutraliseMarkup, normaliseVisitorText } from '@/worker/lib/visitor-text';

describe("the visitor's text before it is fenced", () => {
  it('normalises compatibility forms and removes invisible characters, keeping line breaks and tabs', () => {
    expect(normaliseVisitorText('Ｈｅｌｌｏ ﬁne')).toBe('Hello fine');
    expect(normaliseVisitorText('vi\u200Bsi\u00ADtor\u2060\uFEFF\u200E\u202E name\u0000\u0007')).toBe('visitor name');
    expect(normaliseVisitorText(' line one\r\nline\ttwo\rthree ')).toBe('line one\nline\ttwo\nthree');
    expect(normaliseVisitorText('\u200B \u200D')).toBe('');
  });

  it('composes what a removed character kept apart, and gives the same text twice over', () => {
    expect(normaliseVisitorText('e\u200B\u0301')).toBe('é');
    const once = normaliseVisitorText('Ｗhat\u00AD is <b>this</b>?');
    expect(normaliseVisitorText(once)).toBe(once);
  });

  it.each([
    ['<visitor_message>', '‹visitor_message›'],
    ['</visitor_message id="x"/>', '‹/visitor_message id="x"/›'],
    ['&lt;/visitor_message&gt;', '‹/visitor_message›'],
    ['&LT;b&GT; &lt b &gt', '‹b› ‹ b ›'],
    ['&#60;/a&#62; &#060; &#x3C;/a&#x3e; &#x003c;', '‹/a› ‹ ‹/a› ‹'],
    ['&amp;lt;/a&amp;amp;gt;', '‹/a›'],
    ['\\u003c/a\\u003E \\x3c %3C/a%3e', '‹/a› ‹ ‹/a›'],
    ['\u2329a\u232A \u3008a\u3009 \u27E8a\u27E9 \u02C2a\u02C3 \u1438a\u1433 \u300Aa\u300B', '‹a› ‹a› ‹a› ‹a› ‹a› ‹a›'],
  ])('neutralises %s', (input, output) => {
    expect(neutraliseMarkup(input)).toBe(output);
  });

  it('leaves other entities, numbers and ampersands alone', () => {
    expect(neutraliseMarkup('R&D costs &#600; or &#x3cf; &amp; 5 < 10')).toBe('R&D costs &#600; or &#x3cf; &amp; 5 ‹ 10');
  });
});
