/** @jest-environment node */
import { FALLBACK_STANDS, fallbackFaceCss } from '@/scripts/prebuild/fonts/fallback-faces';

describe('web font stand-ins', () => {
  const css = fallbackFaceCss();

  it('writes one face per family and weight of the table', () => {
    const faces = FALLBACK_STANDS.flatMap((stand) => Object.keys(stand.faces));
    expect(css.match(/@font-face/g)).toHaveLength(faces.length);
  });

  it("keeps Plus Jakarta Sans's ascent and descent once the browser applies size-adjust", () => {
    for (const block of css.split('@font-face').slice(1)) {
      const value = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(block)![1]);
      expect((value('ascent-override') * value('size-adjust')) / 100).toBeCloseTo(103.8, 1);
      expect((value('descent-override') * value('size-adjust')) / 100).toBeCloseTo(22.2, 1);
    }
  });
});
