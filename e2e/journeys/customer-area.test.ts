// Issue 14's journey, as a new shopper lives it: sign up, sign out, sign in, order cash on delivery,
// watch the order advance as the seller moves it, get the notification, review the item with two
// photos and find the review on the item's page. The dashboard and the sidebar follow along.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';
import {
  type ApiItem,
  addToCart,
  apiCall,
  assertAccessible,
  type Customer,
  customerCall,
  shot,
  signedInPage,
  signUpThroughPage,
  staffToken,
  TO_DELIVERED,
} from '../support/shop';

/**
 * A plain item of Jinnah Super Grocers, the demo seller's store (open round the clock), priced at least
 * the store's minimum order, so one of it can be ordered.
 */
async function sellersItem(): Promise<ApiItem> {
  const store = await apiCall<{ id: number; minimum_order: number }>(
    null,
    '/stores/details/jinnah-super-grocers',
  );
  const { products } = await apiCall<{ products: ApiItem[] }>(
    null,
    `/items/latest?store_id=${store.id}&limit=50&in_stock=1`,
  );
  const item = products.find(
    (p) =>
      p.stock > 10 &&
      p.price >= store.minimum_order &&
      p.variations.length === 0 &&
      p.food_variations.length === 0 &&
      p.maximum_cart_quantity === null,
  );
  assert.ok(item, 'the demo seller sells a plain item in stock');
  return item;
}

/** Two small, different photos on disk, as a phone would hand them to the file input. */
async function photos(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-review-'));
  const files = [];
  for (const [i, colour] of [
    [1, { r: 200, g: 60, b: 40 }],
    [2, { r: 40, g: 120, b: 200 }],
  ] as const) {
    const file = path.join(dir, `photo-${i}.png`);
    await sharp({ create: { width: 240, height: 180, channels: 3, background: colour } })
      .png()
      .toFile(file);
    files.push(file);
  }
  return files;
}

const steps = async (page: Page) =>
  Promise.all(
    (await page.getByTestId('tracking-step').all()).map(
      async (s) => (await s.getAttribute('data-done')) === 'true',
    ),
  );

