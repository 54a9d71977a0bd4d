import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadPosts } from '../../lib/content/posts';
import { pageCount, pagePosts, POSTS_PER_PAGE } from '../../lib/blog/pagination';
import { test, expect, expectNoA11yViolations } from './fixtures';

// These specs own the page content; the header, footer and widgets are checked by the shell spec.
const SHELL_TESTED_ELSEWHERE = { include: 'main' };

const root = path.join(import.meta.dirname, '../..');
// The published posts, newest first, as the site's build reads them.
const posts = loadPosts(path.join(root, 'content/blog'), { includeDrafts: false });
const categorySlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const first = posts.find((post) => post.slug === 'from-llms-to-agi') ?? posts[0]!;
// The list shows the newest posts a page at a time (lib/blog/pagination.ts); these are its first page's.
const firstPage = pagePosts(posts, 1);

test.describe('blog list', () => {
  test('shows the heading, a card per post of its first page, categories and the Stay Updated box', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 1, name: 'Automation & Digital Transformation Blog' })).toBeVisible();
    await expect(page.getByText('Expert insights on business automation, AI solutions, and digital transformation strategies')).toBeVisible();

    const cards = page.locator('main article');
    await expect(cards).toHaveCount(Math.min(posts.length, POSTS_PER_PAGE));
    // Newest first, each card complete.
    for (const [index, post] of firstPage.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: post.title })).toBeVisible();
      await expect(card.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', `/blog/${post.slug}/`);
      await expect(card.getByRole('link', { name: /^Read More →/ })).toHaveAttribute('href', `/blog/${post.slug}/`);
      await expect(card).toContainText(`${post.readTime} min read`);
      await expect(card).toContainText(post.author);
      await expect(card).toContainText(post.category);
    }

    // Numbered pages only when the posts fill more than one.
    await expect(page.getByRole('navigation', { name: /^Blog pages/ })).toHaveCount(pageCount(posts.length) > 1 ? 1 : 0);

    const categories = page.getByRole('region', { name: 'Browse by Category' });
    for (const category of new Set(posts.map((post) => post.category))) {
      const href = await categories.getByRole('link', { name: new RegExp(`^${category}`) }).getAttribute('href');
      expect(decodeURIComponent(href!)).toBe(`/blog/category/${categorySlug(category)}/`);
    }

    const stayUpdated = page.getByRole('region', { name: 'Stay Updated' });
    const email = stayUpdated.getByPlaceholder('Enter your email');
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('reader@example.com');
    await email.press('Enter');
    await stayUpdated.getByRole('button', { name: 'Subscribe' }).click();
    // Enter and Subscribe open an e-mail draft (tests/e2e/shell.spec.ts): nothing reloads and the typed text stays.
    await expect(email).toHaveValue('reader@example.com');
    await expect(page).toHaveURL(/\/blog\/$/);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Blog')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/feed\.xml$/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => JSON.parse(text)['@type'] === 'Blog')).toBe(true);
    await expectNoA11yViolations(page, SHELL_TESTED_ELSEWHERE);
  });

  test.describe('in a British locale', () => {
    test.use({ locale: 'en-GB' });
    test('dates are localised in the browser after a stable server render', async ({ page, request }) => {
      const html = await (await request.get('/blog/')).text();
      expect(html).toContain('Jan 1, 2024');
      await page.goto('/blog/');
      const time = page.locator(`main article time[datetime="2024-01-01"]`);
      await expect(time).toHaveText('1 Jan 2024');
    });

    // The first Intl formatter a page builds costs tens of milliseconds of ICU set-up; it must not block the page.
    const countMainThreadDateFormats = (page: Page) =>
      page.addInitScript(() => {
        const Native = Intl.DateTimeFormat;
        const counted = { made: 0 };
        Object.assign(window, { __dateFormats: counted });
        Intl.DateTimeFormat = new Proxy(Native, {
          construct: (target, args: ConstructorParameters<typeof Native>) => ((counted.made += 1), new target(...args)),
          apply: (target, self, args: ConstructorParameters<typeof Native>) => ((counted.made += 1), target(...args)),
        });
      });
    const mainThreadDateFormats = (page: Page) => page.evaluate(() => (window as unknown as { __dateFormats: { made: number } }).__dateFormats.made);

    test('the locale format is worked out by a worker, never by Intl on the main thread', async ({ page }) => {
      await countMainThreadDateFormats(page);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto('/blog/');
      await expect(page.locator(`main article time[datetime="2024-01-01"]`)).toHaveText('1 Jan 2024');
      expect(await mainThreadDateFormats(page)).toBe(0);
      expect(workers).toHaveLength(1);
    });

    test('a worker that cannot load still leaves the visitor their locale format', async ({ page }) => {
      await countMainThreadDateFormats(page);
      await page.route(/worker[^/]*\.js$/, (route) => route.abort());
      await page.goto('/blog/');
      await expect(page.locator(`main article time[datetime="2024-01-01"]`)).toHaveText('1 Jan 2024');
      // The page did it itself: one formatter for all the cards.
      expect(await mainThreadDateFormats(page)).toBe(1);
    });
  });

  // scripts/serve.ts reads no _redirects, like the hosts these pages are for; tests/e2e/host.spec.ts
  // checks the 301s Cloudflare Pages sends instead.
  for (const alias of ['/blogs/', '/articles/', '/news/']) {
    test(`${alias} sends a visitor of a host without redirect rules on to /blog/`, async ({ page, request }) => {
      const html = await (await request.get(alias)).text();
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog\/"/);
      await page.goto(alias);
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Automation & Digital Transformation Blog' })).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(firstPage.length);
    });
  }

  test('the first page under its number shows the same posts, canonical at /blog/', async ({ page }) => {
    await page.goto('/blog/page/1/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/$/);
    await expect(page.locator('main article').first().getByRole('heading')).toHaveText(firstPage[0]!.title);
    await expect(page.locator('main article')).toHaveCount(firstPage.length);
  });
});

