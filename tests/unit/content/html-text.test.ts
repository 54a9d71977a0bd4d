/** @jest-environment node */
import { countWords, extractPage, extractRegion, sectionsOf, sectionsText, parseHtml, textOf } from '@/lib/content/html-text';

const page = (main: string, head = '<title>Page | Site</title><meta name="description" content=" What the page says. ">') =>
  `<!DOCTYPE html><html><head>${head}</head><body><header><nav>Site menu</nav></header><main>${main}</main><footer>Footer text</footer></body></html>`;

describe('extractPage', () => {
  it('reads the title from <h1>, the description from its meta tag and the sections of <main> only', () => {
    const html = page('<h1 id="top">Welcome</h1><p>Intro.</p><section><h2 id="one">One</h2><p>First.</p><p>Second.</p></section>');
    expect(extractPage(html, '/x/')).toEqual({
      url: '/x/',
      title: 'Welcome',
      name: '',
      description: 'What the page says.',
      sections: [
        { heading: 'Welcome', level: 1, anchor: 'top', text: 'Intro.' },
        { heading: 'One', level: 2, anchor: 'one', text: 'First.\nSecond.' },
      ],
    });
  });

  it('falls back to <title> and an empty description', () => {
    expect(extractPage(page('<p>Only text.</p>', '<title>Fallback</title>'), '/y/')).toMatchObject({
      title: 'Fallback',
      description: '',
      sections: [{ heading: '', level: 0, text: 'Only text.' }],
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
      { heading: '', level: 0, text: 'Opening.' },
      { heading: 'Why', level: 2, anchor: 'why', text: 'Because.' },
    ]);
  });

  it("names the page by its breadcrumb's last step", () => {
    const html = page('<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Cloud Solutions</li></ol></nav><h1>Cloud that pays</h1>');
    expect(extractPage(html, '/services/cloud-solutions/')).toMatchObject({ name: 'Cloud Solutions', title: 'Cloud that pays' });
  });
});

describe('extractRegion', () => {
  it('reads the sections of one part of <main> by its id', () => {
    const html = page('<section id="home"><h1>Hero</h1></section><section id="about"><h2 id="about-title">About</h2><p>Since 2008.</p></section>');
    expect(extractRegion(html, 'about')).toEqual([{ heading: 'About', level: 2, anchor: 'about-title', text: 'Since 2008.' }]);
    expect(extractRegion(html, 'missing')).toEqual([]);
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
      { heading: 'No id', level: 2, text: 'One\nTwo' },
      { heading: 'Deep', level: 3, anchor: 'deep', text: 'A B\n1 2' },
    ]);
  });
});

const sections = (html: string) => sectionsOf(parseHtml(`<main>${html}</main>`));

describe('links and anchors', () => {
  const sections = (html: string) => sectionsOf(parseHtml(`<main>${html}</main>`));

  it('reads links inside running text, drops calls to action standing alone and the annotations of links', () => {
    const html =
      '<p>See <a href="/x">our plans<span class="sr-only"> (opens in a new tab)</span></a> today.</p>' +
      '<div><a href="/apply">Apply Now</a><a href="/ask">Ask a question<span class="sr-only"> (opens in a new tab)</span></a></div>' +
      '<ul><li><a href="/terms">Terms</a></li></ul>';
    expect(sectionsText(sections(html))).toBe('See our plans today.\nTerms');
  });

  it('drops links that open WhatsApp, e-mail, a call or a map, wherever they stand', () => {
    const html = '<ul><li><h3>Call us</h3><p>+91 80 4000 0000</p><a href="tel:+918040000000" data-track="call_click">Call Now</a></li></ul>';
    expect(sectionsText(sections(html))).toBe('Call us\n+91 80 4000 0000');
  });

  it('reads a card whose link wraps a heading', () => {
    expect(sections('<a href="/post"><h3 id="card">Card title</h3><p>Card text.</p></a>')).toEqual([{ heading: 'Card title', level: 3, anchor: 'card', text: 'Card text.' }]);
  });

  it("anchors a heading without an id at the closest element with one, else at the section before's anchor", () => {
    const html =
      '<section id="services"><h2>What we do</h2><p>Nine services.</p></section>' +
      '<div><h2 id="pricing">Plans</h2><div><h3>Basic</h3><p>₹3,000</p></div></div>';
    expect(sections(html)).toEqual([
      { heading: 'What we do', level: 2, anchor: 'services', text: 'Nine services.' },
      { heading: 'Plans', level: 2, anchor: 'pricing', text: '' },
      { heading: 'Basic', level: 3, anchor: 'pricing', text: '₹3,000' },
    ]);
  });
});

describe('labels before a heading', () => {
  it('gives an eyebrow, a year or a step number placed right before a heading to that heading', () => {
    const html =
      '<section><h2 id="a">Plans</h2><p>Intro sentence.</p></section>' +
      '<ol><li><p>2024</p><h3 id="y">Global Expansion</h3><p>Offices abroad.</p></li></ol>' +
      '<div><p class="eyebrow">Pricing</p><h2 id="p">Clear prices</h2></div>';
    expect(sections(html)).toEqual([
      { heading: 'Plans', level: 2, anchor: 'a', text: 'Intro sentence.' },
      { heading: 'Global Expansion', level: 3, anchor: 'y', text: '2024\nOffices abroad.' },
      { heading: 'Clear prices', level: 2, anchor: 'p', text: 'Pricing' },
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
