import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';
import {
  API,
  type ApiItem,
  assertAccessible as accessible,
  addToCart,
  customerCall as api,
  type Customer,
  pickItems,
  registerCustomer as register,
  staffTopUp,
} from '../support/shop';

async function fillNewAddress(page: Page, phone = '3001234567') {
  await page.getByRole('radio', { name: 'Deliver to a new address' }).check();
  const form = page.getByTestId('new-address');
  await form.getByLabel('Contact name').fill('Sana Qureshi');
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Area and street').fill('Street 5, F-7/2');
  await form.getByLabel('House').fill('House 12');
}

/** Types a delivery point, opening the coordinates (kept folded under the city) when they are folded. */
async function enterPoint(page: Page, latitude: string, longitude: string) {
  const point = page.getByTestId('delivery-point');
  if (!(await point.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)))
    await point.getByText('Enter the coordinates yourself').click();
  await page.getByLabel('Latitude').fill(latitude);
  await page.getByLabel('Longitude').fill(longitude);
}

/** The order-placed page, rendered (its URL changes before its lazily loaded module has drawn it). */
async function reachThankYou(page: Page) {
  await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
  await page.getByTestId('thank-you').waitFor();
}

type Figures = { total: number; groups: Map<number, number> };

/** The totals the checkout page shows (each element carries its amount in data-amount). */
async function checkoutFigures(page: Page): Promise<Figures> {
  const total = Number(await page.getByTestId('checkout-total').getAttribute('data-amount'));
  const groups = new Map<number, number>();
  for (const group of await page.getByTestId('checkout-group').all()) {
    const store = Number(await group.getAttribute('data-store-id'));
    groups.set(store, Number(await group.getByTestId('group-total').getAttribute('data-amount')));
  }
  return { total, groups };
}

type OrderList = {
  total_size: number;
  orders: {
    id: number;
    store_id: number;
    order_amount: number;
    delivery_address: { address?: string; latitude?: string | number } | null;
  }[];
};

