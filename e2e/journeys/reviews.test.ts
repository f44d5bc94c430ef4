import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';
import {
  type ApiItem,
  assertAccessible as accessible,
  customerCall as api,
  type Customer,
  moveOrder,
  pickItems,
  placeOrderByApi,
  registerCustomer as register,
  shot,
  signedInPage,
  TO_DELIVERED,
} from '../support/shop';

/** `n` small PNG photos of different colours in a temporary folder. */
async function photos(n: number): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'review-photos-'));
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    const file = path.join(dir, `photo-${i + 1}.png`);
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 40 * i, g: 120, b: 200 - 30 * i } },
    })
      .png()
      .toBuffer();
    await writeFile(file, png);
    files.push(file);
  }
  return files;
}

type MyReviews = {
  total_size: number;
  reviews: { item_id: number; comment: string; attachment: string[] }[];
};

describe('reviews', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let item: ApiItem;
  let customer: Customer;
  let orderId: number;
  before(async () => {
    ({ browser, close } = await launch());
    [item] = await pickItems();
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    customer = await register(page, context, { first: 'Hina', last: 'Baig' });
    await context.close();
    orderId = await placeOrderByApi(customer, item);
    await moveOrder(orderId, TO_DELIVERED);
  });
  after(() => close());

  it('reviews a delivered item with stars, a comment and two photos; it shows as written and on the item page', async () => {
    const { page, context, errors } = await signedInPage(browser, customer, VIEWPORTS.desktop);
    await page.goto('/customer/reviews');
    await page.getByRole('heading', { level: 1, name: 'My reviews' }).waitFor();
    const waiting = page.getByTestId('to-review').filter({ hasText: item.name });
    await waiting.waitFor();
    assert.equal(await waiting.getAttribute('data-order-id'), String(orderId));
    await waiting.getByText(`Order #${orderId}`).waitFor();

    await waiting.getByTestId('write-review').click();
    const form = waiting.getByTestId('review-form');
    await form.waitFor();
    await accessible(page, 'reviews, form open, 1280');

    // No rating yet: the form says so instead of sending.
    await form.getByTestId('review-submit').click();
    await form.getByText('Choose a rating from 1 to 5 stars').waitFor();

    // A radio group the keyboard can drive: 4, then right to 5 and back to 4.
    const four = form.getByRole('radio', { name: '4 stars' });
    // A shopper taps the star itself (the radio's label).
    await four.locator('xpath=..').click();
    assert.ok(await four.isChecked());
    assert.ok(await four.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('ArrowRight');
    assert.ok(await form.getByRole('radio', { name: '5 stars' }).isChecked());
    await page.keyboard.press('ArrowLeft');
    assert.ok(await four.isChecked());

    const comment = `Bohat acha, time par mila ${randomBytes(3).toString('hex')}`;
    await form.getByLabel('Your review').fill(comment);
    const [a, b, c, d] = await photos(4);
    const input = form.getByTestId('photo-input');
    await input.setInputFiles([a!, b!, c!]);
    await assert.doesNotReject(form.getByTestId('photo-preview').nth(2).waitFor());
    // A fourth is refused in the browser with the spec's message; the three stay.
    await input.setInputFiles([d!]);
    await form.getByTestId('photo-error').filter({ hasText: 'You can upload at most 3 images' }).waitFor();
    assert.equal(await form.getByTestId('photo-preview').count(), 3);
    await form.getByRole('button', { name: 'Remove photo 3' }).click();
    assert.equal(await form.getByTestId('photo-preview').count(), 2);

    await form.getByTestId('review-submit').click();
    await page.getByTestId('review-toast').getByText('Review submitted successfully').waitFor();
    // It left the waiting list (nothing else waits, so the page turns to what was written)…
    await waiting.waitFor({ state: 'detached' });
    await page.getByTestId('tab-to-review').click();
    await page.getByText('No review found').waitFor();

    // …and is under written, with its stars, comment and both photos.
    await page.getByTestId('tab-written').click();
    const written = page.getByTestId('written-review').filter({ hasText: comment });
    await written.waitFor();
    assert.equal(await written.getAttribute('data-item-id'), String(item.id));
    assert.equal(await written.getByTestId('stars').getAttribute('data-rating'), '4');
    assert.equal(await written.getByTestId('written-photo').count(), 2);
    const loaded = await written
      .getByTestId('written-photo')
      .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0));
    assert.ok(loaded, 'the review photos load');
    await accessible(page, 'reviews, written, 1280');
    await shot(page, 'customer-reviews-1280');

    const mine = await api<MyReviews>(customer, '/customer/reviews');
    assert.equal(mine.total_size, 1);
    assert.equal(mine.reviews[0]?.comment, comment);
    assert.equal(mine.reviews[0]?.attachment.length, 2);

    // The item page shows the review with its comment and both photos.
    await page.goto(`/product/${item.slug}`);
    const onItem = page.getByTestId('review').filter({ hasText: comment }).first(); // a hidden copy exists while the streamed reviews swap in
    await onItem.waitFor();
    assert.equal(await onItem.locator('img').count(), 2);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the written review and an empty waiting list on a phone, accessibly', async () => {
    const { page, context, errors } = await signedInPage(browser, customer, VIEWPORTS.mobile);
    await page.goto('/customer/reviews');
    // Nothing waits any more, so the page opens on what was written.
    await page.getByTestId('written-review').first().waitFor();
    assert.equal(await page.getByTestId('tab-written').getAttribute('aria-current'), 'page');
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="reviews-page"] *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    assert.deepEqual(wide, [], 'nothing on the page wider than the phone');
    await accessible(page, 'reviews, written, 375');
    await shot(page, 'customer-reviews-375');
    await page.getByTestId('tab-to-review').click();
    await page.getByText('No review found').waitFor();
    await accessible(page, 'reviews, to review (empty), 375');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('takes a review posted without scripts, and refuses a missing rating with the message', async () => {
    const [, second] = await pickItems();
    const next = await placeOrderByApi(customer, second);
    await moveOrder(next, TO_DELIVERED);
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      baseURL: BASE_URL,
      javaScriptEnabled: false,
    });
    await context.addCookies(customer.cookies);
    const page = await context.newPage();
    await page.goto('/customer/reviews');
    const waiting = page.locator(`[data-testid="to-review"][data-order-id="${next}"]`);
    await waiting.getByTestId('write-review').click();
    const form = waiting.getByTestId('review-form');
    await form.getByTestId('review-submit').click();
    // The server's check, as the form shows it.
    await page.getByTestId('rating-error').filter({ hasText: 'Choose a rating from 1 to 5 stars' }).waitFor();

    const again = page
      .locator(`[data-testid="to-review"][data-order-id="${next}"]`)
      .getByTestId('review-form');
    await again.getByRole('radio', { name: '5 stars' }).locator('xpath=..').click();
    await again.getByLabel('Your review').fill('Zabardast, no scripts needed');
    const [photo] = await photos(1);
    await again.getByTestId('photo-input').setInputFiles([photo!]);
    await again.getByTestId('review-submit').click();
    await page.getByText('Review submitted successfully').waitFor();
    const mine = await api<MyReviews>(customer, '/customer/reviews');
    assert.equal(mine.total_size, 2);
    assert.deepEqual(
      [mine.reviews[0]?.item_id, mine.reviews[0]?.comment, mine.reviews[0]?.attachment.length],
      [second.id, 'Zabardast, no scripts needed', 1],
    );
    await context.close();
  });
});
