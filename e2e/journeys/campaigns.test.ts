import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../support/axe';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';

type BasicCampaign = { id: number; title: string; stores_count: number };
type ItemCampaign = {
  id: number;
  title: string;
  item_id: number | null;
  item_slug: string | null;
  store_name: string;
};

const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${BASE_URL}/api/v1${path}`)).json()) as T;

/** Leave the demo customer's cart as other journeys expect it: no flash-deal lines. */
async function removeCampaignLines() {
  const login = await fetch(`${BASE_URL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@bazaar.pk', password: 'bazaar-demo-2026', login_with: 'manual' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const cart = (await (await fetch(`${BASE_URL}/api/v1/customer/cart`, { headers: auth })).json()) as {
    lines: { item_campaign_id?: number | null }[];
  };
  const kept = cart.lines.filter((l) => !l.item_campaign_id);
  const put = await fetch(`${BASE_URL}/api/v1/customer/cart`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ cart: kept }),
  });
  assert.equal(put.status, 200);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('campaigns: the list, a sale with its stores, a flash deal and its item', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let sales: BasicCampaign[];
  let deals: ItemCampaign[];
  before(async () => {
    ({ browser, close } = await launch());
    [sales, deals] = await Promise.all([
      api<BasicCampaign[]>('/campaigns/basic'),
      api<ItemCampaign[]>('/campaigns/item'),
    ]);
    assert.ok(sales.length > 0 && deals.length > 0, 'the demo market runs campaigns');
  });
  after(() => close());

  it('/campaign lists every running sale and flash deal; a sale shows its stores; a store opens (375 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const res = await page.goto('/campaign');
    assert.equal(res?.status(), 200);
    assert.equal(await page.title(), 'Campaigns — Bazaar');
    assert.equal(await page.getByTestId('basic-campaign-card').count(), sales.length);
    assert.equal(await page.getByTestId('item-campaign-card').count(), deals.length);
    assert.ok((await horizontalOverflow(page)) <= 0, 'nothing wider than the phone');

    const sale = sales.find((s) => s.stores_count > 0) ?? sales[0]!;
    await page.getByTestId('basic-campaign-card').filter({ hasText: sale.title }).click();
    await page.waitForURL(`**/basic-campaign/${sale.id}`);
    assert.equal(await page.getByTestId('campaign-title').textContent(), sale.title);
    assert.equal(await page.title(), `${sale.title} — Bazaar`);
    const stores = page.getByTestId('store-card');
    assert.equal(await stores.count(), sale.stores_count);
    const href = await stores.first().getAttribute('href');
    assert.match(href ?? '', /^\/stores\/[a-z0-9-]+$/);
    await stores.first().click();
    await page.waitForURL(`**${href}`);
    assert.equal(new URL(page.url()).pathname, href);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a flash deal shows its item, price and store, and leads to the product page (1280 px)', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/campaign');
    const deal = deals.find((d) => d.item_slug) ?? deals[0]!;
    await page
      .getByTestId('item-campaign-card')
      .filter({ hasText: deal.title })
      .getByRole('link', { name: deal.title })
      .click();
    await page.waitForURL(`**/campaign/${deal.id}`);
    assert.equal(await page.getByTestId('campaign-title').textContent(), deal.title);
    assert.match((await page.getByTestId('campaign-price').textContent()) ?? '', /Rs\s?[\d,]+/);
    assert.ok(await page.getByText(`Sold by ${deal.store_name}`).isVisible());
    assert.ok(await page.getByTestId('campaign-add-to-cart').isVisible());

    await page.getByTestId('campaign-product-link').click();
    await page.waitForURL(`**/product/${deal.item_slug}`);
    assert.equal(new URL(page.url()).pathname, `/product/${deal.item_slug}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a guest adds a flash deal to the cart kept in the browser, as a campaign line', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const deal = deals[0]!;
    await page.goto(`/campaign/${deal.id}`);
    await page.waitForSelector('input[name="guest_cart"]', { state: 'attached' });
    await page.getByTestId('campaign-add-to-cart').click();
    await page.getByRole('status').filter({ hasText: 'Cart updated successfully.' }).waitFor();
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('bazaar_cart') ?? '{}').lines);
    assert.deepEqual(kept, [{ item_id: deal.item_id, quantity: 1, item_campaign_id: deal.id }]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a signed-in shopper adds a flash deal to the cart', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const deal = deals[0]!;
    await page.goto(`/auth/login?redirectTo=${encodeURIComponent(`/campaign/${deal.id}`)}`);
    await page.locator('#field-email').fill('demo@bazaar.pk');
    await page.locator('#field-password').fill('bazaar-demo-2026');
    await page.locator('form:has(#field-email) button[type="submit"]').click();
    await page.waitForURL(`**/campaign/${deal.id}*`);
    await page.getByTestId('campaign-add-to-cart').click();
    await page.getByRole('status').filter({ hasText: 'Cart updated successfully.' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
    await removeCampaignLines();
  });

  it('the campaign, payment-return and two account pages have no serious or critical axe-core violation', async () => {
    const paths = [
      '/campaign',
      `/basic-campaign/${sales[0]!.id}`,
      `/campaign/${deals[0]!.id}`,
      '/payment-success?order_id=1&checkout_id=1',
      '/payment-fail?order_id=1&checkout_id=1',
      '/auth/google-login',
      '/auth/send-verification-link?email=demo%40bazaar.pk',
    ];
    const found: string[] = [];
    for (const viewport of Object.values(VIEWPORTS)) {
      // CSP bypassed only so axe-core's source can be added as a script tag.
      const context = await browser.newContext({ viewport, baseURL: BASE_URL, bypassCSP: true });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const violations = await seriousViolations(page);
        if (violations.length)
          found.push(`${path} at ${viewport.width} px:\n${describeViolations(violations)}`);
      }
      await context.close();
    }
    assert.deepEqual(found, [], found.join('\n\n'));
  });
});