describe('checkout', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let items: [ApiItem, ApiItem];
  let customer: Customer;
  before(async () => {
    ({ browser, close } = await launch());
    items = await pickItems();
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    customer = await register(page, context);
    await context.close();
  });
  after(() => close());

  /** A page signed in as the journeys' customer (CSP bypassed so axe-core can be injected). */
  async function signedIn(viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, baseURL: BASE_URL, bypassCSP: true });
    await context.addCookies(customer.cookies);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    return { page, context, errors };
  }
  const orderCount = async () => (await api<OrderList>(customer, '/customer/order/list')).total_size;

  it('a guest is sent to sign in and comes back to checkout', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/checkout');
    assert.equal(new URL(page.url()).pathname, '/auth/login');
    assert.equal(new URL(page.url()).searchParams.get('redirectTo'), '/checkout');
    await context.close();
  });

  it('cash on delivery from two stores: address refusals, the thank-you page lists 2 orders, the cart is empty, figures equal', async () => {
    const { page, context, errors } = await signedIn(VIEWPORTS.mobile);
    const before = await orderCount();
    await page.goto('/checkout');
    await page.getByTestId('empty-state').waitFor();
    for (const item of items) await addToCart(page, item);

    await page.goto('/checkout');
    assert.equal(await page.getByTestId('checkout-group').count(), 2);
    await accessible(page, 'checkout');
    const shown = await checkoutFigures(page);
    assert.equal(
      shown.total,
      [...shown.groups.values()].reduce((a, b) => a + b, 0),
      'the grand total is the sum of the store totals',
    );
    // Cash on delivery first and picked.
    const methods = page.getByTestId('checkout-payment').getByRole('radio');
    assert.equal(await methods.first().isChecked(), true);
    assert.equal(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked(), true);

    // A phone with the country code is refused under the field, before any call.
    await fillNewAddress(page, '+92 300 1234567');
    await page.getByTestId('place-order').click();
    await page
      .getByText('Invalid phone number. Please enter your phone number without country code')
      .waitFor();

    // A point outside every zone: the spec's message under the address.
    await fillNewAddress(page);
    await enterPoint(page, '0', '0');
    await page.getByTestId('place-order').click();
    await page
      .getByTestId('address-error')
      .getByText('The selected location is outside our service area')
      .waitFor();
    await accessible(page, 'checkout with refusals');
    assert.equal(await orderCount(), before, 'nothing was ordered');

    // Back to the city's centre: the point the city picked, and the city ends the address riders read.
    const point = page.getByTestId('delivery-point');
    await point.getByRole('button', { name: 'Use the centre of Islamabad' }).click();
    assert.equal(
      (await page.getByTestId('delivery-point-text').innerText()).trim(),
      'The centre of Islamabad',
    );
    assert.equal(await page.getByLabel('Latitude').inputValue(), '');
    await page.getByTestId('place-order').click();
    await reachThankYou(page);
    assert.equal(await page.getByTestId('placed-order').count(), 2);
    await accessible(page, 'thank-you');
    assert.match(await page.getByTestId('thank-you').innerText(), /Order #\d+/);
    const links = await page.getByTestId('placed-order').getByRole('link').all();
    for (const link of links)
      assert.match((await link.getAttribute('href')) ?? '', /^\/customer\/order\/\d+$/);

    const { orders, total_size } = await api<OrderList>(customer, '/customer/order/list');
    assert.equal(total_size, before + 2);
    for (const order of orders.slice(0, 2)) {
      assert.equal(order.delivery_address?.address, 'Street 5, F-7/2, Islamabad');
      assert.equal(Number(order.delivery_address?.latitude), 33.6844);
      assert.equal(
        order.order_amount,
        shown.groups.get(order.store_id),
        'each order costs what the page said',
      );
    }
    const { count } = await api<{ count: number }>(customer, '/customer/cart/count');
    assert.equal(count, 0, 'the cart is empty after the order');
    // The two refusals above answer 400 and 422, which Chromium logs as failed loads; nothing else.
    const refused = /^Failed to load resource: the server responded with a status of (400|422)\b/;
    assert.deepEqual(
      errors.filter((e) => !refused.test(e)),
      [],
    );
    await context.close();
  });

  it('wallet: refused while the balance is short, then paid by wallet and the balance drops by the total', async () => {
    const { page, context, errors } = await signedIn(VIEWPORTS.desktop);
    const before = await orderCount();
    await addToCart(page, items[0]);
    await page.goto('/checkout');
    const wallet = page.getByRole('radio', { name: /Wallet/ });
    assert.equal(await wallet.isDisabled(), true);
    assert.equal(
      (await page.getByTestId('wallet-short').textContent())?.trim(),
      'Insufficient wallet balance',
    );

    const { total } = await checkoutFigures(page);
    await staffTopUp(customer.email, total + 500);
    await page.reload();
    assert.equal(await wallet.isDisabled(), false);
    assert.equal(await page.getByTestId('wallet-short').count(), 0);
    await fillNewAddress(page);
    await wallet.check();
    await page.getByTestId('place-order').click();
    await reachThankYou(page);
    assert.equal(await page.getByTestId('placed-order').count(), 1);
    const { orders, total_size } = await api<OrderList>(customer, '/customer/order/list');
    assert.equal(total_size, before + 1);
    assert.equal(orders[0]?.order_amount, total, 'the order costs what the page said');
    const me = await api<{ wallet_balance: number }>(customer, '/customer/info');
    assert.equal(me.wallet_balance, 500, 'the balance dropped by the total');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('prices that moved since the page loaded: the server says so in a 10 s error toast and nothing is ordered', async () => {
    const { page, context } = await signedIn(VIEWPORTS.mobile);
    const before = await orderCount();
    await addToCart(page, items[0]);
    await page.goto('/checkout');
    const { total } = await checkoutFigures(page);
    await fillNewAddress(page);
    // As if the page had been loaded before a price change: the total it posts is no longer the server's.
    await page.locator('input[name="totalOrderAmount"]').evaluate((el: HTMLInputElement, t) => {
      el.value = String(t);
    }, total - 1);
    await page.getByTestId('place-order').click();
    const toast = page.getByTestId('checkout-toast');
    await toast.waitFor();
    assert.equal(await toast.getAttribute('data-kind'), 'error');
    assert.match(await toast.innerText(), /Error/);
    assert.equal(await orderCount(), before, 'nothing was ordered');
    // The page shows the server's figures again, and placing now succeeds.
    assert.equal(Number(await page.locator('input[name="totalOrderAmount"]').inputValue()), total);
    await page.getByTestId('place-order').click();
    await reachThankYou(page);
    await context.close();
  });

  it('a double click on Place order makes one order (to a saved address, picked by default)', async () => {
    const { page, context } = await signedIn(VIEWPORTS.desktop);
    const before = await orderCount();
    const saved = await fetch(`${API}/customer/address/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({
        contact_person_name: 'Sana Qureshi',
        contact_person_number: '3001234567',
        address_type: 'office',
        address: 'Blue Area, Jinnah Avenue',
        latitude: 33.7077,
        longitude: 73.0498,
      }),
    });
    assert.equal(saved.status, 200, 'the address is saved');
    await addToCart(page, items[1]);
    await page.goto('/checkout');
    const card = page.getByTestId('checkout-address').getByRole('radio', { name: /Blue Area/ });
    assert.equal(await card.isChecked(), true);
    assert.equal(await page.getByTestId('new-address').count(), 0);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/checkout')) posts.push(r.url());
    });
    // Two clicks in the same task: the button has no time to disable.
    await page.getByTestId('place-order').evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await reachThankYou(page);
    assert.ok(posts.length >= 1);
    assert.equal(await orderCount(), before + 1);
    await context.close();
  });

  it('the same form posted twice at once (a resubmit without JavaScript) makes one order', async () => {
    const { page, context } = await signedIn(VIEWPORTS.desktop);
    const before = await orderCount();
    await addToCart(page, items[0]);
    await page.goto('/checkout');
    await fillNewAddress(page);
    // No helper functions inside: the page gets this code as text (tsx would add its own __name).
    const places = await page
      .getByTestId('checkout-form')
      .evaluate((form: HTMLFormElement) =>
        Promise.all(
          [1, 2].map((_) =>
            fetch('/checkout', { method: 'POST', body: new FormData(form), redirect: 'manual' }).then(
              (r) => r.type,
            ),
          ),
        ),
      );
    // Both answers are redirects (to the thank-you page) and the server made one order of them.
    assert.deepEqual(places, ['opaqueredirect', 'opaqueredirect']);
    assert.equal(await orderCount(), before + 1);
    await context.close();
  });

  it("digital payment goes to the provider's page and the cart waits until it is paid", async () => {
    const { page, context } = await signedIn(VIEWPORTS.desktop);
    const before = await orderCount();
    await addToCart(page, items[0]);
    await page.goto('/checkout');
    await fillNewAddress(page);
    await page.getByRole('radio', { name: /Digital payment/ }).check();
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    const { orders, total_size } = await api<OrderList & { orders: { payment_status: string }[] }>(
      customer,
      '/customer/order/list',
    );
    assert.equal(total_size, before + 1);
    assert.equal(orders[0]?.payment_status, 'unpaid');
    const { count } = await api<{ count: number }>(customer, '/customer/cart/count');
    assert.ok(count > 0, 'the cart stays until the payment is made');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    const paid = await api<{ orders: { payment_status: string }[] }>(customer, '/customer/order/list');
    assert.equal(paid.orders[0]?.payment_status, 'paid');
    // Paid: now the cart is emptied (spec §4).
    assert.equal((await api<{ count: number }>(customer, '/customer/cart/count')).count, 0);
    await context.close();
  });

  it('a digital payment that fails lands on /payment-fail; trying again from there pays', async () => {
    const { page, context } = await signedIn(VIEWPORTS.desktop);
    await addToCart(page, items[0]);
    const placeDigitally = async () => {
      await page.goto('/checkout');
      await fillNewAddress(page);
      await page.getByRole('radio', { name: /Digital payment/ }).check();
      await page.getByTestId('place-order').click();
      await page.waitForURL((url) => url.pathname.startsWith('/payments/sandbox/'));
    };
    await placeDigitally();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-fail');
    const failed = await api<{ orders: { order_status: string; payment_status: string }[] }>(
      customer,
      '/customer/order/list',
    );
    assert.equal(failed.orders[0]?.order_status, 'failed');
    const { count } = await api<{ count: number }>(customer, '/customer/cart/count');
    assert.ok(count > 0, 'the cart is still there to try again');
    await page.getByTestId('payment-retry').click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await placeDigitally();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    const paid = await api<{ orders: { payment_status: string }[] }>(customer, '/customer/order/list');
    assert.equal(paid.orders[0]?.payment_status, 'paid');
    assert.equal((await api<{ count: number }>(customer, '/customer/cart/count')).count, 0);
    await context.close();
  });
});
