import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { hydrated, launch, openPage, VIEWPORTS } from '../support/browser';
import { everyConsolePage, SELLER, signInContext } from '../support/console';
import { apiCall, assertAccessible, staffToken } from '../support/shop';

type Category = { id: number; leaf: boolean; childes: Category[] };
type SellerItem = {
  id: number;
  price: number;
  stock: number;
  image: string | null;
  images: string[];
  variations: { type: string; price: number; stock: number }[];
};

/** The first category of the tree that takes items (a leaf). */
async function leafCategory(token: string): Promise<number> {
  const { categories } = await apiCall<{ categories: Category[] }>(token, '/vendor/categories');
  const find = (nodes: Category[]): Category | undefined =>
    nodes.map((n) => (n.leaf ? n : find(n.childes))).find(Boolean);
  const leaf = find(categories);
  assert.ok(leaf, 'the market has a leaf category');
  return leaf.id;
}

const png = (background: string) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background } })
    .png()
    .toBuffer();

describe('seller items: the editor with variations and pictures, the grid, the import, every page', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let token: string;
  let categoryId: number;

  before(async () => {
    ({ browser, close } = await launch());
    token = await staffToken('seller');
    categoryId = await leafCategory(token);
  });
  after(() => close());

  it('a seller adds an item with 2 × 2 variations and two pictures, changes its price in the grid (shoppers see it) and a stock that changed meanwhile is asked again', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await signInContext(context, SELLER);
    const name = `Lawn Kurta ${randomBytes(3).toString('hex')}`;
    await page.goto('/seller/items/new');
    await page.getByTestId('item-form').waitFor();
    await hydrated(page);

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category').selectOption(String(categoryId));
    await page.getByTestId('item-price').fill('2500');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option 1', { exact: true }).fill('Size');
    await page.getByLabel('Values of option 1').fill('S, M');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option 2', { exact: true }).fill('Colour');
    await page.getByLabel('Values of option 2').fill('Red, Blue');
    const types = ['S-Red', 'S-Blue', 'M-Red', 'M-Blue'];
    await page.locator('[data-testid="variation-row"][data-type="M-Blue"]').waitFor();
    assert.deepEqual(
      await page
        .getByTestId('variation-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type'))),
      types,
    );
    for (const [i, type] of types.entries()) {
      await page.getByLabel(`Price of ${type}`).fill(String(2500 + i * 100));
      await page.getByLabel(`Stock of ${type}`).fill(String(5 + i));
    }
    await page.getByLabel('Add pictures').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await png('#047857') },
      { name: 'back.png', mimeType: 'image/png', buffer: await png('#f59e0b') },
    ]);
    await page.getByRole('img', { name: 'Picture 2' }).waitFor();
    await assertAccessible(page, 'the item editor with variations and pictures');
    await page.getByRole('button', { name: 'Save item' }).click();
    await page.waitForURL((u) => /^\/seller\/items\/\d+$/.test(u.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const saved = await apiCall<SellerItem>(token, `/vendor/item/details/${id}`);
    assert.deepEqual(
      saved.variations.map((v) => [v.type, v.price, v.stock]),
      types.map((type, i) => [type, 2500 + i * 100, 5 + i]),
    );
    assert.equal(saved.stock, 5 + 6 + 7 + 8, 'the item keeps the sum of its combinations');
    assert.ok(saved.image && saved.images.length === 1, 'two pictures, the first the main one');

    // The grid finds it; its price changes in its cell.
    await page.goto(`/seller/items?search=${encodeURIComponent(name)}`);
    await page.getByTestId(`item-link-${id}`).waitFor();
    await page.getByTestId(`price-${id}`).click();
    await page.getByTestId(`price-${id}-input`).fill('2300');
    await page.getByTestId(`price-${id}-save`).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: `Price of ${name} saved` })
      .waitFor();
    await page.getByTestId(`price-${id}`).filter({ hasText: '2,300' }).waitFor();
    const shopper = await apiCall<{ price: number; variations: { type: string; price: number }[] }>(
      null,
      `/items/details/${id}`,
    );
    assert.equal(shopper.price, 2300, "the shopper's API shows the new price");

    // A stock edited in its cell while a sale took units is refused with the stock as it is now, then
    // saved when the seller confirms (the stock is put back as it was, for the other journeys).
    const { items } = await apiCall<{ items: { id: number; stock: number; variations_count: number }[] }>(
      token,
      '/vendor/item/list?sort=stock&order=desc&limit=20',
    );
    const plain = items.find((i) => i.variations_count === 0);
    assert.ok(plain, 'the store has an item without combinations');
    await page.goto(`/seller/items?search=${plain.id}`);
    await page.getByTestId(`stock-${plain.id}`).click();
    await page.getByTestId(`stock-${plain.id}-input`).fill(String(plain.stock));
    await apiCall(token, '/vendor/item/stock-update', {
      method: 'PUT',
      body: { id: plain.id, stock: plain.stock - 1 },
    });
    await page.getByTestId(`stock-${plain.id}-save`).click();
    await page
      .getByTestId(`stock-${plain.id}-error`)
      .filter({ hasText: `changed to ${plain.stock - 1}` })
      .waitFor();
    await page.getByTestId(`stock-${plain.id}-save`).click();
    await page
      .getByTestId(`stock-${plain.id}`)
      .filter({ hasText: String(plain.stock) })
      .waitFor();
    const restocked = await apiCall<SellerItem>(token, `/vendor/item/details/${plain.id}`);
    assert.equal(restocked.stock, plain.stock);
    // The browser reports the refused compare-and-set itself; nothing else may have gone wrong.
    assert.deepEqual(errors, [
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await context.close();
  });

  it('an import is checked first and shows each bad row by row and column', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await signInContext(context, SELLER);
    await page.goto('/seller/items/import');
    await page.getByTestId('import-page').waitFor();
    await hydrated(page);
    const csv = `name,category_id,price\nSindhi Ajrak,${categoryId},1500\nMultani Khussa,${categoryId},cheap\n`;
    await page.getByLabel('Choose a CSV file').setInputFiles({
      name: 'items.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const problem = page.getByTestId('import-problem').first();
    await problem.waitFor();
    assert.deepEqual(
      (await problem.locator('td').allTextContents()).slice(0, 2),
      ['3', 'price'],
      'row 3 (the header is row 1), column price',
    );
    await assertAccessible(page, 'the import with a refused row');
    // The browser reports the refused dry run itself; nothing else may have gone wrong.
    assert.deepEqual(errors, [
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    await context.close();
  });

  everyConsolePage(
    () => browser,
    [
      { name: 'seller-items', path: '/seller/items', who: SELLER, ready: 'data-grid' },
      { name: 'seller-item-editor', path: '/seller/items/new', who: SELLER, ready: 'item-form' },
      { name: 'seller-items-import', path: '/seller/items/import', who: SELLER, ready: 'import-page' },
      { name: 'seller-addons', path: '/seller/addons', who: SELLER, ready: 'addons-page' },
    ],
  );
});
