import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';
import { COURIER, signInContext } from '../support/console';
import { apiCall, customerCall, registerCustomer, staffSession, staffToken } from '../support/shop';

/**
 * Issue 36's whole market in one run, as its people do it: a store applies, the operator approves it,
 * its seller sets hours and lists an item in 2×2 variations with two pictures, a shopper finds it and
 * buys one combination, the seller sees the order arrive live, confirms it and gives it to a courier,
 * the courier delivers it with the customer's code, and the seller's statement and payout follow.
 */

const PASSWORD = 'Anarkali-Kurta-2026';
const COMBINATIONS = ['M-Maroon', 'M-Teal', 'L-Maroon', 'L-Teal'];
const BOUGHT = 'L-Teal';

type VendorCategory = { id: number; leaf: boolean; childes: VendorCategory[] };
const firstLeaf = (tree: VendorCategory[]): VendorCategory | undefined =>
  tree.map((c) => (c.leaf ? c : firstLeaf(c.childes))).find(Boolean);

type Variation = { type: string; price: number; stock: number };
type SellerItem = { id: number; slug: string; stock: number; variations: Variation[]; images: string[] };

const picture = (background: string) =>
  sharp({ create: { width: 480, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

/** The seller's own view of the item (vendor/item/details). */
const sellerItem = (token: string, id: number) => apiCall<SellerItem>(token, `/vendor/item/details/${id}`);

describe('the market runs: apply, approve, list, buy, deliver, get paid', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  const email = `kurta.house.${randomBytes(4).toString('hex')}@example.pk`;
  const storeName = `Anarkali Kurta House ${randomBytes(2).toString('hex')}`;
  const itemName = `Block-print lawn kurta ${randomBytes(2).toString('hex')}`;
  let sellerToken: string;
  let itemId: number;
  let itemSlug: string;
  let categoryId: number;
  let zoneId: number;
  let orderId: number;
  let orderAmount: number;
  let deliveryCharge: number;
  let customerToken: string;
  let seller: { page: Page; close: () => Promise<void> };

  before(async () => {
    ({ browser, close } = await launch());
  });
  after(async () => {
    await seller?.close();
    await close();
  });

  it('a store applies at /seller/apply and the operator approves it', async () => {
    const courier = await apiCall<{ zone_id: number | null }>(await courierToken(), '/delivery-man/profile');
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/seller/apply');
    await hydrated(page);
    const art = await picture('#9f1239');
    await page.getByLabel('Store name').fill(storeName);
    await page.getByLabel('Store address').fill('Shop 21, Anarkali Bazaar, Lahore');
    // The store opens where the demo courier rides, so the market's courier can take its orders.
    assert.ok(courier.zone_id, 'the demo courier rides in a zone');
    zoneId = courier.zone_id;
    await page.getByLabel('Zone').selectOption(String(zoneId));
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: art });
    await page
      .getByLabel('Cover photo')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: art });
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Butt');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('3214567890');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByTestId('apply-done').waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    const admin = await staffToken('admin');
    const queue = await apiCall<{ applications: { id: number; email: string }[] }>(
      admin,
      '/admin/store-applications?limit=100',
    );
    const application = queue.applications.find((a) => a.email === email);
    assert.ok(application, 'the application waits for the operator');
    const decided = await apiCall<{ made_id: number }>(admin, '/admin/store-application/decide', {
      method: 'PUT',
      body: { application_id: application.id, action: 'approve' },
    });
    assert.ok(decided.made_id > 0, 'the store is made');
  });

  it('the seller signs in, opens the store round the clock and lists a kurta in 2×2 with two pictures', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    seller = { page, close: () => context.close() };
    await page.goto('/seller/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/seller');
    sellerToken = JSON.parse((await page.evaluate(() => sessionStorage.getItem('bazaar.console.session')))!)
      .token as string;

    // Open round the clock: Monday all day, copied to the week (so the journey never depends on the hour).
    await page.goto('/seller/hours');
    await page.getByTestId('hours-form').waitFor();
    await page.getByTestId('hours-all-day-1').click();
    await page.getByTestId('hours-copy-monday').click();
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Opening hours updated' }).waitFor();
    await page.locator('[data-testid="open-now"][data-open="1"]').waitFor();

    const { categories } = await apiCall<{ categories: VendorCategory[] }>(sellerToken, '/vendor/categories');
    const category = firstLeaf(categories);
    assert.ok(category, 'the market has a category to list in');
    categoryId = category.id;
    await page.goto('/seller/items/new');
    await page.getByTestId('item-form').waitFor();
    await page.getByLabel('Name', { exact: true }).fill(itemName);
    await page.getByLabel('Category').selectOption(String(category.id));
    await page.getByTestId('item-price').fill('3200');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option 1', { exact: true }).fill('Size');
    await page.getByLabel('Values of option 1').fill('M, L');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option 2', { exact: true }).fill('Colour');
    await page.getByLabel('Values of option 2').fill('Maroon, Teal');
    await page.locator('[data-testid="variation-row"][data-type="L-Teal"]').waitFor();
    for (const [i, type] of COMBINATIONS.entries()) {
      await page.getByLabel(`Price of ${type}`).fill(String(3200 + i * 100));
      await page.getByLabel(`Stock of ${type}`).fill('5');
    }
    await page.getByLabel('Add pictures').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await picture('#9f1239') },
      { name: 'back.png', mimeType: 'image/png', buffer: await picture('#0f766e') },
    ]);
    await page.getByRole('img', { name: 'Picture 2' }).waitFor();
    await page.getByRole('button', { name: 'Save item' }).click();
    await page.waitForURL((u) => /^\/seller\/items\/\d+$/.test(u.pathname));
    itemId = Number(new URL(page.url()).pathname.split('/').pop());
    const item = await sellerItem(sellerToken, itemId);
    itemSlug = item.slug;
    assert.deepEqual(
      item.variations.map((v) => [v.type, v.stock]),
      COMBINATIONS.map((type) => [type, 5]),
    );
    assert.equal(item.images.length, 1, 'two pictures: the main one and one more');

    // The seller waits on the orders board, this document marked: a reload would lose the mark.
    await page.goto('/seller/orders');
    await page.locator('[data-testid="stream-state"][data-state="live"]').waitFor();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
  });

  it('a shopper finds the kurta at once in its category and by search, and buys one combination', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const customer = await registerCustomer(page, context);
    customerToken = customer.token;
    const { slug } = await apiCall<{ slug: string }>(null, `/categories/${categoryId}`);
    await page.goto(`/categories/products/${slug}`);
    await page.getByRole('link', { name: itemName }).first().waitFor();
    await page.goto(`/search?query=${encodeURIComponent(itemName)}`);
    await page.getByRole('link', { name: itemName }).first().click();
    await page.waitForURL((u) => u.pathname === `/product/${itemSlug}`);
    await hydrated(page);
    await page.getByTestId('buy-form').getByText(BOUGHT, { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Cart updated successfully.').first().waitFor();

    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'Deliver to a new address' }).check();
    const address = page.getByTestId('new-address');
    await address.getByLabel('Contact name').fill('Sana Qureshi');
    await address.getByLabel('Phone number').fill('3001234567');
    await address.getByLabel('Area and street').fill('Street 5, Gulberg III');
    await address.getByLabel('House').fill('House 12');
    // Delivered in the store's own city, at its centre.
    const { cities } = await apiCall<{ cities: { id: number; zone_id: number | null }[] }>(
      null,
      '/config/cities-list',
    );
    const city = cities.find((c) => c.zone_id === zoneId);
    assert.ok(city, 'the store’s zone has a city');
    await page.getByLabel('City').selectOption(String(city.id));
    await page.getByTestId('place-order').click();
    await page.waitForURL((u) => u.pathname === '/checkout/thank-you');
    assert.deepEqual(errors, []);
    await context.close();

    const { orders } = await customerCall<{
      orders: { id: number; order_amount: number; delivery_charge: number }[];
    }>(customer, '/customer/order/list?limit=10');
    const order = orders[0];
    assert.ok(order, 'the order is in the shopper’s orders');
    orderId = order.id;
    orderAmount = order.order_amount;
    deliveryCharge = order.delivery_charge;

    const item = await sellerItem(sellerToken, itemId);
    assert.deepEqual(
      item.variations.map((v) => [v.type, v.stock]),
      COMBINATIONS.map((type) => [type, type === BOUGHT ? 4 : 5]),
      'exactly the bought combination’s stock drops',
    );
  });

  it('the order is on the seller’s board without a reload; the seller confirms it and gives it to the courier', async () => {
    const { page } = seller;
    const card = page.getByTestId('column-pending').locator(`[data-order-id="${orderId}"]`);
    await card.waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
      'the order arrived on the open board, not after a reload',
    );
    await card.getByTestId('move-confirmed').click();
    await page.getByTestId('column-confirmed').locator(`[data-order-id="${orderId}"]`).waitFor();

    const courier = await courierToken();
    await apiCall(courier, '/delivery-man/update-active-status', {
      method: 'PUT',
      body: { status: 'online' },
    });
    const rider = await apiCall<{ id: number; name: string }>(courier, '/delivery-man/profile');
    await page
      .getByTestId('column-confirmed')
      .locator(`[data-order-id="${orderId}"]`)
      .getByTestId('order-link')
      .click();
    await page.waitForURL((u) => u.pathname === `/seller/orders/${orderId}`);
    await page.getByLabel('Courier to assign').selectOption(String(rider.id));
    await page.getByRole('button', { name: 'Assign courier' }).click();
    await page.getByTestId('order-courier-name').filter({ hasText: rider.name }).waitFor();
    for (const status of ['processing', 'handover']) {
      await page.getByTestId(`move-${status}`).click();
      await page.locator(`[data-testid="order-status"][data-status="${status}"]`).waitFor();
    }
  });

  it('the courier, on a phone, picks it up and marks it delivered with the customer’s code', async () => {
    const { order } = await apiCall<{ order: { delivery_verification_code: string } }>(
      customerToken,
      `/customer/order/details?order_id=${orderId}`,
    );
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await signInContext(context, COURIER);
    await page.goto('/courier');
    const card = page.getByTestId('current-orders').locator(`[data-order-id="${orderId}"]`);
    await card.getByRole('link').click();
    await page.waitForURL((u) => u.pathname === `/courier/orders/${orderId}`);
    await page.getByTestId('step-picked-up').click();
    await page.getByTestId('delivery-code').fill(order.delivery_verification_code);
    await page.getByTestId('step-delivered').click();
    await page.getByTestId('order-delivered').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the seller’s statement shows the order less delivery and commission, and the seller asks for a payout', async () => {
    const { page } = seller;
    const info = await apiCall<{ withdrawable_balance: number }>(sellerToken, '/vendor/earning-info');
    const { statement } = await apiCall<{
      statement: {
        order_id: number | null;
        order_amount: number | null;
        commission: number | null;
        amount: number;
      }[];
    }>(sellerToken, '/vendor/statement?limit=20');
    const entry = statement.find((e) => e.order_id === orderId);
    assert.ok(entry, 'the order is on the statement');
    assert.equal(entry.order_amount, orderAmount);
    // The market's courier delivered: the delivery charge is the courier's; the store earns the rest
    // less the operator's commission.
    const commission = entry.commission ?? 0;
    assert.ok(commission > 0, 'the operator’s commission is taken');
    assert.equal(entry.amount, orderAmount - deliveryCharge - commission);
    assert.equal(
      info.withdrawable_balance,
      entry.amount,
      'the courier holds the cash, the store its earning',
    );

    await page.goto('/seller/earnings');
    const row = page.getByTestId(`statement-earning-order-${orderId}`);
    const rupees = async (testId: string) =>
      Number((await row.getByTestId(testId).innerText()).replace(/\D/g, ''));
    await row.waitFor();
    assert.deepEqual(
      [
        await rupees('statement-order-amount'),
        await rupees('statement-commission'),
        await rupees('statement-net'),
      ],
      [orderAmount, commission, entry.amount],
    );

    const half = Math.floor(info.withdrawable_balance / 2);
    await page.getByRole('link', { name: 'Request a payout' }).click();
    const form = page.getByTestId('payout-form');
    await form.getByLabel('Amount').fill(String(half));
    await form.getByLabel('Pay to').selectOption('jazzcash');
    await form.getByLabel('Account title').fill('Nadia Butt');
    await form.getByLabel('Mobile number of the account').fill('03214567890');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Withdraw request sent successfully').waitFor();
    const after = await apiCall<{ withdrawable_balance: number }>(sellerToken, '/vendor/earning-info');
    assert.equal(after.withdrawable_balance, info.withdrawable_balance - half);
  });
});

/** The demo courier's API token. */
async function courierToken() {
  return (await staffSession(COURIER)).token;
}
