import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The prices shown on the item cards, in rupees. */
const cardPrices = async (page: Page) =>
  (await page.getByTestId('item-card').locator('.font-display').allTextContents()).map((s) =>
    Number(s.replace(/[^\d]/g, '')),
  );

const ROUTES: [string, string][] = [
  ['/best-selling-items', 'Best-selling items'],
  ['/new-items', 'New items'],
  ['/popular-items', 'Popular items'],
  ['/sponsered-items', 'Sponsored items'],
  ['/deals', 'Deals'],
  ['/search?query=tea', 'Results for "tea"'],
  ['/blogs', 'Blog'],
  ['/about', 'About us'],
  ['/contact-us', 'Contact us'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-and-conditions', 'Terms and conditions'],
];

describe('item lists, search, blog and information pages', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  before(async () => {
    ({ browser, close } = await launch());
  });
  after(() => close());

  it('every list, blog and information route answers a real page with its title and canonical link', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    for (const [path, heading] of ROUTES) {
      const res = await page.goto(path);
      assert.equal(res?.status(), 200, path);
      assert.equal(
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible(),
        true,
        path,
      );
      assert.equal(await page.title(), `${heading} — Bazaar`, path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      assert.equal(new URL(canonical ?? '').pathname, path.split('?')[0], path);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a list pages through real links and sorts with its form (1280 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/new-items');
    assert.equal(await page.getByTestId('item-card').count(), 20);
    const firstPage = await page.getByTestId('item-card').first().textContent();
    await page.getByTestId('pager-next').click();
    await page.waitForURL(/\/new-items\?page=2$/);
    await page.getByTestId('pager').locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    assert.notEqual(await page.getByTestId('item-card').first().textContent(), firstPage);

    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.getByTestId('list-filters').getByText('Filters', { exact: true }).click();
    await page.getByLabel('Min price').fill('1000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/sort=price_asc/);
    assert.doesNotMatch(page.url(), /page=/, 'a new filter starts again at page 1');
    // The client navigation commits after the address changes: wait for the sorted, filtered cards.
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid="item-card"] .font-display')].map((el) =>
        Number(el.textContent?.replace(/[^\d]/g, '')),
      );
      return shown.length > 0 && shown.every((p, i) => p >= 1000 && (i === 0 || p >= (shown[i - 1] ?? 0)));
    });
    const prices = await cardPrices(page);
    assert.ok(prices.length > 0);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    assert.ok(prices.every((p) => p >= 1000));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('filters and pages work without JavaScript, and no match shows the empty state', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/deals');
    await page.getByTestId('list-filters').getByText('Filters', { exact: true }).click();
    await page.getByLabel('Max price').fill('500');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/max_price=500/);
    assert.equal(
      await page.getByLabel('Max price').isVisible(),
      true,
      'an active filter keeps its panel open',
    );
    assert.equal(await page.getByLabel('Max price').inputValue(), '500');
    const prices = await cardPrices(page);
    assert.ok(prices.length > 0 && prices.every((p) => p <= 500));

    await page.goto('/deals?min_price=90000000');
    assert.equal(await page.getByTestId('empty-state').isVisible(), true);
    assert.equal(await page.getByText('No items match these filters.').isVisible(), true);
    await page.getByTestId('empty-state').getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/deals$/);
    assert.ok((await page.getByTestId('item-card').count()) > 0);
    await context.close();
  });

  it('search reads past a typo and says nothing was found for gibberish (375 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/search?query=samsng');
    assert.match((await page.getByTestId('search-read-as').textContent()) ?? '', /samsung/i);
    const names = await page.getByTestId('item-card').allTextContents();
    assert.ok(names.length > 0 && names.some((n) => /samsung/i.test(n)));
    assert.equal(await horizontalOverflow(page), 0);

    await page.getByLabel('Search items and stores').fill('zzqxvw');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/query=zzqxvw/);
    await page.getByText('Nothing found for "zzqxvw".').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the blog lists posts and opens one; an unknown post is a 404', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/blogs');
    const card = page.getByTestId('blog-card').first();
    const title = (await card.locator('p.text-slate-800').textContent())?.trim() ?? '';
    await card.click();
    await page.waitForURL(/\/blogs\/[a-z0-9-]+$/);
    assert.equal((await page.getByTestId('blog-post-title').textContent())?.trim(), title);
    assert.ok(((await page.getByTestId('blog-post-body').textContent()) ?? '').length > 40);
    assert.equal(await page.title(), `${title} — Bazaar`);
    assert.deepEqual(errors, []);
    const res = await page.goto('/blogs/no-such-post');
    assert.equal(res?.status(), 404);
    await context.close();
  });

  it('information pages show config text; the 404 page has a real title', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/about');
    assert.match((await page.getByTestId('info-body').textContent()) ?? '', /Bazaar/);
    // The policy's text is its own page's: not carried, for hydration, by every other page.
    const policy = ((await (await page.request.get('/api/v1/config')).json()) as { privacy_policy: string })
      .privacy_policy;
    const html = async (path: string) => (await page.request.get(path)).text();
    const ending = policy.trim().slice(-40); // plain words: the same in HTML and in JSON
    assert.match(ending, /^[\w .,:@-]+$/);
    assert.ok(!(await html('/')).includes(ending));
    assert.ok((await html('/privacy-policy')).includes(ending));
    await page.goto('/contact-us');
    assert.equal(await page.getByTestId('contact-details').getByRole('link', { name: /@/ }).count(), 1);
    const res = await page.goto('/no/such/page');
    assert.equal(res?.status(), 404);
    assert.equal(await page.title(), 'Page not found — Bazaar');
    await context.close();
  });

  it("home's 'View all' and the footer's links lead to real pages", async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/');
    const hrefs = [
      ...(await page
        .locator('main section a', { hasText: 'View all' })
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))),
      ...(await page
        .locator('footer a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))),
    ];
    for (const p of ['/deals', '/best-selling-items', '/new-items', '/about', '/contact-us', '/blogs'])
      assert.ok(hrefs.includes(p), `${p} is linked`);
    for (const href of new Set(hrefs.filter((h): h is string => Boolean(h) && h !== '/stores'))) {
      const res = await page.goto(href);
      assert.equal(res?.status(), 200, href);
    }
    await context.close();
  });

  it('in Urdu a list page has its Urdu heading and title, and fits 375 px', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await context.addCookies([{ name: 'bazaar_locale', value: 'ur', url: BASE_URL }]);
    await page.goto('/deals');
    assert.equal((await page.getByTestId('list-title').textContent())?.trim(), 'ڈیلز');
    assert.equal(await page.title(), 'ڈیلز — Bazaar');
    assert.equal(await horizontalOverflow(page), 0);
    await context.close();
  });
});
