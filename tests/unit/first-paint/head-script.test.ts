/** @jest-environment node */
// The head script pages load is the one its TypeScript source compiles to today, under a name
// that changes with its text: an edit under components/first-paint/head/ without
// `npm run prebuild` fails here, not in a visitor's browser.
import { HEAD_SCRIPT, HEAD_SCRIPT_SRC } from '@/components/first-paint/head-script.generated';
import { compileHeadScript, HEAD_SCRIPT_FOLDER, MAX_HEAD_SCRIPT_BYTES } from '@/scripts/prebuild/head-script/compile';
import { IMMUTABLE_FOLDERS } from '@/scripts/quality/csp';

describe('the head script', () => {
  it('is what components/first-paint/head/ compiles to (run npm run prebuild after changing it)', () => {
    const compiled = compileHeadScript();
    expect(HEAD_SCRIPT).toBe(compiled.script);
    expect(HEAD_SCRIPT_SRC).toBe(compiled.src);
  });

  it('is named by its text, in a folder hosts cache for a year', () => {
    expect(HEAD_SCRIPT_SRC).toMatch(new RegExp(`^/${HEAD_SCRIPT_FOLDER}/head\\.[0-9a-f]{12}\\.js$`));
    expect(IMMUTABLE_FOLDERS).toContain(`/${HEAD_SCRIPT_FOLDER}/`);
  });

  it('stays small, and holds nothing that would end a script element early', () => {
    expect(Buffer.byteLength(HEAD_SCRIPT)).toBeLessThanOrEqual(MAX_HEAD_SCRIPT_BYTES);
    expect(HEAD_SCRIPT.toLowerCase()).not.toMatch(/<\/script|<!--/);
  });
});
