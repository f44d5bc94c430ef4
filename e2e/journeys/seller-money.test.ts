import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatMoney } from '@bazaar/domain';
import type { Browser } from 'playwright-core';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';
import {
  apiShopper,
  cashOrderAt,
  everyConsolePage,
  openRoundTheClock,
  SELLER,
  signInContext,
} from '../support/console';
import { apiCall, type Customer, moveOrder, staffToken, staffTopUp, TO_DELIVERED } from '../support/shop';

type Entry = {
  kind: string;
  order_id: number | null;
  amount: number;
  order_amount: number;
  commission: number;
};

/** A shopper with an API token and Rs 20,000 in the wallet: a wallet order leaves the store no cash to owe. */
async function walletShopper(): Promise<Customer> {
  const shopper = await apiShopper();
  await staffTopUp(shopper.email, 20_000);
  return shopper;
}

describe("seller money: a delivered order's net on the statement, a payout requested and pending", () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let seller: string;
  let storeId: number;

  before(async () => {
    ({ browser, close } = await launch());
    seller = await staffToken('seller');
    storeId = (await apiCall<{ store: { id: number } }>(seller, '/vendor/dashboard')).store.id;
    await openRoundTheClock(seller);
  });
  after(() => close());

  it('shows the order amount less the commission on /seller/earnings, and a payout of part of the balance pending on /seller/payouts', async () => {
    const { orderId } = await cashOrderAt(storeId, 500, {
      shopper: await walletShopper(),
      payment_method: 'wallet',
    });
    await moveOrder(orderId, TO_DELIVERED);
    const { statement } = await apiCall<{ statement: Entry[] }>(seller, '/vendor/statement?kind=earning');
    const entry = statement.find((e) => e.order_id === orderId);
    assert.ok(entry, 'the delivered order is on the statement');
    // The store delivers its own orders and no coupon was used: it earns the order less the commission.
    assert.equal(entry.amount, entry.order_amount - entry.commission);
    assert.ok(entry.commission > 0);

    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await signInContext(context, SELLER);
    await page.goto('/seller/earnings?kind=earning');
    await hydrated(page);
    const row = page.getByTestId(`statement-earning-order-${orderId}`);
    assert.equal(await row.getByTestId('statement-net').textContent(), formatMoney(entry.amount, 'Rs'));
    assert.equal(
      await row.getByTestId('statement-commission').textContent(),
      formatMoney(entry.commission, 'Rs'),
    );
    assert.equal(
      await row.getByTestId('statement-order-amount').textContent(),
      formatMoney(entry.order_amount, 'Rs'),
    );

    // Half the withdrawable balance, to a bank account, asked once more before it is sent.
    const { withdrawable_balance: most } = await apiCall<{ withdrawable_balance: number }>(
      seller,
      '/vendor/earning-info',
    );
    const amount = Math.max(1, Math.floor(most / 2));
    await page.getByRole('link', { name: 'Request a payout' }).click();
    await page.waitForURL((u) => u.pathname === '/seller/payouts');
    const form = page.getByTestId('payout-form');
    await form.getByLabel('Amount').fill(String(most + 1));
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText(`more than your withdrawable balance`).waitFor();
    await form.getByLabel('Amount').fill(String(amount));
    await form.getByLabel('Account title').fill('Jinnah Super Grocers');
    await form.getByLabel('Bank name').fill('Meezan Bank');
    await form.getByLabel('IBAN or account number').fill('PK36 SCBL 0000 0011 2345 6702');
    await form.getByRole('button', { name: 'Send request' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(`Request ${formatMoney(amount, 'Rs')} to Meezan Bank ···6702?`).waitFor();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Withdraw request sent successfully').waitFor();

    const { withdraws } = await apiCall<{ withdraws: { id: number; amount: number; status: string }[] }>(
      seller,
      '/vendor/get-withdraw-list',
    );
    const [newest] = withdraws;
    assert.ok(newest && newest.amount === amount && newest.status === 'pending');
    const payout = page.getByTestId(`payout-${newest.id}`);
    await payout.getByTestId('payout-status').and(page.locator('[data-status="pending"]')).waitFor();
    assert.equal(await payout.getByTestId('payout-row-amount').textContent(), formatMoney(amount, 'Rs'));
    assert.equal(await page.getByTestId('stat-withdrawable').textContent(), formatMoney(most - amount, 'Rs'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  everyConsolePage(
    () => browser,
    [
      { name: 'seller-earnings', path: '/seller/earnings', who: SELLER, ready: 'data-grid' },
      { name: 'seller-payouts', path: '/seller/payouts', who: SELLER, ready: 'data-grid' },
    ],
  );
});
