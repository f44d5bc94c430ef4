import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openPage, VIEWPORTS } from '../support/browser';

/** How far the page is wider than the window (a layout bug shows as a sideways scroll). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Clicks a category link and checks it led to that category's page inside the app: the strip's and the
 * panel's links are plain anchors routed by one handler, so the page must not reload.
 */
async function opensCategoryInApp(page: Page, link: Locator) {
  const label = (await link.textContent())?.trim();
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await link.click();
  await page.waitForURL(/\/categories\/products\//);
  assert.equal((await page.getByTestId('category-title').textContent())?.trim(), label);
  assert.equal(await page.evaluate(() => 'stayedInApp' in window), true);
}

describe('browsing the storefront', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  before(async () => {
    ({ browser, close } = await launch());
  });
  after(() => close());

  it('home shows categories and items, and a category link leads to its products (1280 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const res = await page.goto('/');
    assert.equal(res?.status(), 200);
    assert.equal(await page.getByPlaceholder('Search Item,Store etc').first().isVisible(), true);
    const strip = page.getByTestId('strip-category');
    assert.equal(await strip.count(), 8);
    assert.ok((await page.getByTestId('category-tile').count()) >= 12);
    assert.equal(await page.getByTestId('home-new').getByTestId('item-card').count(), 20);
    assert.ok((await page.getByTestId('home-stores').getByTestId('store-card').count()) > 0);
    assert.ok((await page.getByTestId('banner-carousel').locator('img').count()) > 0);
    assert.equal(await page.getByTestId('bottom-bar').isVisible(), false);
    assert.equal(await horizontalOverflow(page), 0);

    const firstImage = page.getByTestId('item-card').first().locator('img');
    await firstImage.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).naturalWidth > 0,
      await firstImage.elementHandle(),
    );

    await opensCategoryInApp(page, strip.nth(1));
    assert.ok((await page.getByTestId('item-card').count()) > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('"All categories" draws every category when pointed at, not in the page; its links stay in the app', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const res = await page.goto('/');
    assert.equal((await res?.text())?.includes('data-testid="all-categories-panel"'), false);
    assert.equal(await page.getByTestId('all-categories-panel').count(), 0);
    await page.getByTestId('all-categories').hover();
    const panel = page.getByTestId('all-categories-panel');
    await panel.waitFor({ state: 'visible' });
    const tops = await page.request.get('/api/v1/categories').then((r) => r.json());
    assert.equal(
      await panel.locator('a').count(),
      tops.reduce((n: number, c: { childes: unknown[] }) => n + 1 + c.childes.length, 0),
    );
    await opensCategoryInApp(page, panel.locator('a').last());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a strip category's children are drawn when the strip is pointed at, not in the page; one leads in the app", async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const res = await page.goto('/');
    const html = (await res?.text()) ?? '';
    assert.equal(html.includes('data-testid="strip-children"'), false);
    const tops = await page.request.get('/api/v1/categories').then((r) => r.json());
    const withChildren = tops.findIndex(
      (c: { childes: unknown[] }, i: number) => i < 8 && c.childes.length > 0,
    );
    assert.ok(withChildren >= 0, 'the demo market has a strip category with children');
    const top = page.getByTestId('strip-category').nth(withChildren);
    await top.hover();
    const children = top.locator('xpath=..').getByTestId('strip-children');
    await children.waitFor({ state: 'visible' });
    assert.equal(await children.locator('a').count(), tops[withChildren].childes.length);
    await opensCategoryInApp(page, children.locator('a').first());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('below 768 px the bottom bar shows and the strip hides (375 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/');
    assert.equal(await page.getByTestId('bottom-bar').isVisible(), true);
    assert.equal(await page.getByTestId('strip-category').first().isVisible(), false);
    assert.equal(await horizontalOverflow(page), 0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor(); // its code may still be on its way
    assert.equal(await page.getByRole('dialog').isVisible(), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown path answers 404 with the Page not found page', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    const res = await page.goto('/no/such/page');
    assert.equal(res?.status(), 404);
    assert.equal(await page.getByRole('heading', { name: 'Page not found' }).isVisible(), true);
    await context.close();
  });

  it("the footer's seller links lead to the console's application and sign-in", async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/');
    const apply = new URL((await page.getByTestId('seller-registration').getAttribute('href')) ?? '');
    assert.equal(apply.pathname, '/seller/apply');
    const login = new URL((await page.getByTestId('seller-login').getAttribute('href')) ?? '');
    assert.equal(login.pathname, '/seller/login');
    await page.getByTestId('seller-registration').click();
    await page.getByTestId('apply-form').waitFor();
    await context.close();
  });
});
