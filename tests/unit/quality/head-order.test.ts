/** @jest-environment node */
import { HEAD_DECISIONS_MARKER, headOrder, hoistHeadDecisions } from '@/lib/quality/head-order';

const decisions = `<script ${HEAD_DECISIONS_MARKER}="">(function(d){d.setAttribute("data-render","all")})(document.documentElement)</script>`;
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><script>self.x=1</script></body></html>`;
const built = page(`<meta charSet="utf-8"/><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/a.css" data-precedence="next"/><title>T</title>${decisions}<script src="/p.js" noModule=""></script>`);

describe('head decision script order', () => {
  it('moves the decision script to just before the first stylesheet, leaving everything else in place', () => {
    expect(hoistHeadDecisions(built)).toBe(
      page(`<meta charSet="utf-8"/><link rel="preload" href="/f.woff2" as="font"/>${decisions}<link rel="stylesheet" href="/a.css" data-precedence="next"/><title>T</title><script src="/p.js" noModule=""></script>`),
    );
  });

  it('reports the order the content check asserts', () => {
    const before = headOrder(built);
    expect(before.decisions).toBeGreaterThan(before.stylesheet);
    const after = headOrder(hoistHeadDecisions(built));
    expect(after.decisions).toBeGreaterThanOrEqual(0);
    expect(after.decisions).toBeLessThan(after.stylesheet);
  });

  it('is idempotent and leaves pages without the script or a stylesheet alone', () => {
    const once = hoistHeadDecisions(built);
    expect(hoistHeadDecisions(once)).toBe(once);
    const noScript = page('<link rel="stylesheet" href="/a.css"/>');
    expect(hoistHeadDecisions(noScript)).toBe(noScript);
    const noStyles = page(`<title>T</title>${decisions}`);
    expect(hoistHeadDecisions(noStyles)).toBe(noStyles);
    expect(headOrder(noScript).decisions).toBe(-1);
  });

  it('looks in the head only', () => {
    const bodyScript = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body>${decisions}</body></html>`;
    expect(hoistHeadDecisions(bodyScript)).toBe(bodyScript);
  });
});
