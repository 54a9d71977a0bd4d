/** @jest-environment node */
import { COMPILE_HINT, isClientChunk, withCompileHint } from '@/lib/quality/compile-hints';

describe('explicit compile hints', () => {
  it('puts the magic comment on the first line, before any directive', () => {
    const hinted = withCompileHint('"use strict";var a=1;');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted).toBe(`${COMPILE_HINT}\n"use strict";var a=1;`);
  });

  it('is idempotent, so a second post-build pass leaves files untouched', () => {
    const once = withCompileHint('(()=>{})();');
    expect(withCompileHint(once)).toBe(once);
  });

  it('keeps the script runnable', () => {
    expect(new Function(`${withCompileHint('return 6 * 7;')}`)()).toBe(42);
  });

  it('applies to Next.js client chunks only', () => {
    expect(isClientChunk('_next/static/chunks/39_j1bdzreq0m.js')).toBe(true);
    expect(isClientChunk('_next\\static\\chunks\\turbopack-077hmtqrhcoji.js')).toBe(true);
    expect(isClientChunk('_next/static/chunks/249hwaz-_yq24.css')).toBe(false);
    expect(isClientChunk('search-index.js')).toBe(false);
    expect(isClientChunk('_next/static/media/font.woff2')).toBe(false);
  });
});
