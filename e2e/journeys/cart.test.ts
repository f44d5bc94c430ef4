import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../support/axe';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';
import { addToCart as addToStoredCart, registerCustomer } from '../support/shop';

type ApiItem = {
  id: number;
  slug: string;
  name: string;
  price: number;
  discount: number;
  discount_type: string;
  stock: number;
  store_id: number;
  variations: { type: string; stock: number }[];
  food_variations: unknown[];
};
type Quote = {
  cart: { store_id: number; order_amount: number; delivery_charges: number }[];
  lines: { item_id: number; quantity: number }[];
};

/**
 * Three items of the demo market in three stores that are open now with no minimum order (checkout
 * follows): a dear one (over EID20's Rs 2,000 minimum), a cheap one, one with variations.
 */
async function pickItems() {
  const { stores } = (await (await fetch(`${BASE_URL}/api/v1/stores/get-stores/all?limit=50`)).json()) as {
    stores: { id: number; open: number; minimum_order: number }[];
  };
  const open = new Set(stores.filter((s) => s.open === 1 && s.minimum_order === 0).map((s) => s.id));
  const res = await fetch(`${BASE_URL}/api/v1/items/latest?limit=100`);
  const products = ((await res.json()) as { products: ApiItem[] }).products.filter((p) =>
    open.has(p.store_id),
  );
  const plain = products.filter(
    (p) => p.variations.length === 0 && p.food_variations.length === 0 && p.stock >= 5,
  );
  const dear = plain.find((p) => p.discount === 0 && p.price >= 3000 && p.price <= 20000);
  const cheap = plain.find((p) => p.discount === 0 && p.price < 1500 && p.store_id !== dear?.store_id);
  const varied = products.find(
    (p) =>
      p.food_variations.length === 0 &&
      p.store_id !== dear?.store_id &&
      p.store_id !== cheap?.store_id &&
      p.variations.filter((v) => v.stock > 3).length >= 2,
  );
  assert.ok(dear && cheap && varied, 'the demo market has the items this journey needs, in open stores');
  return { dear, cheap, varied };
}

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function addToCart(page: Page, slug: string, variant?: string) {
  await page.goto(`/product/${slug}`);
  // The guest's cart travels with the form once the page is interactive.
  await page.waitForSelector('input[name="guest_cart"]', { state: 'attached' });
  if (variant) await page.getByLabel(variant, { exact: true }).check();
  await page
    .getByTestId('buy-form')
    .getByRole('button', { name: /add to cart/i })
    .click();
  await page.getByTestId('product-notice').getByText('Cart updated successfully.').waitFor();
}

const guestLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('bazaar_cart') ?? '{"lines":[]}').lines) as Promise<
    { item_id: number; quantity: number; variant?: string }[]
  >;