test.describe('article', () => {
  test('shows hero, byline, tags, body, share links and more articles', async ({ page }) => {
    await page.goto(`/blog/${first.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
    const categoryLink = await crumbs.getByRole('link', { name: first.category }).getAttribute('href');
    expect(decodeURIComponent(categoryLink!)).toBe(`/blog/category/${categorySlug(first.category)}/`);
    await expect(page.getByText(`By ${first.author}`)).toBeVisible();
    await expect(page.locator('main').getByText(`${first.readTime} min read`).first()).toBeVisible();
    for (const tag of first.tags) await expect(page.getByRole('list', { name: 'Tags' }).getByText(tag, { exact: true })).toBeVisible();

    // Links in the body open in a new tab without opener access.
    const bodyLinks = page.locator('.mdx-body a[href]');
    expect(await bodyLinks.count()).toBeGreaterThan(0);
    for (const link of await bodyLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const articleUrl = new URL(`/blog/${first.slug}/`, 'https://www.maninfini.example').href;
    const x = new URL((await page.getByRole('link', { name: /Share on X/ }).getAttribute('href'))!);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe(first.title);
    expect(new URL(x.searchParams.get('url')!).pathname).toBe(new URL(articleUrl).pathname);
    const linkedin = new URL((await page.getByRole('link', { name: /Share on LinkedIn/ }).getAttribute('href'))!);
    expect(`${linkedin.origin}${linkedin.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(new URL(linkedin.searchParams.get('url')!).pathname).toBe(`/blog/${first.slug}/`);
    for (const name of ['Share on X (opens in a new tab)', 'Share on LinkedIn (opens in a new tab)']) {
      // The exact name: the new-tab note is read once, not twice.
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
      await expect(page.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name })).toHaveAttribute('rel', /noopener/);
    }

    const more = page.getByRole('region', { name: /Related Articles|More from the blog/ });
    const items = more.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeLessThanOrEqual(3);
    await expect(more.getByRole('link', { name: first.title })).toHaveCount(0);

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const article = ld.find((data) => data['@type'] === 'Article');
    expect(article).toMatchObject({ headline: first.title, timeRequired: `PT${first.readTime}M`, articleSection: first.category, inLanguage: 'en-US' });
    expect(article.wordCount).toBeGreaterThan(first.readTime * 150);
    expect(ld.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    await expectNoA11yViolations(page, SHELL_TESTED_ELSEWHERE);
  });

  test('AI summary: idle, analysing for 2 to 4 seconds, summary, close', async ({ page }) => {
    await page.clock.install();
    await page.goto(`/blog/${first.slug}/`);
    const button = page.getByRole('button', { name: 'AI Summarize' });
    await expect(button).toBeEnabled();
    // From here on, page time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    const busy = page.getByRole('button', { name: 'AI is analyzing...' });
    await expect(busy).toBeDisabled();
    await expect(page.getByText('AI is reading and analyzing the content...')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await page.clock.runFor(1_990);
    await expect(busy).toBeVisible();
    await page.clock.runFor(2_100);
    const summary = page.getByRole('heading', { name: 'AI Summary' });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page.getByRole('region', { name: 'AI summary' })).toContainText(first.summary!);
    await expect(page.getByText('AI-generated summary not available for this article.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Close summary' }).click();
    await expect(summary).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('an unknown slug reaches the not-found page', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the hostile fixture is not published', async ({ request }) => {
    expect((await request.get('/blog/hostile/')).status()).toBe(404);
  });
});

test.describe('category', () => {
  const category = first.category;

  test('lists the category with breadcrumbs and highlights it among all categories', async ({ page }) => {
    await page.goto('/blog/');
    await page.getByRole('region', { name: 'Browse by Category' }).getByRole('link', { name: new RegExp(`^${category}`) }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(`/blog/category/${categorySlug(category)}/`);
    await expect(page.getByRole('heading', { level: 1, name: `${category} Blog` })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(pagePosts(posts.filter((post) => post.category === category), 1).length);
    await expect(cards.first()).toContainText(category);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
    await expect(crumbs.getByText(category, { exact: true })).toHaveAttribute('aria-current', 'page');
    const grid = page.getByRole('region', { name: 'Browse All Categories' });
    await expect(grid.locator('[aria-current="page"]')).toHaveText(new RegExp(`^${category}`));
    await expect(grid.getByRole('link')).toHaveCount(new Set(posts.map((post) => post.category)).size);
    await expect(page.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expectNoA11yViolations(page, SHELL_TESTED_ELSEWHERE);
  });

  test('an unknown category reaches the not-found page', async ({ page }) => {
    const response = await page.goto('/blog/category/not-a-category/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('hostile Markdown', () => {
  const rendered = () =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/render-mdx.ts', 'tests/fixtures/blog/hostile.mdx'], {
      cwd: root,
      encoding: 'utf8',
    });

  test('renders inert in the browser: no script runs, no javascript: link survives', async ({ page }) => {
    const html = rendered();
    await page.setContent(`<!doctype html><html><body><main>${html}</main></body></html>`);
    // Poke every element a handler could hide on (links with a real href would navigate away).
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('main *:not(a[href])')) {
        for (const type of ['mouseover', 'click', 'focus']) element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
      }
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await page.locator('script, iframe, object, embed, svg, form, img, style').count()).toBe(0);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(https?|ircs?|mailto|xmpp):/);
    const handlers = await page.locator('main *').evaluateAll((nodes) =>
      nodes.flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith('on'))),
    );
    expect(handlers).toEqual([]);
  });

  test('the same check catches unsanitised markup (control)', async ({ page }) => {
    await page.setContent(`<!doctype html><html><body><img src="x" onerror="window.__pwned='onerror'"></body></html>`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBe('onerror');
  });
});
