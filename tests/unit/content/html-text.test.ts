/** @jest-environment node */
import { countWords, extractPage, sectionsOf, sectionsText, parseHtml, textOf } from '@/lib/content/html-text';

const page = (main: string, head = '<title>Page | Site</title><meta name="description" content=" What the page says. ">') =>
  `<!DOCTYPE html><html><head>${head}</head><body><header><nav>Site menu</nav></header><main>${main}</main><footer>Footer text</footer></body></html>`;

describe('extractPage', () => {
  it('reads the title from <h1>, the description from its meta tag and the sections of <main> only', () => {
    const html = page('<h1 id="top">Welcome</h1><p>Intro.</p><section><h2 id="one">One</h2><p>First.</p><p>Second.</p></section>');
    expect(extractPage(html, '/x/')).toEqual({
      url: '/x/',
      title: 'Welcome',
      description: 'What the page says.',
      sections: [
        { heading: 'Welcome', anchor: 'top', text: 'Intro.' },
        { heading: 'One', anchor: 'one', text: 'First.\nSecond.' },
      ],
    });
  });

  it('falls back to <title> and an empty description', () => {
    expect(extractPage(page('<p>Only text.</p>', '<title>Fallback</title>'), '/y/')).toMatchObject({
      title: 'Fallback',
      description: '',
      sections: [{ heading: '', text: 'Only text.' }],
    });
  });

  it('reads an article or legal page from its rendered body (.mdx-body), not the page around it', () => {
    const html = page(
      '<nav aria-label="Breadcrumb">Home Blog</nav><h1>Article</h1><article><button>AI Summarize</button>' +
        '<div class="mdx-body"><p>Opening.</p><h2 id="why">Why</h2><p>Because.</p></div>' +
        '<section><h2 id="share">Share this article</h2><a href="#">Share on X</a></section></article>' +
        '<section><h2>Related Articles</h2><p>Another post</p></section>',
    );
    const { title, sections } = extractPage(html, '/blog/a/');
    expect(title).toBe('Article');
    expect(sections).toEqual([
      { heading: '', text: 'Opening.' },
      { heading: 'Why', anchor: 'why', text: 'Because.' },
    ]);
  });
});

describe('sectionsOf', () => {
  const sections = (html: string) => sectionsOf(parseHtml(`<main>${html}</main>`));

  it('leaves out what a visitor does not read: controls, navigation, hidden and aria-hidden parts, scripts', () => {
    const html =
      '<p>Shown<span hidden>HIDDEN-ATTR</span> text</p><div aria-hidden="true">HIDDEN-ARIA</div><script>HIDDEN-SCRIPT</script>' +
      '<style>.x{}</style><template>HIDDEN-TEMPLATE</template><noscript>HIDDEN-NOSCRIPT</noscript><form><label>HIDDEN-FORM</label></form>' +
      '<button>HIDDEN-BUTTON</button><nav>HIDDEN-NAV</nav><!-- HIDDEN-COMMENT --><svg><title>HIDDEN-SVG</title></svg>';
    const text = sectionsText(sections(html));
    expect(text).toBe('Shown text');
  });

  it('splits at headings nested in sections, keeps headings without an id anchor-less and reads tables row by row', () => {
    const html =
      '<div><h2>No id</h2><ul><li>One</li><li>Two</li></ul></div>' +
      '<div><section><h3 id="deep">Deep <svg aria-hidden="true"></svg></h3><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table></section></div>';
    expect(sections(html)).toEqual([
      { heading: 'No id', text: 'One\nTwo' },
      { heading: 'Deep', anchor: 'deep', text: 'A B\n1 2' },
    ]);
  });
});

describe('textOf and countWords', () => {
  it('collapses white space and drops blank lines', () => {
    expect(textOf(parseHtml('<p>  a\n  b </p>\n\n<p>c</p>'))).toBe('a b\nc');
  });

  it('counts words the way a reader does', () => {
    expect(countWords("It's a well-known rule: 3 steps.")).toBe(6);
    expect(countWords('Ünïcode wörds — and 2024’s dates')).toBe(5);
    expect(countWords('')).toBe(0);
  });
});