async function quote(lines: unknown): Promise<Quote> {
  const res = await fetch(`${BASE_URL}/api/v1/cart/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cart: lines }),
  });
  assert.equal(res.status, 200);
  return (await res.json()) as Quote;
}

/** Signs up from the header's modals (login → 'Create an account'), staying on the page. */
async function registerFromModal(page: Page) {
  await page.getByTestId('header-sign-in').click();
  await page.getByTestId('login-modal').getByTestId('switch-to-register').click();
  const modal = page.getByTestId('register-modal');
  await modal.getByLabel('First name').fill('Sana');
  await modal.getByLabel('Last name').fill('Mirza');
  await modal.getByLabel('Email').fill(`sana.${randomBytes(4).toString('hex')}@example.pk`);
  await modal.getByLabel('Phone').fill('3001234567');
  await modal.getByLabel('Password', { exact: true }).fill('Chapli-Kabab-2026');
  await modal.getByLabel('Confirm password').fill('Chapli-Kabab-2026');
  await modal.getByRole('button', { name: 'Create account' }).click();
  await page.getByTestId('header-account').waitFor();
}

describe('the cart', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let items: Awaited<ReturnType<typeof pickItems>>;
  before(async () => {
    ({ browser, close } = await launch());
    items = await pickItems();
  });
  after(async () => close());

  it('a guest keeps a cart per store with the server’s figures, changes it, signs in, finds it merged and checks out', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    const [firstVariant, secondVariant] = items.varied.variations.filter((v) => v.stock > 3);
    await addToCart(page, items.dear.slug);
    await addToCart(page, items.cheap.slug);
    await addToCart(page, items.varied.slug, firstVariant!.type);
    const lines = await guestLines(page);
    assert.deepEqual(
      lines.map((l) => l.item_id),
      [items.dear.id, items.cheap.id, items.varied.id],
    );

    await page.goto('/cart');
    await page.getByTestId('cart-group').nth(2).waitFor();
    assert.equal(await page.getByTestId('cart-page').getAttribute('data-mode'), 'guest');
    const server = await quote(lines);
    for (const group of server.cart) {
      const card = page.locator(`[data-testid="cart-group"][data-store-id="${group.store_id}"]`);
      assert.equal(digits(await card.getByTestId('group-delivery').textContent()), group.delivery_charges);
      assert.equal(digits(await card.getByTestId('group-total').textContent()), group.order_amount);
    }
    const total = server.cart.reduce((sum, g) => sum + g.order_amount, 0);
    assert.equal(digits(await page.getByTestId('summary-total').textContent()), total);
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));

    // One more of the cheap item: the figures follow, from the server again.
    const cheapLine = page.locator(`[data-testid="cart-line"][data-item-id="${items.cheap.id}"]`);
    await cheapLine.getByRole('button', { name: /one more/i }).click();
    await page.getByTestId('cart-notice').getByText('Cart updated successfully.').waitFor();
    await cheapLine.getByTestId('cart-line-quantity').getByText('2').waitFor();
    assert.equal((await guestLines(page)).find((l) => l.item_id === items.cheap.id)?.quantity, 2);

    // Another variation of the varied item.
    const variedLine = page.locator(`[data-testid="cart-line"][data-item-id="${items.varied.id}"]`);
    await variedLine.locator('summary').click();
    await variedLine.locator('select[name="variant"]').selectOption(secondVariant!.type);
    await variedLine.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByTestId('cart-notice').getByText('Variation changed successfully.').waitFor();
    assert.equal(
      (await guestLines(page)).find((l) => l.item_id === items.varied.id)?.variant,
      secondVariant!.type,
    );

    // Removing the only line of a store removes its group; undo puts it back.
    await variedLine.getByRole('button', { name: /remove/i }).click();
    await page.getByTestId('cart-removed').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-group"]').length === 2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-group"]').length === 3);

    // Promo codes need an account: signing up from the modal merges the guest cart into the stored one.
    await registerFromModal(page);
    await page.waitForFunction(() => localStorage.getItem('bazaar_cart') === null);
    await page.goto('/cart');
    assert.equal(await page.getByTestId('cart-page').getAttribute('data-mode'), 'stored');
    assert.equal(await page.getByTestId('cart-group').count(), 3);
    assert.equal(
      await page
        .locator(`[data-testid="cart-line"][data-item-id="${items.cheap.id}"]`)
        .getByTestId('cart-line-quantity')
        .textContent(),
      '2',
    );

    // EID20 (20 %, minimum Rs 2,000 per store): the dear item's store gets it, the cheap one keeps 0.
    await page.getByLabel('Promo code').fill('eid20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('applied-coupon').waitFor();
    const dearGroup = page.locator(`[data-testid="cart-group"][data-store-id="${items.dear.store_id}"]`);
    const cheapGroup = page.locator(`[data-testid="cart-group"][data-store-id="${items.cheap.store_id}"]`);
    assert.match((await dearGroup.getByTestId('group-totals').textContent()) ?? '', /Promo code discount/);
    await cheapGroup.getByTestId('group-coupon-not-applied').waitFor();
    assert.ok(digits(await page.getByTestId('summary-coupon').textContent()) > 0);

    // A code that does not exist: the server's message as an error, the coupon cleared.
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByLabel('Promo code').waitFor();
    await page.getByLabel('Promo code').fill('NOPE-NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    const error = page.getByTestId('cart-error');
    await error.waitFor();
    assert.equal(await error.getAttribute('data-kind'), 'error');
    assert.equal(await page.getByTestId('applied-coupon').count(), 0);
    // On to checkout with the merged cart: cash on delivery, one order per store, then an empty cart.
    await page.getByTestId('proceed-to-checkout').click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('radio', { name: 'Deliver to a new address' }).check();
    const address = page.getByTestId('new-address');
    await address.getByLabel('Contact name').fill('Sana Mirza');
    await address.getByLabel('Phone number').fill('3001234567');
    await address.getByLabel('Area and street').fill('Street 5, F-7/2');
    await address.getByLabel('House').fill('House 12');
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname === '/checkout/thank-you');
    await page.getByTestId('thank-you').waitFor();
    assert.equal(await page.getByTestId('placed-order').count(), 3);
    assert.equal(await page.getByTestId('header-cart-count').count(), 0);
    // The refused code answers 400 (the browser notes it); nothing else may have gone wrong.
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 400')),
      [],
    );
  });

  it('more than the stock: the cart keeps the real stock and says so on the line', async () => {
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    const stock = (
      (await (await fetch(`${BASE_URL}/api/v1/items/details/${items.cheap.id}`)).json()) as { stock: number }
    ).stock;
    await page.goto('/about');
    await page.evaluate(
      (line) => localStorage.setItem('bazaar_cart', JSON.stringify({ v: 1, lines: [line] })),
      { item_id: items.cheap.id, quantity: stock + 5 },
    );
    await page.goto('/cart');
    const line = page.locator(`[data-testid="cart-line"][data-item-id="${items.cheap.id}"]`);
    await line.getByTestId('cart-line-notice').getByText(`${stock} quantity available in stock.`).waitFor();
    assert.equal(await line.getByTestId('cart-line-quantity').textContent(), String(stock));
    assert.equal((await guestLines(page))[0]?.quantity, stock);
    // At the stock, one more is refused before asking: the button is off and the limit is said.
    assert.equal(await line.getByRole('button', { name: /one more/i }).isDisabled(), true);
    assert.deepEqual(errors, []);
  });

  it('a promo code no store in the cart qualifies for is kept, not called applied, and its minimum is said', async () => {
    const { stores } = (await (await fetch(`${BASE_URL}/api/v1/stores/get-stores/all?limit=50`)).json()) as {
      stores: { id: number; minimum_order: number }[];
    };
    const minimumOf = new Map(stores.map((s) => [s.id, s.minimum_order]));
    const { products } = (await (await fetch(`${BASE_URL}/api/v1/items/latest?limit=100`)).json()) as {
      products: ApiItem[];
    };
    // WELCOME100 (demo market): Rs 100 off a store's items from Rs 1,000.
    const item = products.find(
      (p) =>
        p.variations.length === 0 &&
        p.food_variations.length === 0 &&
        p.stock > 0 &&
        p.price < 900 &&
        (minimumOf.get(p.store_id) ?? 0) <= p.price,
    );
    assert.ok(item, 'the demo market has an item under Rs 900 its store sells alone');
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await registerCustomer(page, context, { first: 'Hina', last: 'Baig' });
    await addToStoredCart(page, item);
    await page.goto('/cart');
    await page.getByLabel('Promo code').fill('welcome100');
    await page.getByRole('button', { name: 'Apply' }).click();
    const error = page.getByTestId('cart-error');
    await error.waitFor();
    const plain = (text: string | null) =>
      (text ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');
    assert.match(plain(await error.textContent()), /Minimum purchase for this coupon is Rs 1,000$/);
    const kept = page.getByTestId('applied-coupon');
    assert.equal(await kept.getAttribute('data-waiting'), 'true');
    assert.match(
      (await kept.textContent()) ?? '',
      /WELCOME100 is kept, but no store in your cart qualifies yet/,
    );
    assert.equal(
      plain(await page.getByTestId('group-coupon-not-applied').textContent()),
      'Minimum purchase for this coupon is Rs 1,000',
    );
    assert.equal(await page.getByTestId('summary-coupon').count(), 0);
    assert.equal(await page.getByTestId('cart-notice').count(), 0, 'no "Coupon applied successfully"');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("below a store's minimum order the cart says how much is missing, and checkout waits for it", async () => {
    const { stores } = (await (await fetch(`${BASE_URL}/api/v1/stores/get-stores/all?limit=50`)).json()) as {
      stores: { id: number; minimum_order: number }[];
    };
    const minimums = new Map(stores.filter((s) => s.minimum_order > 0).map((s) => [s.id, s.minimum_order]));
    const { products } = (await (await fetch(`${BASE_URL}/api/v1/items/latest?limit=100`)).json()) as {
      products: ApiItem[];
    };
    const item = products.find(
      (p) =>
        minimums.has(p.store_id) &&
        p.variations.length === 0 &&
        p.food_variations.length === 0 &&
        p.discount === 0 &&
        p.price < (minimums.get(p.store_id) ?? 0) &&
        p.stock * p.price >= (minimums.get(p.store_id) ?? 0),
    );
    assert.ok(item, 'the demo market has an item cheaper than its store’s minimum order');
    const minimum = minimums.get(item.store_id) ?? 0;
    const { page, errors } = await openPage(browser, VIEWPORTS.desktop);
    const cartOf = (quantity: number) =>
      page.evaluate((line) => localStorage.setItem('bazaar_cart', JSON.stringify({ v: 1, lines: [line] })), {
        item_id: item.id,
        quantity,
      });
    await page.goto('/about');
    await cartOf(1);
    await page.goto('/cart');
    const notice = page.getByTestId('group-minimum');
    await notice.waitFor();
    // Amounts come wrapped in direction isolates, with a no-break space after Rs: compare plain text.
    const text = ((await notice.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');
    const rupees = (n: number) => `Rs ${n.toLocaleString('en-US')}`;
    assert.ok(text.includes(`minimum order is ${rupees(minimum)}`), text);
    assert.ok(text.includes(`add ${rupees(minimum - item.price)} more`), `says what is missing: ${text}`);
    const proceed = page.getByTestId('proceed-to-checkout');
    assert.equal(await proceed.getAttribute('aria-disabled'), 'true');
    assert.equal(await proceed.getAttribute('href'), null, 'no way to checkout yet');
    await page.getByTestId('checkout-blocked').waitFor();
    // The header's drawer says the same: what is missing, why checkout waits, and rows that add up.
    await page.getByTestId('header-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByTestId('drawer-total').waitFor();
    await drawer.getByTestId('group-minimum').waitFor();
    await drawer.getByTestId('checkout-blocked').waitFor();
    for (const row of ['delivery', 'total'])
      assert.equal(
        await drawer.getByTestId(`drawer-${row}`).textContent(),
        await page.getByTestId(`summary-${row}`).textContent(),
        `the drawer's ${row} is the summary's`,
      );
    await page.keyboard.press('Escape');

    await cartOf(Math.ceil(minimum / item.price));
    await page.goto('/cart');
    await page.getByTestId('cart-group').waitFor();
    assert.equal(await page.getByTestId('group-minimum').count(), 0);
    assert.match((await proceed.getAttribute('href')) ?? '', /checkout/);
    assert.deepEqual(errors, []);
  });

  it('an empty cart says so and offers a way back; at 375 px the total and checkout stay in reach', async () => {
    const { page } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/cart');
    await page.getByTestId('empty-state').waitFor();
    await addToCart(page, items.cheap.slug);
    await page.goto('/cart');
    await page.getByTestId('cart-group').first().waitFor();
    await page.getByRole('link', { name: 'Proceed to checkout' }).last().waitFor();
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
  });
});
