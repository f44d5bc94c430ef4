import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';

type ApiItem = {
  slug: string;
  name: string;
  stock: number;
  discount: number;
  variations: { type: string; stock: number }[];
};

/** Items of the demo market picked by what a journey needs, so the journeys follow the seed. */
async function pickItems() {
  const res = await fetch(`${BASE_URL}/api/v1/items/latest?limit=40`);
  const { products } = (await res.json()) as { products: ApiItem[] };
  const withVariations = products.find(
    (p) => p.discount > 0 && p.variations.filter((v) => v.stock > 3).length >= 2,
  );
  const soldOut = products.find((p) => p.stock === 0 && p.variations.length === 0);
  assert.ok(
    withVariations && soldOut,
    'the demo market has a discounted item with variations and a sold-out one',
  );
  return { withVariations, soldOut };
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function register(page: Page) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Hina');
  await page.getByLabel('Last name').fill('Baloch');
  await page.getByLabel('Email').fill(`hina.${randomBytes(4).toString('hex')}@example.pk`);
  await page.getByLabel('Phone').fill('3007654321');
  await page.getByLabel('Password', { exact: true }).fill('Sajji-Quetta-2026');
  await page.getByLabel('Confirm password').fill('Sajji-Quetta-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('the product page', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let items: Awaited<ReturnType<typeof pickItems>>;
  before(async () => {
    ({ browser, close } = await launch());
    items = await pickItems();
  });
  after(() => close());

  it('a guest sees gallery, struck old price, variations, store, reviews, related items, meta and JSON-LD', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const item = items.withVariations;
    const res = await page.goto(`/product/${item.slug}`);
    assert.equal(res?.status(), 200);
    assert.equal((await page.getByTestId('product-name').textContent())?.trim(), item.name);
    assert.equal(await page.title(), `${item.name} — Bazaar`);
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      `${BASE_URL}/product/${item.slug}`,
    );
    assert.ok(await page.locator('meta[name="description"]').getAttribute('content'));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    assert.equal(ld['@type'], 'Product');
    assert.equal(ld.name, item.name);
    assert.equal(ld.offers.priceCurrency, 'PKR');

    assert.equal(await page.getByTestId('gallery').locator('img').first().isVisible(), true);
    assert.equal(await page.getByTestId('product-old-price').isVisible(), true);
    assert.equal((await page.getByTestId('stock-state').textContent())?.trim(), 'In stock');
    assert.ok((await page.getByTestId('buy-form').getByRole('radio').count()) >= 2);
    assert.match((await page.getByTestId('store-open').textContent()) ?? '', /^(Open now|Closed now)$/);
    await page.getByTestId('reviews').waitFor();
    await page.getByTestId('related').waitFor();
    assert.ok((await page.getByTestId('related').getByTestId('item-card').count()) > 0);

    // A guest may add to the cart kept in this browser (the cart journey follows it); the heart asks to sign in.
    await page.waitForSelector('input[name="guest_cart"]', { state: 'attached' });
    assert.equal(
      await page
        .getByTestId('buy-form')
        .getByRole('button', { name: /add to cart/i })
        .count(),
      1,
    );
    assert.equal(await page.getByTestId('favorite-sign-in').count(), 1);
    // The phone's buy bar is part of the form on a wide screen: no white panel across the grey page.
    assert.equal(
      await page.getByTestId('buy-bar').evaluate((bar) => getComputedStyle(bar).backgroundColor),
      'rgba(0, 0, 0, 0)',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits a 375 px phone; a sold-out item says so and cannot be added', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`/product/${items.soldOut.slug}`);
    assert.equal((await page.getByTestId('stock-state').textContent())?.trim(), 'Out of stock');
    const button = page.getByTestId('buy-form').getByRole('button', { name: 'Out of stock' });
    assert.equal(await button.isDisabled(), true);
    assert.equal(await horizontalOverflow(page), 0);
    // The price and the button stay in reach at the bottom, above the bottom bar, as the page scrolls.
    const bar = page.getByTestId('buy-bar');
    const bottomBar = await page.getByTestId('bottom-bar').boundingBox();
    for (const y of [0, 600]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = await bar.boundingBox();
      assert.ok(
        box && bottomBar && Math.abs(box.y + box.height - bottomBar.y) <= 1,
        `the bar sits on the bottom bar at ${y}`,
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown product answers 404 with the Page not found page', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    const res = await page.goto('/product/no-such-product-here');
    assert.equal(res?.status(), 404);
    assert.equal(await page.getByRole('heading', { name: 'Page not found' }).isVisible(), true);
    await context.close();
  });

  it('signed in: pick a variation, step the quantity, add to cart (the header count rises), toggle the favourite', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await register(page);
    const item = items.withVariations;
    const variation = item.variations.filter((v) => v.stock > 3)[1];
    assert.ok(variation);
    await page.goto(`/product/${item.slug}`);
    await page.getByTestId('buy-form').getByText(variation.type, { exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    assert.equal(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue(), '2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('product-notice').getByText('Cart updated successfully.').waitFor();
    assert.equal((await page.getByTestId('header-cart-count').textContent())?.trim(), '2');
    // The header's drawer opens over the "Cart updated" toast, not under it (both are fixed to the
    // page, so the higher z-index is drawn on top; a modal drawer makes the rest of the page ignore the
    // pointer, so elementFromPoint cannot tell).
    await page.getByTestId('header-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByTestId('drawer-total').waitFor();
    assert.equal(await page.getByTestId('product-notice').isVisible(), true);
    const layers = await page.evaluate(() =>
      ['product-notice', 'cart-drawer'].map((id) =>
        Number(getComputedStyle(document.querySelector(`[data-testid="${id}"]`) as Element).zIndex),
      ),
    );
    assert.ok(layers[1]! > layers[0]!, `drawer z ${layers[1]} above toast z ${layers[0]}`);
    await page.keyboard.press('Escape');

    // More than the variation's stock: the stepper stops and says how many there are.
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(variation.stock + 1));
    const note = `${variation.stock} quantity available in stock.`;
    assert.equal((await page.locator('#quantity-note').textContent())?.trim(), note);
    assert.equal(await page.getByRole('button', { name: 'Add to cart' }).isDisabled(), true);

    const heart = page.getByTestId('favorite-toggle');
    assert.equal(await heart.getAttribute('aria-pressed'), 'false');
    await heart.click();
    await page.getByText(`${item.name} added to favorite list.`).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="favorite-toggle"]')?.getAttribute('aria-pressed') === 'true',
    );
    await heart.click();
    await page.getByText(`${item.name} removed from favorite list.`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('without JavaScript the form still posts, and the server refuses more than the stock', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await register(page);
    const item = items.withVariations;
    const variation = item.variations.filter((v) => v.stock > 3)[0];
    assert.ok(variation);
    const plain = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      baseURL: BASE_URL,
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const noJs = await plain.newPage();
    await noJs.goto(`/product/${item.slug}`);
    await noJs.getByTestId('buy-form').getByText(variation.type, { exact: true }).click();
    await noJs.getByRole('spinbutton', { name: 'Quantity' }).fill(String(variation.stock + 1));
    await noJs.getByRole('button', { name: 'Add to cart' }).click();
    await noJs.getByTestId('buy-error').waitFor();
    assert.equal(
      (await noJs.getByTestId('buy-error').textContent())?.trim(),
      `${variation.stock} quantity available in stock.`,
    );
    await noJs.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
    await noJs.getByRole('button', { name: 'Add to cart' }).click();
    await noJs.getByText('Cart updated successfully.').waitFor();
    assert.equal((await noJs.getByTestId('header-cart-count').textContent())?.trim(), '1');
    await plain.close();
    await context.close();
  });
});
