import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';
import { everyConsolePage, SELLER, signInContext } from '../support/console';
import { apiCall, staffToken } from '../support/shop';

type StoreAnswer = {
  open: number;
  closed_until: string | null;
  schedules: { day: number; opening_time: string; closing_time: string }[];
};
type Review = { id: number; item_id: number; reply: string | null };

// Issue 36: the seller's store pages. What the seller sets in the console is what shoppers' answers say.
describe('seller console: hours, the closed switch, coupons and review replies', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let token: string;
  let storeId: number;
  const storeAnswer = () => apiCall<StoreAnswer>(null, `/stores/details/${storeId}`);

  /** A seller's page, signed in, at desktop width. */
  async function sellerPage(path: string): Promise<{ page: Page; done: () => Promise<void> }> {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await signInContext(context, SELLER);
    await page.goto(path);
    await hydrated(page);
    return {
      page,
      done: async () => {
        assert.deepEqual(errors, []);
        await context.close();
      },
    };
  }

  before(async () => {
    ({ browser, close } = await launch());
    token = await staffToken('seller');
    storeId = (await apiCall<{ store: { id: number } }>(token, '/vendor/profile')).store.id;
  });
  after(() => close());

  it('sets Monday’s hours, copies them to every day, and the store’s answer has them', async () => {
    const { page, done } = await sellerPage('/seller/hours');
    await page.getByTestId('hours-open-1').check();
    await page.getByTestId('hours-from-1-0').fill('00:00');
    await page.getByTestId('hours-to-1-0').fill('23:59');
    await page.getByTestId('hours-copy-monday').click();
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Opening hours updated' }).waitFor();
    const { schedules } = await storeAnswer();
    assert.deepEqual(
      schedules.map((s) => [s.day, s.opening_time, s.closing_time]).sort(),
      [0, 1, 2, 3, 4, 5, 6].map((day) => [day, '00:00:00', '23:59:00']),
    );
    await done();
  });

  it('closes the store until tomorrow, shoppers see it closed, and opens it again', async () => {
    const { page, done } = await sellerPage('/seller/hours');
    await page.getByRole('button', { name: 'Close until then' }).click();
    await page.getByTestId('closed-banner').waitFor();
    const closed = await storeAnswer();
    assert.equal(closed.open, 0);
    assert.ok(closed.closed_until && Date.parse(closed.closed_until) > Date.now() + 3_600_000);
    await page.getByRole('button', { name: 'Open the store now' }).click();
    await page.getByTestId('open-now').waitFor();
    assert.equal((await storeAnswer()).closed_until, null);
    await done();
  });

  it('creates a coupon: the schema’s refusal under its field first, then it is in the grid', async () => {
    const code = `EID${randomBytes(3).toString('hex').toUpperCase()}`;
    const { page, done } = await sellerPage('/seller/coupons/new');
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('Title').fill('Eid offer');
    await page.getByLabel('Discount (%)').fill('150');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText('A percent discount can not be more than 100').waitFor();
    await page.getByLabel('Discount (%)').fill('10');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.waitForURL((u) => u.pathname === '/seller/coupons');
    await page.getByRole('switch', { name: `Coupon ${code} on` }).waitFor();
    await done();
  });

  it('replies to a review, and the product’s reviews answer shows the reply', async () => {
    const { reviews } = await apiCall<{ reviews: Review[] }>(token, '/vendor/item/reviews?replied=0&limit=1');
    const review = reviews[0];
    assert.ok(review, 'the seller’s store has a review without a reply');
    const { page, done } = await sellerPage('/seller/reviews?replied=0');
    const row = page.locator(`[data-review-id="${review.id}"]`);
    await row.getByRole('button', { name: /^Reply to/ }).click();
    await row.getByLabel('Your reply').fill('Thank you! We are glad you liked it.');
    await row.getByRole('button', { name: 'Save reply' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Reply saved' }).waitFor();
    const shown = await apiCall<{ reviews: Review[] }>(null, `/items/reviews/${review.item_id}?limit=50`);
    assert.equal(
      shown.reviews.find((r) => r.id === review.id)?.reply,
      'Thank you! We are glad you liked it.',
    );
    await done();
  });

  everyConsolePage(
    () => browser,
    [
      { name: 'seller-store', path: '/seller/store', who: SELLER, ready: 'store-form' },
      { name: 'seller-hours', path: '/seller/hours', who: SELLER, ready: 'hours-form' },
      { name: 'seller-coupons', path: '/seller/coupons', who: SELLER, ready: 'data-grid' },
      { name: 'seller-coupon-new', path: '/seller/coupons/new', who: SELLER, ready: 'coupon-form' },
      { name: 'seller-reviews', path: '/seller/reviews', who: SELLER, ready: 'review-filters' },
    ],
  );
});
