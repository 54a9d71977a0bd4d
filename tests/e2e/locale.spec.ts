import { postUrl } from '@/lib/blog/urls';
import { getAllPosts } from '@/lib/content/posts';
import { test, expect } from './fixtures';

/**
 * A browser whose language tag is not a BCP 47 tag: WebKit reports "C" on a machine with a POSIX
 * locale, and Intl throws a RangeError for it. Dates must fall back to the site's own locale
 * (en-IN: "1 Jan 2024") on every page that shows them, with no error.
 */
const [post] = getAllPosts().filter((p) => p.slug === 'from-llms-to-agi');
const paths = ['/blog/', postUrl(post!.slug), `/search/?q=${encodeURIComponent(post!.title)}`];

for (const tags of [['C'], [''], ['en_US']]) {
  test(`with the browser's languages ${JSON.stringify(tags)}, dates show in a locale's format and nothing throws`, async ({ page }) => {
    await page.addInitScript((languages) => {
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => Object.freeze([...languages]) });
      Object.defineProperty(Navigator.prototype, 'language', { get: () => languages[0] });
    }, tags);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // "en_US" is read as en-US, the language it names; the others name none, so the site's own locale is used.
    const expected = tags[0] === 'en_US' ? 'Jan 1, 2024' : '1 Jan 2024';
    for (const path of paths) {
      await page.goto(path);
      const date = page.locator('main time[datetime="2024-01-01"]').first();
      // The HTML carries the fixed en-US date, which the visitor's format replaces once worked out
      // (for en-US the same text: there the absence of an error is what tells). The search page
      // first loads its index, hence the longer wait.
      await expect(date).toHaveText(expected, { timeout: 20_000 });
      expect(errors, path).toEqual([]);
    }
  });
}
