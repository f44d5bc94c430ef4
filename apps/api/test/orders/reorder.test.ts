import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemCampaigns, items, itemVariations, stores } from '../../src/db/schema';
import { insertOrder, itemsWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import { ordersTestApp, post, shopper } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await ordersTestApp();
});
afterAll(() => t.close());

const reorder = (token: string, orderId: number) =>
  post(t, token, '/customer/order/reorder', { order_id: orderId });

/** A seeded campaign whose item has stock and is not among `avoid`. */
async function campaignWithStock(avoid: number[]) {
  const rows = await t.db
    .select({ id: itemCampaigns.id, itemId: itemCampaigns.itemId })
    .from(itemCampaigns)
    .innerJoin(items, eq(items.id, itemCampaigns.itemId))
    .where(and(isNotNull(itemCampaigns.itemId), gte(items.stock, 1)));
  const campaign = rows.find((r) => r.itemId !== null && !avoid.includes(r.itemId));
  expect(campaign).toBeDefined();
  return { id: campaign!.id, itemId: campaign!.itemId! };
}

/** A seeded variation of an active item in an active store, with stock. */
async function variationWithStock(minStock: number) {
  const [row] = await t.db
    .select({ id: itemVariations.id, itemId: itemVariations.itemId, type: itemVariations.type })
    .from(itemVariations)
    .innerJoin(items, eq(items.id, itemVariations.itemId))
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(gte(itemVariations.stock, minStock), eq(items.active, true), eq(stores.active, true)))
    .limit(1);
  expect(row).toBeDefined();
  return row!;
}

describe('customer/order/reorder', () => {
  it('answers the lines that can go back in the cart, and says why the others cannot', async () => {
    const a = await shopper(t);
    const [ok, gone, soldOut, scarce] = await itemsWithStock(t.db, 10, 4);
    const campaign = await campaignWithStock([ok!.id, gone!.id, soldOut!.id, scarce!.id]);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      status: 'delivered',
      lines: [
        { itemId: ok!.id, quantity: 2, price: 250 },
        { itemId: campaign.itemId, quantity: 1, itemCampaignId: campaign.id },
        { itemId: gone!.id, quantity: 1 },
        { itemId: soldOut!.id, quantity: 1 },
        { itemId: scarce!.id, quantity: 5 },
      ],
    });
    await t.db.update(items).set({ active: false }).where(eq(items.id, gone!.id));
    await t.db.update(items).set({ stock: 0 }).where(eq(items.id, soldOut!.id));
    await t.db.update(items).set({ stock: 2 }).where(eq(items.id, scarce!.id));

    const res = await reorder(a.token, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      cart: [
        { item_id: ok!.id, quantity: 2, price: 250 },
        { item_id: scarce!.id, quantity: 2, price: scarce!.price },
      ],
      skipped: [
        { item_id: campaign.itemId, code: 'campaign_item', message: 'Campaign item can not be reordered' },
        { item_id: gone!.id, code: 'item_unavailable', message: 'This item is no longer available' },
        { item_id: soldOut!.id, code: 'out_of_stock', message: 'Out of stock' },
      ],
      adjusted: [
        { item_id: scarce!.id, code: 'quantity_lowered', message: '2 quantity available in stock.' },
      ],
    });
  });

  it('keeps a variation still sold and skips one no longer sold', async () => {
    const a = await shopper(t);
    const variation = await variationWithStock(3);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      lines: [{ itemId: variation.itemId, variationId: variation.id, quantity: 1 }],
    });
    const kept = (await reorder(a.token, orderId)).json();
    expect(kept.cart).toEqual([
      expect.objectContaining({ item_id: variation.itemId, variant: variation.type, quantity: 1 }),
    ]);
    expect(kept.skipped).toEqual([]);

    await t.db
      .update(itemVariations)
      .set({ type: `${variation.type}-retired` })
      .where(eq(itemVariations.id, variation.id));
    const retired = (await reorder(a.token, orderId)).json();
    expect(retired.cart).toEqual([]);
    expect(retired.skipped).toEqual([
      {
        item_id: variation.itemId,
        code: 'variation_unavailable',
        message: 'The selected variation is not available',
      },
    ]);
  });

  it('shares one stock row between lines of the same item', async () => {
    const a = await shopper(t);
    const [item] = await itemsWithStock(t.db, 10, 1);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      lines: [
        { itemId: item!.id, quantity: 3 },
        { itemId: item!.id, quantity: 3 },
      ],
    });
    await t.db.update(items).set({ stock: 4 }).where(eq(items.id, item!.id));
    const body = (await reorder(a.token, orderId)).json();
    expect(body.cart.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    expect(body.adjusted).toEqual([
      { item_id: item!.id, code: 'quantity_lowered', message: '1 quantity available in stock.' },
    ]);
  });

  it('answers 404 for a missing order and 403 for a bad body', async () => {
    const a = await shopper(t);
    expect((await reorder(a.token, 99_999_999)).statusCode).toBe(404);
    const bad = await post(t, a.token, '/customer/order/reorder', { order_id: 'x' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().errors[0].code).toBe('order_id');
  });
});
