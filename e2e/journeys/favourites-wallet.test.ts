import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openPage, VIEWPORTS } from '../support/browser';
import {
  API,
  type ApiItem,
  assertAccessible as accessible,
  customerCall as api,
  type Customer,
  pickItems,
  placeOrderByApi,
  registerCustomer as register,
  shot,
  signedInPage,
  staffTopUp,
} from '../support/shop';

/** Text as a shopper reads it: the money's direction isolates dropped, no-break spaces as spaces. */
const read = async (where: Locator) =>
  ((await where.textContent()) ?? '')
    .replace(/[\u2066\u2069]/g, '')
    .replace(/\u00a0/g, ' ')
    .trim();

const rupees = (n: number) => `Rs ${n.toLocaleString('en-US')}`;

/** Nothing of the page's own content reaches past a phone's width. */
async function fitsPhone(page: Page, testId: string) {
  const wide = await page.evaluate(
    (id) =>
      [...document.querySelectorAll(`[data-testid="${id}"] *`)]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.outerHTML.slice(0, 80)),
    testId,
  );
  assert.deepEqual(wide, [], `${testId} fits 375 px`);
}

type WishList = { item: { id: number }[]; store: { id: number }[] };
type Ledger = { total_size: number; data: { credit: number; debit: number; transaction_type: string }[] };
type OrderList = { orders: { id: number; order_amount: number; payment_method: string }[] };

describe('favourites and wallet', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let item: ApiItem;
  let other: ApiItem;
  let store: { id: number; slug: string; name: string };
  let customer: Customer;
  before(async () => {
    ({ browser, close } = await launch());
    [item, other] = await pickItems();
    const details = (await (await fetch(`${API}/items/details/${other.id}`)).json()) as {
      store: { id: number; slug: string; name: string };
    };
    store = details.store;
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    customer = await register(page, context, { first: 'Zara', last: 'Malik' });
    await context.close();
  });
  after(() => close());

  it('keeps an item and a store favourited on their pages, and removes the item from the list', async () => {
    const { page, context, errors } = await signedInPage(browser, customer, VIEWPORTS.desktop);
    await page.goto(`/product/${item.slug}`);
    await page.getByTestId('favorite-toggle').click();
    await page.getByText(`${item.name} added to favorite list.`).first().waitFor();
    await page.goto(`/stores/${store.slug}`);
    await page.getByTestId('favourite-store').click();
    await page.locator('[data-testid="favourite-store"][aria-pressed="true"]').waitFor();

    await page.goto('/customer/favorite');
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    const card = page.locator(`[data-testid="favourite-item"][data-item-id="${item.id}"]`);
    await card.getByText(item.name).waitFor();
    await accessible(page, 'favourites, items, 1280');
    await shot(page, 'customer-favorite-1280');

    await page.getByTestId('tab-stores').click();
    const storeCard = page.locator(`[data-testid="favourite-store"][data-store-id="${store.id}"]`);
    await storeCard.getByText(store.name).waitFor();
    assert.equal(await page.getByTestId('tab-stores').getAttribute('aria-current'), 'page');
    await accessible(page, 'favourites, stores, 1280');

    await page.getByTestId('tab-items').click();
    await card.getByRole('button', { name: `Remove from favourites: ${item.name}` }).click();
    const toast = page.getByTestId('favourite-toast');
    await toast.getByText(`${item.name} removed from favorite list.`).waitFor();
    assert.equal(await read(toast.locator('p').first()), 'Message');
    await card.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Browse items' }).waitFor();

    const list = await api<WishList>(customer, '/customer/wish-list');
    assert.deepEqual(
      list.item.map((i) => i.id),
      [],
    );
    assert.deepEqual(
      list.store.map((s) => s.id),
      [store.id],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the stores tab on a phone, accessibly', async () => {
    const { page, context, errors } = await signedInPage(browser, customer, VIEWPORTS.mobile);
    await page.goto('/customer/favorite?tab=stores');
    await page.locator(`[data-testid="favourite-store"][data-store-id="${store.id}"]`).waitFor();
    await fitsPhone(page, 'favorite-page');
    await accessible(page, 'favourites, stores, 375');
    await shot(page, 'customer-favorite-375');
    await page.getByTestId('tab-items').click();
    await page.getByText('Tap the heart on an item to keep it here.').waitFor();
    await accessible(page, 'favourites, items (empty), 375');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a top-up as a credit and a wallet order as a debit, with the balance after', async () => {
    const { page, context, errors } = await signedInPage(browser, customer, VIEWPORTS.mobile);
    await page.goto('/customer/wallet');
    await page.getByText('No transactions yet').waitFor();
    assert.equal(await read(page.getByTestId('wallet-balance')), rupees(0));

    await staffTopUp(customer.email, 3000);
    await page.reload();
    assert.equal(await read(page.getByTestId('wallet-balance')), rupees(3000));
    const topUp = page.getByTestId('wallet-row').first();
    assert.equal(await read(topUp.getByTestId('wallet-kind')), 'Add fund by admin');
    assert.equal(await topUp.getAttribute('data-direction'), 'credit');
    assert.equal(await read(topUp.getByTestId('wallet-amount')), `Credit +${rupees(3000)}`);

    const orderId = await placeOrderByApi(customer, other, { payment_method: 'wallet' });
    const { orders } = await api<OrderList>(customer, '/customer/order/list');
    const placed = orders.find((o) => o.id === orderId);
    assert.ok(placed && placed.payment_method === 'wallet');
    const total = placed.order_amount;
    assert.ok(total > 0 && total < 3000, `the order (${total}) fits the top-up`);

    await page.reload();
    assert.equal(await read(page.getByTestId('wallet-balance')), rupees(3000 - total));
    const rows = page.getByTestId('wallet-row');
    assert.equal(await rows.count(), 2);
    const debit = rows.first();
    assert.equal(await debit.getAttribute('data-direction'), 'debit');
    assert.equal(await read(debit.getByTestId('wallet-kind')), 'Order payment');
    assert.equal(await read(debit.getByTestId('wallet-amount')), `Debit −${rupees(total)}`);
    assert.equal(await read(debit.getByTestId('wallet-balance-after')), `Balance ${rupees(3000 - total)}`);
    const ledger = await api<Ledger>(customer, '/customer/wallet/transactions');
    assert.deepEqual(
      ledger.data.map((r) => [r.transaction_type, r.credit, r.debit]),
      [
        ['order_place', 0, total],
        ['add_fund_by_admin', 3000, 0],
      ],
    );
    await fitsPhone(page, 'wallet-page');
    await accessible(page, 'wallet, 375');
    await shot(page, 'customer-wallet-375');

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.reload();
    await page.getByTestId('wallet-balance').waitFor();
    await accessible(page, 'wallet, 1280');
    await shot(page, 'customer-wallet-1280');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
