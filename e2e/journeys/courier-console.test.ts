import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';
import { COURIER, cashOrderAt, everyConsolePage, openRoundTheClock, signInContext } from '../support/console';
import { apiCall, assertAccessible, customerCall, staffSession, staffToken } from '../support/shop';

type Dashboard = { store: { id: number } };
type CourierList = { delivery_men: { id: number; name: string }[] };

/** The seller's store opens round the clock, so the journey never depends on the hour it runs at. */
describe('courier console: an assigned order picked up and delivered with the code, the application, every page', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let seller: string;
  let storeId: number;
  let courierId: number;
  let deliveredId = 0;

  before(async () => {
    ({ browser, close } = await launch());
    seller = await staffToken('seller');
    storeId = (await apiCall<Dashboard>(seller, '/vendor/dashboard')).store.id;
    await openRoundTheClock(seller);
    const { token } = await staffSession(COURIER);
    await apiCall(token, '/delivery-man/update-active-status', { method: 'PUT', body: { status: 'online' } });
    courierId = (await apiCall<{ id: number }>(token, '/delivery-man/profile')).id;
  });
  after(() => close());

  it('a courier at 375 px sees the order assigned to them, picks it up, and delivers it with the customer code', async () => {
    const { orderId, shopper } = await cashOrderAt(storeId, 500);
    const move = (status: string) =>
      apiCall(seller, '/vendor/order/status', { method: 'PUT', body: { order_id: orderId, status } });
    await move('confirmed');
    const couriers = await apiCall<CourierList>(seller, '/vendor/delivery-man/list?limit=50');
    assert.ok(
      couriers.delivery_men.some((c) => c.id === courierId),
      'the store may assign the courier',
    );
    await apiCall(seller, '/vendor/order/assign-courier', {
      method: 'PUT',
      body: { order_id: orderId, delivery_man_id: courierId },
    });
    await move('processing');
    await move('handover');
    // The code as the customer sees it on their order page.
    const code = (
      await customerCall<{ order: { delivery_verification_code: string } }>(
        shopper,
        `/customer/order/details?order_id=${orderId}`,
      )
    ).order.delivery_verification_code;

    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await signInContext(context, COURIER);
    await page.goto('/courier');
    const card = page
      .getByTestId('current-orders')
      .locator(`[data-testid="courier-order-card"][data-order-id="${orderId}"]`);
    await card.waitFor();
    await hydrated(page);
    await card.getByRole('link').click();
    await page.waitForURL((u) => u.pathname === `/courier/orders/${orderId}`);
    await page.getByTestId('cash-to-collect').waitFor();
    await assertAccessible(page, 'the order before pick-up');

    await page.getByTestId('step-picked-up').click();
    const codeBox = page.getByTestId('delivery-code');
    await codeBox.waitFor();
    await page.getByTestId('record-cash').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cash collected' }).click();
    await page.getByTestId('cash-collected').waitFor();
    const wrong = code === '0000' ? '1111' : '0000';
    await codeBox.fill(wrong);
    await page.getByTestId('step-delivered').click();
    await page
      .getByTestId('field-error')
      .filter({ hasText: 'The delivery verification code is not correct' })
      .waitFor();
    assert.equal(await codeBox.getAttribute('aria-invalid'), 'true');

    await codeBox.fill(code);
    await page.getByTestId('step-delivered').click();
    await page.getByTestId('order-delivered').waitFor();
    await assertAccessible(page, 'the delivered order');

    const placed = await customerCall<{ order: { order_status: string; payment_status: string } }>(
      shopper,
      `/customer/order/details?order_id=${orderId}`,
    );
    assert.equal(placed.order.order_status, 'delivered');
    assert.equal(placed.order.payment_status, 'paid');
    deliveredId = orderId;
    // The browser reports the refused wrong code itself; nothing else may have gone wrong.
    assert.deepEqual(errors, [
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    await context.close();
  });

  it('someone applies to deliver from the sign-in page and the application waits for review', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/courier/login');
    await hydrated(page);
    await page.getByTestId('apply-link').click();
    await page.waitForURL((u) => u.pathname === '/courier/apply');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Please check the fields marked in red.').first().waitFor();
    const messages = await page.getByTestId('field-error').allTextContents();
    assert.ok(messages.length >= 7, `every empty field says why: ${messages.join(' | ')}`);

    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    const file = (name: string) => ({ name, mimeType: 'image/png', buffer: picture });
    const email = `rider.${randomBytes(4).toString('hex')}@example.pk`;
    await page.getByLabel('First name').fill('Kamran');
    await page.getByLabel('Last name').fill('Iqbal');
    await page.getByLabel('Phone').fill('3124567890');
    await page.getByLabel('Your photo').setInputFiles(file('me.png'));
    await page.getByRole('img', { name: 'Photo preview' }).waitFor();
    await page.getByLabel('Document', { exact: true }).selectOption('nid');
    await page.getByLabel('Document number').fill('35202-1234567-1');
    await page.getByLabel(/Pictures of the document/).setInputFiles([file('front.png'), file('back.png')]);
    await page.getByRole('img', { name: 'Document picture 2' }).waitFor();
    await page.getByLabel('Zone').selectOption({ index: 1 });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Rider-Lahore-2026');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByTestId('apply-done').waitFor();
    assert.match(
      (await page.getByTestId('apply-done').textContent()) ?? '',
      new RegExp(email.replace('.', '\\.')),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  everyConsolePage(
    () => browser,
    [
      { name: 'courier-login', path: '/courier/login', who: null, ready: 'login-form' },
      { name: 'courier-apply', path: '/courier/apply', who: null, ready: 'apply-form' },
      { name: 'courier-home', path: '/courier', who: COURIER, ready: 'courier-home' },
      {
        name: 'courier-order',
        get path() {
          return `/courier/orders/${deliveredId}`;
        },
        who: COURIER,
        ready: 'courier-order',
      },
      { name: 'courier-history', path: '/courier/history', who: COURIER, ready: 'data-grid' },
      { name: 'courier-earnings', path: '/courier/earnings', who: COURIER, ready: 'courier-earnings' },
    ],
  );
});
