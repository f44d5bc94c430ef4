import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items, orderDetails, settings } from '../../src/db/schema';
import { OTHER_SELLER, SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { bearer } from '../support/accounts';
import { quickCustomer } from '../support/checkout';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { categoryChoices, courierToken, fieldsOf, send } from './seller-items-support';

// Issue 36, item 4: switching off, deleting, stock (an item's or one combination's), the low-stock
// list, the items grid, and what shoppers see on their next read.

describe('a seller’s items: on and off, deleted, stock, lists', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let storeId: number;
  let leaf: number;
  let kettle: number;
  let shoes: number;

  const create = async (fields: Record<string, unknown>) => {
    const res = await send(t, 'POST', '/api/v1/vendor/item/store', token, { category_id: leaf, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().item.id as number;
  };
  const get = (url: string, who = token) => t.app.inject({ url, headers: bearer(who) });
  const search = async (name: string) => {
    const res = await t.app.inject({ url: `/api/v1/items/search?name=${encodeURIComponent(name)}&limit=50` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().products as { id: number; price: number }[];
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [token, other] = await Promise.all([staffToken(t, SELLER), staffToken(t, OTHER_SELLER)]);
    storeId = await storeIdOf(t.db, SELLER.slug);
    leaf = (await categoryChoices(t, token)).leaf.id;
    kettle = await create({ name: 'Zephyrine Electric Kettle', price: 4200, stock: 12 });
    shoes = await create({
      name: 'Zephyrine Peshawari Chappal',
      price: 3000,
      choice_options: [{ title: 'Size', options: ['40', '41', '42'] }],
      variations: [
        { type: '40', price: 3000, stock: 2 },
        { type: '41', price: 3000, stock: 30 },
        { type: '42', price: 3100, stock: 0 },
      ],
    });
  });
  afterAll(() => t.close());

  it('a price change is on the next read of the product and of search; switched off, search no longer finds it', async () => {
    // Read first, so the answers are cached (decision 209) and the change has to drop them.
    expect((await t.app.inject({ url: `/api/v1/items/details/${kettle}` })).json().price).toBe(4200);
    expect((await search('zephyrine kettle')).find((p) => p.id === kettle)?.price).toBe(4200);

    const changed = await send(t, 'PUT', `/api/v1/vendor/item/update/${kettle}`, token, { price: 3900 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/items/details/${kettle}` })).json().price).toBe(3900);
    expect((await search('zephyrine kettle')).find((p) => p.id === kettle)?.price).toBe(3900);

    const off = await send(t, 'PUT', '/api/v1/vendor/item/status', token, { id: kettle, status: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Item status updated successfully',
      item: { active: false },
    });
    expect((await search('zephyrine kettle')).map((p) => p.id)).not.toContain(kettle);
    expect((await t.app.inject({ url: `/api/v1/items/details/${kettle}` })).statusCode).toBe(404);

    await send(t, 'PUT', '/api/v1/vendor/item/status', token, { id: kettle, status: '1' });
    expect((await search('zephyrine kettle')).map((p) => p.id)).toContain(kettle);
    const audits = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(kettle)), eq(auditLog.action, 'item.status')));
    expect(audits.map((a) => a.after)).toEqual([{ active: false }, { active: true }]);
  });

  it('sets the item’s stock, or one combination’s, and never writes over an order that took units meanwhile', async () => {
    const set = (body: Record<string, unknown>) =>
      send(t, 'PUT', '/api/v1/vendor/item/stock-update', token, body);
    const plain = await set({ id: kettle, stock: 7 });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({
      message: 'Stock updated successfully',
      id: kettle,
      variation_type: null,
      stock: 7,
      item_stock: 7,
    });
    const size42 = await set({ id: shoes, variation_type: '42', stock: 5 });
    expect(size42.json()).toMatchObject({ variation_type: '42', stock: 5, item_stock: 37 });

    // The seller saw 7; an order took 2 since.
    const customer = await quickCustomer(t.db);
    await insertOrder(t.db, { userId: customer.id, lines: [{ itemId: kettle, quantity: 2 }] });
    const stale = await set({ id: kettle, stock: 10, previous_stock: 7 });
    expect(stale.statusCode).toBe(409);
    expect(fieldsOf(stale.body)).toEqual({
      stock: 'The stock changed to 5 meanwhile. Check it and try again',
    });
    expect((await set({ id: kettle, stock: 10, previous_stock: 5 })).statusCode).toBe(200);

    expect(fieldsOf((await set({ id: shoes, stock: 5 })).body)).toEqual({
      variation_type: 'Choose the combination whose stock changes',
    });
    expect(fieldsOf((await set({ id: shoes, variation_type: '45', stock: 5 })).body)).toEqual({
      variation_type: 'This item has no combination 45',
    });
    expect(fieldsOf((await set({ id: kettle, stock: -1 })).body)).toEqual({
      stock: 'Stock must be a whole number, 0 or more',
    });
    expect(
      (await send(t, 'PUT', '/api/v1/vendor/item/stock-update', other, { id: kettle, stock: 1 })).statusCode,
    ).toBe(404);
  });

  it('lists low stock at or under the market’s threshold, the low combinations named', async () => {
    const low = await get('/api/v1/vendor/item/stock-limit-list?limit=100');
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json().low_stock_threshold).toBe(10);
    const shoesRow = low.json().items.find((i: { id: number }) => i.id === shoes);
    expect(shoesRow).toEqual({
      id: shoes,
      name: 'Zephyrine Peshawari Chappal',
      image: null,
      stock: 37,
      active: true,
      variations: [
        { type: '40', stock: 2 },
        { type: '42', stock: 5 },
      ],
    });
    // The kettle's 10 is at the threshold: low too.
    expect(low.json().items.find((i: { id: number }) => i.id === kettle)).toMatchObject({
      stock: 10,
      variations: [],
    });
  });

  it('the threshold is the market’s setting when the operator set one', async () => {
    await t.db.insert(settings).values({ key: 'low_stock_threshold', value: '3' });
    const low = await get('/api/v1/vendor/item/stock-limit-list?limit=100');
    expect(low.json().low_stock_threshold).toBe(3);
    expect(low.json().items.find((i: { id: number }) => i.id === shoes).variations).toEqual([
      { type: '40', stock: 2 },
    ]);
    await t.db.delete(settings).where(eq(settings.key, 'low_stock_threshold'));
  });

  it('the grid pages, sorts and filters on the server', async () => {
    const list = async (query: string) => {
      const res = await get(`/api/v1/vendor/item/list?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list('limit=5&sort=name&order=asc');
    expect(all.total_size).toBeGreaterThan(5);
    expect(all.items).toHaveLength(5);
    const names = all.items.map((i: { name: string }) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await list('limit=5&offset=2&sort=name&order=asc');
    expect(second.items[0].name.toLowerCase() >= names[4]).toBe(true);

    const found = await list('search=zephyrine&sort=price&order=desc');
    expect(found.items.map((i: { id: number }) => i.id)).toEqual([kettle, shoes]);
    expect(found.items[1]).toMatchObject({ stock: 37, variations_count: 3, low_stock: true });
    expect((await list(`search=${kettle}`)).items.map((i: { id: number }) => i.id)).toEqual([kettle]);
    // The kettle has 10 (at the threshold), the chappal a size with 2.
    expect(
      (await list('search=zephyrine&stock=low&sort=name&order=asc')).items.map((i: { id: number }) => i.id),
    ).toEqual([kettle, shoes]);
    expect((await list('search=zephyrine&stock=out')).items).toEqual([]);
    await send(t, 'PUT', '/api/v1/vendor/item/status', token, { id: shoes, status: 0 });
    expect((await list('search=zephyrine&status=inactive')).items.map((i: { id: number }) => i.id)).toEqual([
      shoes,
    ]);
    expect(
      (await list(`search=zephyrine&category_id=${leaf}&status=active`)).items.map(
        (i: { id: number }) => i.id,
      ),
    ).toEqual([kettle]);
    const byStock = await list('sort=stock&order=asc&limit=100');
    const stocks = byStock.items.map((i: { stock: number }) => i.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(fieldsOf((await get('/api/v1/vendor/item/list?sort=colour')).body)).toHaveProperty('sort');
    // Another store's grid holds none of this store's items.
    const theirs = await get('/api/v1/vendor/item/list?search=zephyrine', other);
    expect(theirs.json().total_size).toBe(0);
  });

  it('deletes softly: the item leaves the store and the seller’s lists, its orders keep it', async () => {
    const customer = await quickCustomer(t.db);
    const order = await insertOrder(t.db, { userId: customer.id, lines: [{ itemId: kettle, quantity: 1 }] });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/vendor/item/delete/${kettle}`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor/item/delete/${kettle}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Item deleted successfully' });
    const [row] = await t.db.select().from(items).where(eq(items.id, kettle));
    expect(row).toMatchObject({ active: false });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const lines = await t.db.select().from(orderDetails).where(eq(orderDetails.orderId, order.orderId));
    expect(lines.map((l) => l.itemId)).toEqual([kettle]);
    expect((await get(`/api/v1/vendor/item/details/${kettle}`)).statusCode).toBe(404);
    expect(
      (await send(t, 'PUT', '/api/v1/vendor/item/status', token, { id: kettle, status: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await get('/api/v1/vendor/item/list?search=zephyrine')).json().items.map((i: { id: number }) => i.id),
    ).toEqual([shoes]);
    expect((await search('zephyrine kettle')).map((p) => p.id)).not.toContain(kettle);
  });

  it('the category tree marks its leaves, in the request’s language; staff of other roles and customers are kept out', async () => {
    const ur = await t.app.inject({
      url: '/api/v1/vendor/categories',
      headers: { ...bearer(token), 'x-localization': 'ur' },
    });
    const tops = ur.json().categories;
    expect(tops.length).toBeGreaterThan(3);
    expect(
      tops.every((c: { leaf: boolean; childes: unknown[] }) => c.leaf === (c.childes.length === 0)),
    ).toBe(true);
    expect(tops.some((c: { name: string }) => /[\u0600-\u06ff]/.test(c.name))).toBe(true);
    const customer = await quickCustomer(t.db);
    const courier = await courierToken(t);
    for (const url of [
      '/api/v1/vendor/categories',
      '/api/v1/vendor/item/list',
      '/api/v1/vendor/item/stock-limit-list',
    ]) {
      expect((await get(url, customer.token)).statusCode).toBe(401);
      expect((await get(url, courier)).statusCode).toBe(403);
    }
    expect(storeId).toBeGreaterThan(0);
  });
});
