import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';
import { COURIER, everyConsolePage, placeStoreOrder, SELLER, signInContext } from '../support/console';
import { apiCall, assertAccessible, staffToken } from '../support/shop';

type Dashboard = { store: { id: number; name: string } };

describe('seller console: sign in, the live orders board, every page in en and ur', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let storeId: number;

  before(async () => {
    ({ browser, close } = await launch());
    const token = await staffToken('seller');
    storeId = (await apiCall<Dashboard>(token, '/vendor/dashboard')).store.id;
  });
  after(() => close());

  it('a seller signs in, the board shows a new order without a reload, and the seller confirms it', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/seller/orders');
    await page.waitForURL((u) => u.pathname === '/seller/login');
    assert.equal(new URL(page.url()).searchParams.get('redirectTo'), '/seller/orders');
    await hydrated(page);
    await page.getByLabel('Email').fill(SELLER.email);
    await page.getByLabel('Password').fill(SELLER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/seller/orders');
    await page.getByTestId('order-board').waitFor();
    await page.locator('[data-testid="stream-state"][data-state="live"]').waitFor();

    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const orderId = await placeStoreOrder(storeId);
    const card = page.getByTestId('column-pending').locator(`[data-order-id="${orderId}"]`);
    await card.waitFor();
    await page
      .getByTestId('toast')
      .filter({ hasText: `New order #${orderId}` })
      .waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
    );
    await assertAccessible(page, 'the orders board with a new order');

    await card.getByTestId('move-confirmed').click();
    await page.getByTestId('column-confirmed').locator(`[data-order-id="${orderId}"]`).waitFor();
    const order = await apiCall<{ orders: { id: number; order_status: string }[] }>(
      await staffToken('seller'),
      '/vendor/orders?status=confirmed&limit=100',
    );
    assert.ok(
      order.orders.some((o) => o.id === orderId),
      'the order is confirmed',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a cancel asks first, and unsaved changes on the application warn before leaving', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await signInContext(context, SELLER);
    const orderId = await placeStoreOrder(storeId);
    await page.goto('/seller/orders');
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByTestId('column-finished').locator(`[data-order-id="${orderId}"]`).waitFor();

    // The language, from the phone's menu: the page turns Urdu and right to left without a reload.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByTestId('language-switch').selectOption('ur');
    await page.locator('html[dir="rtl"][lang="ur"]').waitFor();
    await page.locator('h1', { hasText: 'آرڈرز' }).waitFor();
    await page.getByRole('dialog').getByTestId('language-switch').selectOption('en');
    await page.locator('html[dir="ltr"][lang="en"]').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/seller/apply');
    await hydrated(page);
    await page.getByLabel('Store name').fill('Anarkali Spices');
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Stay on this page' }).click();
    assert.equal(new URL(page.url()).pathname, '/seller/apply');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the store application shows every field error, then sends the application for review', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/seller/apply');
    await hydrated(page);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Please check the fields marked in red.').first().waitFor();
    const messages = await page.getByTestId('field-error').allTextContents();
    assert.ok(messages.length >= 8, `every empty field says why: ${messages.join(' | ')}`);

    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    const email = `anarkali.${randomBytes(4).toString('hex')}@example.pk`;
    await page.getByLabel('Store name').fill('Anarkali Spices');
    await page.getByLabel('Store address').fill('Shop 4, Anarkali Bazaar, Lahore');
    await page.getByLabel('Zone').selectOption({ index: 1 });
    assert.notEqual(await page.getByLabel('Latitude').inputValue(), '', 'the zone fills the map point');
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
    await page
      .getByLabel('Cover photo')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Butt');
    // An address that already sells: the API's refusal shows under the field it names.
    await page.getByLabel('Email').fill(SELLER.email);
    await page.getByLabel('Phone').fill('3214567890');
    await page.getByLabel('Password').fill('Anarkali-2026');
    await page.getByRole('button', { name: 'Send application' }).click();
    const emailError = page.locator('div', { has: page.getByLabel('Email') }).getByTestId('field-error');
    await emailError.waitFor();
    assert.equal(await page.getByLabel('Email').getAttribute('aria-invalid'), 'true');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByTestId('apply-done').waitFor();
    assert.match(
      (await page.getByTestId('apply-done').textContent()) ?? '',
      new RegExp(email.replace('.', '\\.')),
    );
    // The browser reports the refused request itself; nothing else may have gone wrong.
    assert.deepEqual(errors, [
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    await context.close();
  });

  everyConsolePage(
    () => browser,
    [
      { name: 'seller-login', path: '/seller/login', who: null, ready: 'login-form' },
      { name: 'seller-apply', path: '/seller/apply', who: null, ready: 'apply-form' },
      { name: 'seller-dashboard', path: '/seller', who: SELLER, ready: 'sales-chart' },
      { name: 'seller-orders', path: '/seller/orders', who: SELLER, ready: 'order-board' },
      { name: 'seller-orders-list', path: '/seller/orders?view=list', who: SELLER, ready: 'data-grid' },
      { name: 'courier-login', path: '/courier/login', who: null, ready: 'login-form' },
      { name: 'courier-home', path: '/courier', who: COURIER, ready: 'empty-state' },
    ],
  );
});
