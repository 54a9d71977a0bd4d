import { services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';
import { RESULTS_PER_RUN } from '@/lib/search/engine';
import { test, expect, expectNoA11yViolations } from './fixtures';

// These specs own the page content; the header, footer and widgets are checked by the shell spec.
const SHELL_TESTED_ELSEWHERE = { include: 'main' };

// The index loads and builds in the browser; on a busy CI machine that can take a while.
const FIRST_RESULTS = { timeout: 20_000 };

const resultItems = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Search results' }).locator(':scope > li');

test.describe('site search', () => {
  test('without q it invites a search and loads no index', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/site-index/') && indexRequests.push(request.url()));
    await page.goto('/search/');
    await expect(page.getByText("Enter your search terms to find what you're looking for")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await expectNoA11yViolations(page, SHELL_TESTED_ELSEWHERE);
  });

  test('other pages never fetch the search index', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/site-index/') && indexRequests.push(request.url()));
    for (const path of ['/', '/blog/', '/blog/from-llms-to-agi/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(indexRequests).toEqual([]);
  });

  test('q in the URL runs on load, shows Searching... then ranked results, a run at a time', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/site-index/manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search/?q=automation');
    await expect(page.getByRole('status').getByText('Searching...')).toBeVisible();
    release();
    const header = page.getByRole('heading', { name: /^Found \d+ results for "automation"$/ });
    await expect(header).toBeVisible(FIRST_RESULTS);
    const count = Number((await header.textContent())!.match(/Found (\d+)/)![1]);
    expect(count).toBeGreaterThan(3);
    await expect(resultItems(page)).toHaveCount(Math.min(count, RESULTS_PER_RUN));
    // Pages whose name holds the word come first.
    const titles = await resultItems(page).locator('h3').allTextContents();
    const firstNonTitle = titles.findIndex((title) => !/automation/i.test(title));
    expect(firstNonTitle).toBeGreaterThan(0);
    expect(titles.slice(firstNonTitle).every((title) => !/automation/i.test(title))).toBe(true);
    if (count > RESULTS_PER_RUN) {
      await page.getByRole('button', { name: 'Show more results' }).click();
      await expect(resultItems(page)).toHaveCount(Math.min(count, 2 * RESULTS_PER_RUN));
    }
    await expect(page.getByRole('searchbox')).toHaveValue('automation');
    await expectNoA11yViolations(page, SHELL_TESTED_ELSEWHERE);
  });

  test('a result shows type, url, category, at most four tags with +N more, date and author', async ({ page }) => {
    await page.goto('/search/?q=Clear-Eyed Guide');
    const result = resultItems(page).first();
    await expect(result).toBeVisible(FIRST_RESULTS);
    await expect(result.getByRole('link', { name: /From Large Language Models to AGI/ })).toHaveAttribute('href', '/blog/from-llms-to-agi/');
    await expect(result).toContainText('Article');
    await expect(result).toContainText('/blog/from-llms-to-agi/');
    await expect(result).toContainText('AI & Machine Learning');
    const tags = result.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveCount(5);
    await expect(tags.last()).toHaveText('+2 more');
    await expect(result.locator('time')).toHaveAttribute('datetime', '2024-01-01');
    await expect(result).toContainText('By Maninfini AI Team');
  });

  test('every service page is found by its name, first', async ({ page }) => {
    for (const service of services) {
      await page.goto(`/search/?q=${encodeURIComponent(service.title)}`);
      const first = resultItems(page).first().getByRole('link');
      await expect(first).toHaveAttribute('href', serviceHref(service.slug), FIRST_RESULTS);
      await expect(first).toHaveText(service.title);
    }
  });

  test('"cloud" lists Cloud Solutions first, and company pages are found by their names', async ({ page }) => {
    await page.goto('/search/?q=cloud');
    await expect(resultItems(page).first().getByRole('link')).toHaveText('Cloud Solutions', FIRST_RESULTS);
    for (const [query, name, href] of [
      ['about', 'About Maninfini Automation', '/#about'],
      ['careers', 'Careers', '/careers/'],
      ['our team', 'Our Team', '/our-team/'],
      ['privacy policy', 'Privacy Policy', '/privacy-policy/'],
      ['contact', 'Contact', '/contact/'],
    ]) {
      await page.goto(`/search/?q=${encodeURIComponent(query!)}`);
      await expect(resultItems(page).first().getByRole('link', { name: name! })).toHaveAttribute('href', href!, FIRST_RESULTS);
    }
  });

  test('submit runs a trimmed non-empty query, updates q, and back restores the previous search', async ({ page }) => {
    await page.goto('/search/');
    const box = page.getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByText("Enter your search terms to find what you're looking for")).toBeVisible();

    await box.fill('  quantum  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=quantum$/);
    await expect(page.getByRole('heading', { name: /^Found \d+ results? for "quantum"$/ })).toBeVisible(FIRST_RESULTS);
    await expect(resultItems(page).first()).toContainText('Quantum Computing for Business');

    await box.fill('jamming');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=jamming$/);
    await expect(resultItems(page).first()).toContainText('Jamming Attacks Explained');

    await page.goBack();
    await expect(page).toHaveURL(/\?q=quantum$/);
    await expect(box).toHaveValue('quantum');
    await expect(page.getByRole('heading', { name: /results? for "quantum"$/ })).toBeVisible();
  });

  test('tolerates typos and case, and counts one result as one', async ({ page }) => {
    await page.goto('/search/?q=QUANTM');
    await expect(resultItems(page).first()).toContainText('Quantum Computing for Business', FIRST_RESULTS);
    await page.goto('/search/?q=jaming');
    await expect(page.getByRole('heading', { name: 'Found 1 result for "jaming"' })).toBeVisible(FIRST_RESULTS);
    await expect(resultItems(page)).toHaveCount(1);
    await expect(resultItems(page).first()).toContainText('Jamming Attacks Explained');
  });

  test('keeps the promise that small typos are forgiven: misspelt service and product names find their own page first', async ({ page }) => {
    await page.goto('/search/');
    await expect(page.getByText('Small typos are forgiven.')).toBeVisible();
    const box = page.getByRole('searchbox');
    // As a visitor types them: a letter short, "ph" heard as "f", two letters swapped, one doubled.
    const whatsapp = services.find((s) => s.slug === 'whatsapp-communications')!;
    const design = services.find((s) => s.slug === 'graphic-design')!;
    const cloud = services.find((s) => s.slug === 'cloud-solutions')!;
    for (const [query, href, name] of [
      ['whatsap bot', serviceHref(whatsapp.slug), whatsapp.title],
      ['grafic design', serviceHref(design.slug), design.title],
      ['Cloud Soluitons', serviceHref(cloud.slug), cloud.title],
      ['Inventory Managment Softwware', '/#products', 'Products'],
    ] as const) {
      await box.fill(query);
      await box.press('Enter');
      await expect(page.getByRole('heading', { name: new RegExp(`^Found \\d+ results? for "${query}"$`) })).toBeVisible(FIRST_RESULTS);
      const first = resultItems(page).first().getByRole('link');
      await expect(first).toHaveAttribute('href', href);
      await expect(first).toHaveText(name);
    }
    // "whatsap bot" lists both WhatsApp pages, the service and the WhatsApp Chatbot Engine, above a post that mentions bots.
    await page.goto('/search/?q=whatsap%20bot');
    const links = resultItems(page).locator('h3 a');
    await expect(links.nth(1)).toHaveAttribute('href', '/#products', FIRST_RESULTS);
    await expect(links.first()).toHaveAttribute('href', serviceHref(whatsapp.slug));
  });

  test('no matches: the explanation and links to services and the blog', async ({ page }) => {
    await page.goto('/search/?q=zqxjv');
    await expect(page.getByRole('heading', { name: 'Found 0 results for "zqxjv"' })).toBeVisible(FIRST_RESULTS);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(
      page.getByText('We couldn\'t find any results for "zqxjv". Try different keywords or browse our services.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services/');
    await expect(page.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog/');
    await expectNoA11yViolations(page, SHELL_TESTED_ELSEWHERE);
  });
});
