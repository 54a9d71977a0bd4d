/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Renders through the real pipeline (lib/mdx/options.ts) in a child process, as the build does. */
const render = (file: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/render-mdx.ts', file], {
    cwd: path.join(import.meta.dirname, '../../..'),
    encoding: 'utf8',
  });

describe('MDX pipeline on hostile markup', () => {
  let html: string;
  beforeAll(() => {
    html = render('tests/fixtures/blog/hostile.mdx');
  }, 30_000);

  it('keeps the harmless content', () => {
    expect(html).toContain('<h2 id="safe-heading-survives">Safe heading survives</h2>');
    expect(html).toContain('Final safe paragraph.');
    expect(html).toContain('<a href="https://example.org/docs" target="_blank" rel="noopener noreferrer">external link</a>');
    expect(html).toContain('<a href="mailto:team@example.org" target="_blank" rel="noopener noreferrer">mail link</a>');
  });

  it.each(['<script', '<iframe', '<object', '<svg', '<style', '<form', '<img', '<div'])('drops every %s element', (tag) => {
    expect(html.toLowerCase()).not.toContain(tag);
  });

  it('drops every event-handler attribute', () => {
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('leaves no link with a protocol outside http, https, irc, ircs, mailto and xmpp', () => {
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] as string);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(https?|ircs?|mailto|xmpp):/);
    expect(html.toLowerCase()).not.toMatch(/javascript:|vbscript:|data:text/);
  });

  it('runs no JavaScript expression and leaks no attacker text as code', () => {
    expect(html).not.toContain('__pwned');
  });

  it('opens every surviving link in a new tab without opener access', () => {
    const anchors = [...html.matchAll(/<a [^>]*href=[^>]*>/g)].map((match) => match[0]);
    for (const anchor of anchors) expect(anchor).toMatch(/target="_blank" rel="noopener noreferrer"/);
  });
});

describe('MDX pipeline on the published articles', () => {
  it('renders an article with headings and safe links', () => {
    const html = render('content/blog/from-llms-to-agi.mdx');
    expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(html).not.toMatch(/<script|javascript:/i);
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/);
  }, 30_000);
});
