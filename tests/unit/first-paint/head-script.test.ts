/** @jest-environment node */
// The head script pages carry is the one its TypeScript source compiles to today, and the hash
// every page's policy lists is that text's: an edit under components/first-paint/head/ without
// `npm run prebuild` fails here, not in a visitor's browser.
import { HEAD_SCRIPT, HEAD_SCRIPT_HASH } from '@/components/first-paint/head-script.generated';
import { compileHeadScript, MAX_HEAD_SCRIPT_BYTES } from '@/scripts/prebuild/head-script/compile';
import { sha256Source } from '@/scripts/quality/csp';

describe('the head script', () => {
  it('is what components/first-paint/head/ compiles to (run npm run prebuild after changing it)', () => {
    const compiled = compileHeadScript();
    expect(HEAD_SCRIPT).toBe(compiled.script);
    expect(HEAD_SCRIPT_HASH).toBe(compiled.hash);
  });

  it('is hashed as the browser hashes the inline text', () => {
    expect(HEAD_SCRIPT_HASH).toBe(sha256Source(HEAD_SCRIPT));
  });

  it('stays small, and holds nothing that would end its element early', () => {
    expect(Buffer.byteLength(HEAD_SCRIPT)).toBeLessThanOrEqual(MAX_HEAD_SCRIPT_BYTES);
    expect(HEAD_SCRIPT.toLowerCase()).not.toMatch(/<\/script|<!--/);
  });
});
