import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';
import {
  COURIER,
  type ConsolePage,
  everyConsolePage,
  openRoundTheClock,
  placeStoreOrder,
  SELLER,
  signInContext,
} from '../support/console';
import { apiCall, staffSession, staffToken } from '../support/shop';

type Dashboard = { store: { id: number } };

describe("seller console: an order's page, its courier, its invoice, cancel with a reason", () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let storeId: number;
  let orderId: number;
  // Their addresses name the journey's order, known once it is placed (before the checks run).
  const pages: ConsolePage[] = [
    { name: 'seller-order-details', path: '', who: SELLER, ready: 'order-details' },
    { name: 'seller-order-invoice', path: '', who: SELLER, ready: 'invoice' },
  ];

  before(async () => {
    ({ browser, close } = await launch());
    const seller = await staffToken('seller');
    storeId = (await apiCall<Dashboard>(seller, '/vendor/dashboard')).store.id;
    await openRoundTheClock(seller);
    // The market's courier of the store's zone is on the seller's list while online.
    const courier = await staffSession(COURIER);
    await apiCall(courier.token, '/delivery-man/update-active-status', {
      method: 'PUT',
      body: { status: 'online' },
    });
    orderId = await placeStoreOrder(storeId);
    pages[0]!.path = `/seller/orders/${orderId}`;
    pages[1]!.path = `/seller/orders/${orderId}/invoice`;
  });
  after(() => close());

  it('opens the order from the board, confirms it, assigns a courier and prints its invoice', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await signInContext(context, SELLER);
    await page.goto('/seller/orders');
    await page.locator(`[data-order-id="${orderId}"]`).getByTestId('order-link').click();
    await page.waitForURL((u) => u.pathname === `/seller/orders/${orderId}`);
    const details = page.getByTestId('order-details');
    await details.waitFor();
    assert.equal(await page.getByTestId('order-status').getAttribute('data-status'), 'pending');
    assert.ok((await page.getByTestId('order-line').count()) >= 1, 'the lines are shown');

    await page.getByTestId('move-confirmed').click();
    await page.locator('[data-testid="order-status"][data-status="confirmed"]').waitFor();
    await page.locator('[data-testid="history-step"][data-status="confirmed"]').waitFor();

    const picker = page.getByLabel('Courier to assign');
    const bilal = await picker.locator('option', { hasText: 'Bilal Ahmed' }).getAttribute('value');
    await picker.selectOption(bilal!);
    await page.getByRole('button', { name: 'Assign courier' }).click();
    await page.getByTestId('order-courier-name').filter({ hasText: 'Bilal Ahmed' }).waitFor();

    const total = await page.getByTestId('order-total').getAttribute('data-amount');
    await page.getByTestId('print-invoice').click();
    await page.waitForURL((u) => u.pathname === `/seller/orders/${orderId}/invoice`);
    const invoice = page.getByTestId('invoice');
    await invoice.waitFor();
    assert.ok((await invoice.getByTestId('order-line').count()) >= 1, 'the invoice lists the lines');
    assert.equal(await invoice.getByTestId('order-total').getAttribute('data-amount'), total);
    await invoice.getByText(`Order #${orderId}`).waitFor();
    // On paper only the invoice: the screen's bar (back, print) is hidden.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByTestId('print').isVisible(), false);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('cancels another order with a reason, asked first; the page follows a change made elsewhere', async () => {
    const other = await placeStoreOrder(storeId);
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await signInContext(context, SELLER);
    await page.goto(`/seller/orders/${other}`);
    await hydrated(page);
    await page.getByTestId('order-details').waitFor();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByTestId('cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByTestId('field-error').waitFor();
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('order-status').getAttribute('data-status'), 'pending');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByLabel('Reason for cancelling').fill('The last one was sold in the shop');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.locator('[data-testid="order-status"][data-status="canceled"]').waitFor();
    await page.getByTestId('cancellation-reason').filter({ hasText: 'sold in the shop' }).waitFor();

    // The first order, moved through the API (another tab): its open page follows without a reload.
    await page.goto(`/seller/orders/${orderId}`);
    await page.getByTestId('order-details').waitFor();
    await page.locator('[data-testid="order-status"][data-status="confirmed"]').waitFor();
    await apiCall(await staffToken('seller'), '/vendor/order/status', {
      method: 'PUT',
      body: { order_id: orderId, status: 'processing' },
    });
    await page.locator('[data-testid="order-status"][data-status="processing"]').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  everyConsolePage(() => browser, pages);
});
