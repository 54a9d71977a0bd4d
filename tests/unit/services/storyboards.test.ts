/** @jest-environment node */
/**
 * A video or still says nothing the page does not stand behind: every price and percentage
 * drawn in it is one the page's own copy states, except the sums of a scene marked "Example"
 * (an example shop's stock, an example bill), where only the percentages must be the page's.
 */
import { allServicePages } from '@/lib/services/pages';

const figures = (text: string) => text.match(/₹\d[\d,]*\d(?:–\d[\d,]*\d)?|\d+(?:–\d+)?%/g) ?? [];

describe.each(allServicePages().map(({ page }) => [page.slug, page] as const))('%s', (_, page) => {
  const { video, ...rest } = page;
  const copy = JSON.stringify(rest);
  const scenes = video.format === 'video' ? video.scenes : [video.scene];

  it('draws only figures the page states', () => {
    for (const scene of scenes) {
      for (const figure of figures(JSON.stringify(scene))) {
        if (scene.example && figure.startsWith('₹')) continue;
        expect([figure, copy.includes(figure)]).toEqual([figure, true]);
      }
    }
  });
});

it('would notice a figure the page does not state', () => {
  expect(figures('A bill of ₹1,00,000, 20–40% lower, and 15 minutes')).toEqual(['₹1,00,000', '20–40%']);
});
