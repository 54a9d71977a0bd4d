/** @jest-environment node */
import { attribute, elements, eventHandlerAttributes, headInsertionOffset, parseHtml, rawText } from '@/scripts/quality/html';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>A &amp; B</title>
<link rel="preload stylesheet" href="/a.css?x=1&amp;y=2"></head>
<body><!-- <a href="/commented-out">x</a> --><a class="one two" data-track="call_click" href='/x/'>x</a>
<img src=/i.png srcset="/i-1.png 1x, /i-2.png 2x" onerror="boom()"><template><a href="/in-template/">t</a></template>
<script>if (a < b) document.write("<a href='/not-a-link/'>")</script></body></html>`;

describe('the build scripts HTML reader', () => {
  const doc = parseHtml(page);

  it('reads attributes by their HTML names, decoded, whatever the quoting', () => {
    const [link] = elements(doc, 'link');
    expect(attribute(link!, 'href')).toBe('/a.css?x=1&y=2');
    expect(attribute(link!, 'rel')).toBe('preload stylesheet');
    const [anchor] = elements(doc, 'a');
    expect(attribute(anchor!, 'class')).toBe('one two');
    expect(attribute(anchor!, 'data-track')).toBe('call_click');
    expect(attribute(anchor!, 'href')).toBe('/x/');
    expect(attribute(anchor!, 'target')).toBeNull();
    const [image] = elements(doc, 'img');
    expect(attribute(image!, 'src')).toBe('/i.png');
    expect(attribute(image!, 'srcset')).toBe('/i-1.png 1x, /i-2.png 2x');
  });

  it('never takes a comment or script text for markup, and reads template content', () => {
    const hrefs = elements(doc, 'a').map((anchor) => attribute(anchor, 'href'));
    expect(hrefs).toEqual(['/x/', '/in-template/']);
    expect(rawText(elements(doc, 'script')[0]!)).toBe(`if (a < b) document.write("<a href='/not-a-link/'>")`);
    expect(rawText(elements(doc, 'title')[0]!)).toBe('A & B');
  });

  it('names inline event handlers', () => {
    expect(eventHandlerAttributes(elements(doc, 'img')[0]!)).toEqual(['onerror']);
    expect(eventHandlerAttributes(elements(doc, 'a')[0]!)).toEqual([]);
  });

  it('finds the place right after <meta charset> in the head', () => {
    const at = headInsertionOffset(doc)!;
    expect(page.slice(at - '<meta charSet="utf-8"/>'.length, at)).toBe('<meta charSet="utf-8"/>');
    const noCharset = '<html><head><title>t</title></head><body></body></html>';
    expect(noCharset.slice(headInsertionOffset(parseHtml(noCharset))!)).toMatch(/^<title>/);
  });
});
