/** @jest-environment node */
// The drawing of imports between folders (npm run import-graph) shows no arrow from site code
// into build tooling and no browser import from the Worker or a folder named server.
import { brokenRule, folderOf, importGraph } from '@/scripts/import-graph';

describe('the import graph', () => {
  it('has no arrow that breaks a room’s rule', () => {
    const arrows = importGraph();
    expect(arrows.length).toBeGreaterThan(50);
    expect(arrows.filter((arrow) => arrow.broken)).toEqual([]);
  });

  it('draws lib/chat → lib/chat/contract.ts inside one folder and the Worker → lib/chat across', () => {
    const arrows = importGraph();
    expect(arrows).toContainEqual(expect.objectContaining({ from: 'worker/(top)', to: 'lib/chat' }));
    expect(folderOf('lib/chat/contract.ts')).toBe('lib/chat');
    expect(folderOf('app/layout.tsx')).toBe('app');
  });

  it('names the arrows it refuses', () => {
    expect(brokenRule('lib/analytics/google-tag.ts', 'scripts/quality/pages.ts')).toBe('site code imports build tooling');
    expect(brokenRule('components/chat/PromptBox.tsx', 'lib/chat/server/contract.ts')).toBe('the browser imports server code');
    expect(brokenRule('lib/chat/engine.ts', 'worker/lib/prompt.ts')).toBe('the browser imports server code');
    expect(brokenRule('worker/chat.ts', 'lib/chat/contract.ts')).toBeUndefined();
    expect(brokenRule('scripts/audit.ts', 'lib/seo/page-types.ts')).toBeUndefined();
    expect(brokenRule('tests/unit/x.test.ts', 'scripts/quality/csp.ts')).toBeUndefined();
  });
});