describe('the customer area, as a new shopper', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let item: ApiItem;
  /** The shopper of the first journey, signed in, with a delivered and reviewed order. */
  let me: Customer | undefined;
  before(async () => {
    ({ browser, close } = await launch());
    item = await sellersItem();
  });
  after(() => close());

  it('sign up, out and in; order COD; the order advances; a notification; a review with 2 photos on the item page', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const customer: Customer = await signUpThroughPage(page, context, { first: 'Bilal', last: 'Chaudhry' });
    await page.getByTestId('notice').getByText('Account created successfully.').waitFor();

    // A guest asking for the account is sent to sign in and brought back.
    await page.goto('/customer');
    await page.getByTestId('customer-sidebar').waitFor();
    await page.getByTestId('no-orders').waitFor();
    await page.getByTestId('sidebar-logout-trigger').click();
    await page.getByText('are you sure to logout').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('notice').getByText('Logout successfully.').waitFor();

    await page.goto('/customer/orders');
    assert.equal(new URL(page.url()).pathname, '/auth/login');
    assert.equal(new URL(page.url()).searchParams.get('redirectTo'), '/customer/orders');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/orders');
    await page.getByTestId('notice').getByText('Login successfully.').waitFor();
    // The phone's sideways row of sections shows the one open, not the first few.
    const current = page.getByTestId('customer-sidebar').locator('a[aria-current="page"]');
    const row = await page.getByTestId('customer-sidebar').locator('nav').boundingBox();
    await page.goto('/customer/wallet');
    await page.waitForFunction(() => {
      const nav = document.querySelector('[data-testid="customer-sidebar"] nav');
      return nav !== null && nav.scrollLeft !== 0;
    });
    const box = await current.boundingBox();
    assert.ok(
      row && box && box.x >= row.x && box.x + box.width <= row.x + row.width,
      'Wallet shown in the row',
    );
    await page.goto('/customer/orders');
    const token = (await context.cookies()).find((c) => c.name === 'bazaar_session')?.value;
    assert.ok(token);
    me = { ...customer, token, cookies: await context.cookies() };

    // Cash on delivery through the pages.
    await addToCart(page, item);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'Deliver to a new address' }).check();
    const form = page.getByTestId('new-address');
    await form.getByLabel('Contact name').fill('Bilal Chaudhry');
    await form.getByLabel('Phone number').fill('3001234567');
    await form.getByLabel('Area and street').fill('Street 5, F-7/2');
    await form.getByLabel('House').fill('House 12');
    // The city (Islamabad, nearest the market's default location) gives the delivery point.
    assert.equal(
      await form.getByLabel('City').evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.text),
      'Islamabad',
    );
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
    const placed = page.getByTestId('placed-order');
    await placed.first().waitFor();
    const orderId = Number(await placed.first().getAttribute('data-order-id'));
    assert.ok(orderId > 0);

    // The order page: pending, the first of the four steps done, the rest and delivered not yet.
    await placed.first().getByRole('link').first().click();
    await page.waitForURL(`**/customer/order/${orderId}`);
    await page.getByTestId('order-tracking').waitFor();
    assert.equal(await page.getByTestId('order-status').first().getAttribute('data-status'), 'pending');
    assert.deepEqual(await steps(page), [true, false, false, false, false]);
    await assertAccessible(page, 'order page, pending');

    // The seller moves it along to delivered; each move writes the customer a notification.
    const seller = await staffToken('seller');
    for (const status of TO_DELIVERED) {
      await apiCall(seller, '/vendor/order/status', { method: 'PUT', body: { order_id: orderId, status } });
    }
    await page.reload();
    assert.equal(await page.getByTestId('order-status').first().getAttribute('data-status'), 'delivered');
    assert.deepEqual(await steps(page), [true, true, true, true, true]);

    // The dashboard counts the unread notifications; the list says what happened and opens the order.
    await page.goto('/customer');
    const unread = Number(await page.getByTestId('stat-unread').getByTestId('stat-value').textContent());
    assert.ok(unread >= 1, 'at least one unread notification');
    assert.equal(Number(await page.getByTestId('sidebar-unread').getAttribute('data-count')), unread);
    await assertAccessible(page, 'dashboard');
    await page.goto('/customer/notifications');
    const notice = page
      .getByTestId('notification')
      .filter({ hasText: `#${orderId}` })
      .filter({ hasText: 'Delivered' });
    await notice.first().waitFor();
    assert.equal(await notice.first().getAttribute('data-read'), 'false');

    // A review with 4 stars, a comment and 2 photos.
    await page.goto('/customer/reviews');
    const waiting = page.locator(`[data-testid="to-review"][data-item-id="${item.id}"]`);
    await waiting.first().waitFor();
    await waiting.first().getByTestId('write-review').click();
    const reviewForm = waiting.first().getByTestId('review-form');
    await reviewForm.getByTestId('star-4').check({ force: true });
    const comment = `Fresh and well packed, delivered on time ${Date.now()}`;
    await reviewForm.getByTestId('review-comment').fill(comment);
    await reviewForm.getByTestId('photo-input').setInputFiles(await photos());
    assert.equal(await reviewForm.getByTestId('photo-preview').count(), 2);
    await reviewForm.getByTestId('review-submit').click();
    const written = page.getByTestId('written-review').filter({ hasText: comment });
    await written.waitFor();
    assert.equal(await written.getByTestId('written-photo').count(), 2);

    // The item's page shows it, with both photos.
    await page.goto(`/product/${item.slug}`);
    // Reviews stream in after the page (a hidden copy exists for a moment while React swaps it in).
    const onItem = page.getByTestId('review').filter({ hasText: comment }).first();
    await onItem.waitFor();
    assert.equal(await onItem.locator('img').count(), 2, 'both photos on the item page');
    const reviews = await apiCall<{ reviews: { comment: string; attachment: string[] }[] }>(
      null,
      `/items/reviews/${item.id}`,
    );
    const mine = reviews.reviews.find((r) => r.comment === comment);
    assert.equal(mine?.attachment.length, 2, 'the API keeps both photos');

    // The dashboard no longer asks for that review; the orders list has it under past orders.
    const left = await customerCall<{ total_size: number }>(me, '/items/to-be-reviewed');
    assert.equal(left.total_size, 0);
    await page.goto('/customer/orders?type=past');
    assert.equal(await page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).count(), 1);

    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it('the dashboard, complaints and a new ticket: accessible at 375 and 1280 px, nothing overflows', async () => {
    assert.ok(me, 'the first journey signed a shopper up');
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, context } = await signedInPage(browser, me, viewport);
      for (const [name, path, ready] of [
        ['customer-dashboard', '/customer', 'recent-orders'],
        ['customer-complaints', '/customer/complaints', 'customer-page'],
        ['customer-ticket-create', '/customer/ticket/create', 'customer-page'],
        ['customer-addresses', '/customer/addresses', 'address-form'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(ready).waitFor();
        await assertAccessible(page, `${path} at ${viewport.width}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, `${path} fits ${viewport.width} px`);
        await shot(page, `${name}-${viewport.width}`);
      }
      await context.close();
    }
  });

  it('the address book: save an address by its city, edit it, pick it at checkout, delete it', async () => {
    assert.ok(me, 'the first journey signed a shopper up');
    const { page, context } = await signedInPage(browser, me, VIEWPORTS.mobile);
    await page.goto('/customer');
    await page.getByRole('link', { name: 'Addresses' }).click();
    await page.waitForURL((url) => url.pathname === '/customer/addresses');
    const form = page.getByTestId('address-form');
    await form.getByLabel('Contact name').fill('Bilal Chaudhry');
    await form.getByLabel('Phone number').fill('3001234567');
    await form.getByLabel('City').selectOption({ label: 'Rawalpindi' });
    const pointText = async () => (await page.getByTestId('delivery-point-text').innerText()).trim();
    assert.equal(await pointText(), 'The centre of Rawalpindi');
    // The browser refuses the location: said so, and the city's centre stays the point.
    const status = page.getByTestId('location-status');
    const locate = form.getByRole('button', { name: 'Use my current location' });
    await locate.click();
    await status.getByText(/the centre of Rawalpindi is used/).waitFor();
    assert.equal(await pointText(), 'The centre of Rawalpindi');
    // Allowed, in Lahore: the shopper's own point, and the city follows it (the address must not
    // name Rawalpindi); picking a city again goes back to that city's centre.
    await context.grantPermissions(['geolocation'], { origin: BASE_URL });
    await context.setGeolocation({ latitude: 31.5, longitude: 74.34 });
    await locate.click();
    await page.getByTestId('delivery-point-text').getByText('(31.5000, 74.3400)').waitFor();
    const picked = () =>
      form.getByLabel('City').evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.text);
    assert.equal(await picked(), 'Lahore');
    assert.equal((await status.innerText()).trim(), '');
    await form.getByLabel('City').selectOption({ label: 'Rawalpindi' });
    assert.equal(await pointText(), 'The centre of Rawalpindi');
    await form.getByLabel('Area and street').fill('Murree Road, Saddar');
    await form.getByLabel('House').fill('Plaza 4');
    await form.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL((url) => url.searchParams.get('saved') === 'added');
    const card = page.getByTestId('saved-address').filter({ hasText: 'Murree Road, Saddar, Rawalpindi' });
    await card.waitFor();
    // The form is empty again for the next address.
    assert.equal(await page.getByTestId('address-form').getByLabel('Contact name').inputValue(), '');

    // Edited: another house; the city stays at the end of the address, once.
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit address' }).waitFor();
    await page.getByTestId('address-form').getByLabel('House').fill('Plaza 9');
    await page.getByTestId('address-form').getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL((url) => url.searchParams.get('saved') === 'updated');
    const edited = page
      .getByTestId('saved-address')
      .filter({ hasText: 'Plaza 9, Murree Road, Saddar, Rawalpindi' });
    await edited.waitFor();
    const { addresses } = await customerCall<{
      addresses: { id: number; address: string; latitude: number }[];
    }>(me, '/customer/address/list');
    const saved = addresses.find((a) => a.address === 'Murree Road, Saddar, Rawalpindi');
    assert.ok(saved, 'saved once, with the city at the end');
    assert.equal(saved.latitude, 33.5651, "at Rawalpindi's centre");

    // Offered at checkout as a card.
    await addToCart(page, await sellersItem());
    await page.goto('/checkout');
    await page
      .getByTestId('checkout-address')
      .getByRole('radio', { name: /Murree Road, Saddar, Rawalpindi/ })
      .waitFor();

    // Deleted: the card goes, the server's words say so.
    await page.goto('/customer/addresses');
    await page.getByRole('button', { name: /Delete the address .*Murree Road/ }).click();
    await page.getByTestId('address-toast').getByText('Successfully removed!').waitFor();
    await page.getByTestId('saved-address').filter({ hasText: 'Murree Road' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
