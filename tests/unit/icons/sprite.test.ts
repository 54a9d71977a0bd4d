import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { ICON_NAMES, lucideExportName, spriteSvg } from '@/lib/icons/sprite';

describe('icon sprite', () => {
  it('names every icon by a lucide-react export', () => {
    const library = lucide as unknown as Record<string, ComponentType | undefined>;
    const missing = ICON_NAMES.filter((name) => typeof library[lucideExportName(name)] !== 'object' && typeof library[lucideExportName(name)] !== 'function');
    expect(missing).toEqual([]);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });

  it('turns each rendered icon into a symbol with its viewBox and shapes only', () => {
    const svg = renderToStaticMarkup(createElement(lucide.Mail));
    const sprite = spriteSvg([{ name: 'mail', svg }]);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><symbol id="mail" viewBox="0 0 24 24"><path d="[^"]+"/);
    // Colour, stroke and size are the page's (.icon), so one symbol serves every use.
    expect(sprite).not.toMatch(/stroke=|fill=|class=/);
    expect(sprite).toContain('<rect x="2" y="4" width="20" height="16" rx="2"></rect>');
  });

  it('refuses markup that is not one svg element with a viewBox', () => {
    expect(() => spriteSvg([{ name: 'x', svg: '<g></g>' }])).toThrow(/icon x/);
    expect(() => spriteSvg([{ name: 'x', svg: '<svg><path d="M0 0"/></svg>' }])).toThrow(/viewBox/);
  });
});
