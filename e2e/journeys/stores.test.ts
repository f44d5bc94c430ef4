import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { nextOpening, type ScheduleSlot } from '@bazaar/domain';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';

type ApiStore = { slug: string; name: string; open: number; items_count: number; schedules: ScheduleSlot[] };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The demo market's stores as the API lists them (open now or not depends on the clock). */
async function apiStores(): Promise<ApiStore[]> {
  const res = await fetch(`${BASE_URL}/api/v1/stores/get-stores/all?limit=100`);
  return ((await res.json()) as { stores: ApiStore[] }).stores;
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const names = (page: Page) =>
  page.getByTestId('item-card').locator('a[href^="/product/"]:not(:has(img))').allTextContents();

describe('stores: the list and one store', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let stores: ApiStore[];
  before(async () => {
    ({ browser, close } = await launch());
    stores = await apiStores();
  });
  after(() => close());

  it('/stores pages through every store with real links and filters (1280 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const res = await page.goto('/stores');
    assert.equal(res?.status(), 200);
    assert.equal(await page.title(), 'Stores — Bazaar');
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${BASE_URL}/stores`);
    const firstPage = await page.getByTestId('store-card').count();
    assert.equal(firstPage, Math.min(12, stores.length));

    const next = page.getByTestId('pagination').getByRole('link', { name: 'Next' });
    assert.equal(await next.getAttribute('href'), '/stores?page=2');
    await next.click();
    await page.waitForURL('**/stores?page=2');
    await page.locator('[data-testid="pagination"] [aria-current="page"]', { hasText: '2' }).waitFor();
    assert.equal(await page.getByTestId('store-card').count(), stores.length - firstPage);
    assert.equal(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'), 'page');

    await page.getByTestId('store-filter-top_rated').click();
    await page.waitForURL('**/stores?filter=top_rated');
    await page.locator('[data-testid="store-filter-top_rated"][aria-current="page"]').waitFor();
    assert.equal(await page.getByTestId('store-filter-top_rated').getAttribute('aria-current'), 'page');
    assert.ok((await page.getByTestId('store-card').count()) > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a page past the last shows the empty state with a way back', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/stores?page=40');
    assert.equal(await page.getByTestId('stores-empty').isVisible(), true);
    await page.getByRole('link', { name: 'See all stores' }).click();
    await page.waitForURL((url) => url.pathname === '/stores' && url.search === '');
    await page.getByTestId('store-card').first().waitFor();
    await context.close();
  });

  it('a store page shows its facts, open or closed now as the API says, and its items (375 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    for (const open of [1, 0]) {
      const store = stores.find((s) => s.open === open);
      if (!store) continue; // the clock decides whether the demo market has a store in this state now
      const res = await page.goto(`/stores/${store.slug}`);
      assert.equal(res?.status(), 200);
      assert.equal(await page.title(), `${store.name} — Bazaar`);
      assert.equal(
        await page.locator('link[rel="canonical"]').getAttribute('href'),
        `${BASE_URL}/stores/${store.slug}`,
      );
      assert.equal((await page.getByTestId('store-name').textContent())?.trim(), store.name);
      const state = (await page.getByTestId('store-open-state').textContent())?.trim();
      assert.equal(state, open ? 'Open now' : 'Closed now');
      assert.equal(await page.getByTestId('store-closed').count(), open ? 0 : 1);
      if (!open) {
        // "Opens at 10:00" later today, "Opens tomorrow at 10:00", or "Opens Monday at 10:00".
        const next = nextOpening(store.schedules, Date.now());
        const when =
          next?.inDays === 0 ? '' : next?.inDays === 1 ? 'tomorrow ' : `${WEEKDAYS[next?.day ?? 0]} `;
        assert.equal(
          (await page.getByTestId('store-opens-at').textContent())?.trim(),
          `Opens ${when}at ${next?.time}`,
        );
      }
      assert.equal(await page.getByText('Minimum order').isVisible(), true);
      assert.match(
        (await page.getByTestId('store-items-count').textContent()) ?? '',
        new RegExp(`^${store.items_count} items$`),
      );
      assert.equal(await page.getByTestId('item-card').count(), Math.min(20, store.items_count));
      assert.equal(await horizontalOverflow(page), 0);
    }
    // The opening hours open without JavaScript (a disclosure) and list the week.
    await page.getByText('Opening hours').click();
    assert.equal(await page.getByTestId('opening-hours').locator('tbody tr').count(), 7);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('search and categories inside the store work without JavaScript', async () => {
    const store = [...stores].sort((a, b) => b.items_count - a.items_count)[0];
    assert.ok(store);
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      baseURL: BASE_URL,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`/stores/${store.slug}`);
    const all = await names(page);
    const word = all[0]?.split(/\s+/)[0] ?? '';
    assert.ok(word.length > 0);

    await page.getByLabel('Search in this store').fill(word.toLowerCase());
    await page.getByTestId('store-search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === word.toLowerCase());
    const found = await names(page);
    assert.ok(found.length > 0);
    assert.ok(
      found.every((n) => n.toLowerCase().includes(word.toLowerCase())),
      found.join(', '),
    );
    assert.match((await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '', /Results for/);

    await page.getByLabel('Search in this store').fill('zzqqxxnothing');
    await page.getByTestId('store-search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**q=zzqqxxnothing**');
    assert.equal(await page.getByTestId('store-items-empty').isVisible(), true);
    await page.getByRole('link', { name: 'Show all items' }).click();
    await page.waitForURL((url) => url.pathname === `/stores/${store.slug}` && url.search === '');

    const chip = page.getByTestId('store-categories').getByRole('link').nth(1);
    const chipCount = Number(/\((\d+)\)/.exec((await chip.textContent()) ?? '')?.[1]);
    await chip.click();
    await page.waitForURL('**category=**');
    assert.equal(await chip.getAttribute('aria-current'), 'page');
    assert.equal(await page.getByTestId('item-card').count(), Math.min(20, chipCount));
    await context.close();
  });

  it('an unknown store answers 404 with the Page not found page', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    const res = await page.goto('/stores/no-such-store');
    assert.equal(res?.status(), 404);
    assert.equal(await page.getByRole('heading', { name: 'Page not found' }).isVisible(), true);
    await context.close();
  });

  it('a guest gets the sign-in link; a signed-in shopper adds and removes the store as a favourite', async () => {
    const store = stores[0];
    assert.ok(store);
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`/stores/${store.slug}`);
    const login = page.getByTestId('favourite-store-login');
    assert.equal(
      await login.getAttribute('href'),
      `/auth/login?redirectTo=${encodeURIComponent(`/stores/${store.slug}`)}`,
    );

    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Hina');
    await page.getByLabel('Last name').fill('Baig');
    await page.getByLabel('Email').fill(`hina.${randomBytes(4).toString('hex')}@example.pk`);
    await page.getByLabel('Phone').fill('3009876543');
    await page.getByLabel('Password', { exact: true }).fill('Nihari-Naan-2026');
    await page.getByLabel('Confirm password').fill('Nihari-Naan-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(`/stores/${store.slug}`);
    const button = page.getByTestId('favourite-store');
    assert.equal((await button.textContent())?.trim(), 'Add store to favourites');
    await button.click();
    await page.getByTestId('store-toast').waitFor();
    assert.match(
      (await page.getByTestId('store-toast').textContent()) ?? '',
      new RegExp(`${store.name} added to favorite list\\.`),
    );
    await page.getByRole('button', { name: 'Remove store from favourites' }).waitFor();

    await page.reload();
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
    await button.click();
    await page.getByRole('button', { name: 'Add store to favourites' }).waitFor();
    assert.match((await page.getByTestId('store-toast').textContent()) ?? '', /removed from favorite list\./);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
