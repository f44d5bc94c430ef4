import { WishListSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVOURITES } from '../../src/areas/favourites/repository';
import { items, stores, wishlistItems } from '../../src/db/schema';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { activeItems, add, favourites, remove, wishList } from './fixtures';

let t: TestApp;
let picked: Awaited<ReturnType<typeof activeItems>>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  picked = await activeItems(t.db, 3);
});
afterAll(() => t.close());

const envelope = (status: number, code: string, message: string) => ({
  status,
  body: { errors: [{ code, message }] },
});
const answer = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe('customer/wish-list: add, list, remove', () => {
  it('adds an item and a store with the spec’s messages, and lists them newest first with is_favorite', async () => {
    const a = await quickCustomer(t.db);
    const [first, second] = picked;
    expect(answer(await add(t, a.headers, `item_id=${first!.id}`))).toEqual({
      status: 200,
      body: { message: `${first!.name} added to favorite list.` },
    });
    expect((await add(t, a.headers, `item_id=${second!.id}`)).statusCode).toBe(200);
    expect((await add(t, a.headers, `store_id=${first!.storeId}`)).json()).toEqual({
      message: `${first!.storeName} added to favorite list.`,
    });

    const res = await wishList(t, a.headers);
    expect(res.statusCode, res.body).toBe(200);
    const list = WishListSchema.parse(res.json());
    expect(list.item.map((i) => i.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(list.item.every((i) => i.is_favorite)).toBe(true);
    expect(list.store).toHaveLength(1);
    expect(list.store[0]).toMatchObject({ id: first!.storeId, name: first!.storeName, is_favorite: true });
    // The catalogue's shapes: an item carries its store and prices, a store its schedule.
    expect(list.item[0]).toHaveProperty('store_slug');
    expect(list.store[0]).toHaveProperty('schedules');
  });

  it('answers in the caller’s language', async () => {
    const a = await quickCustomer(t.db);
    const res = await add(t, { ...a.headers, 'x-localization': 'ur' }, `item_id=${picked[0]!.id}`);
    expect(res.json()).toEqual({ message: `${picked[0]!.name} پسندیدہ فہرست میں شامل کر دیا گیا۔` });
  });

  it('answers 409 with the server message when the same item or store is added twice, and keeps one row', async () => {
    const a = await quickCustomer(t.db);
    const item = picked[0]!;
    await add(t, a.headers, `item_id=${item.id}`);
    await add(t, a.headers, `store_id=${item.storeId}`);
    expect(answer(await add(t, a.headers, `item_id=${item.id}`))).toEqual(
      envelope(409, 'conflict', 'Already in your favorite list'),
    );
    expect((await add(t, a.headers, `store_id=${item.storeId}`)).statusCode).toBe(409);
    expect(await favourites(t.db, a.id)).toEqual({ items: [item.id], stores: [item.storeId] });
  });

  it('removes with the spec’s message, then answers 404 for what is no longer there', async () => {
    const a = await quickCustomer(t.db);
    const item = picked[1]!;
    await add(t, a.headers, `item_id=${item.id}`);
    await add(t, a.headers, `store_id=${item.storeId}`);
    expect(answer(await remove(t, a.headers, `item_id=${item.id}`))).toEqual({
      status: 200,
      body: { message: `${item.name} removed from favorite list.` },
    });
    expect(answer(await remove(t, a.headers, `item_id=${item.id}`))).toEqual(
      envelope(404, 'item_id', 'Not in your favorite list'),
    );
    expect((await remove(t, a.headers, `store_id=${item.storeId}`)).json()).toEqual({
      message: `${item.storeName} removed from favorite list.`,
    });
    expect((await remove(t, a.headers, `store_id=${item.storeId}`)).statusCode).toBe(404);
    expect(await favourites(t.db, a.id)).toEqual({ items: [], stores: [] });
  });

  it('leaves hidden items off the list but still lets them be removed', async () => {
    const a = await quickCustomer(t.db);
    const item = picked[2]!;
    await add(t, a.headers, `item_id=${item.id}`);
    await t.db.update(items).set({ active: false }).where(eq(items.id, item.id));
    try {
      expect(WishListSchema.parse((await wishList(t, a.headers)).json()).item).toEqual([]);
      expect(answer(await add(t, (await quickCustomer(t.db)).headers, `item_id=${item.id}`))).toEqual(
        envelope(404, 'item_id', 'Item not found'),
      );
      expect((await remove(t, a.headers, `item_id=${item.id}`)).statusCode).toBe(200);
    } finally {
      await t.db.update(items).set({ active: true }).where(eq(items.id, item.id));
    }
  });

  it('refuses an unknown item or store with 404 and stores nothing', async () => {
    const a = await quickCustomer(t.db);
    expect(answer(await add(t, a.headers, 'item_id=2147483647'))).toEqual(
      envelope(404, 'item_id', 'Item not found'),
    );
    expect(answer(await add(t, a.headers, 'store_id=2147483647'))).toEqual(
      envelope(404, 'store_id', 'Store not found'),
    );
    expect(await favourites(t.db, a.id)).toEqual({ items: [], stores: [] });
  });

  it(`holds at most ${MAX_FAVOURITES} items: one more is refused with 403`, async () => {
    const a = await quickCustomer(t.db);
    const many = await t.db
      .select({ id: items.id })
      .from(items)
      .limit(MAX_FAVOURITES + 1);
    await t.db
      .insert(wishlistItems)
      .values(many.slice(0, MAX_FAVOURITES).map((i) => ({ userId: a.id, itemId: i.id })));
    const last = many[MAX_FAVOURITES]!;
    await t.db.update(items).set({ active: true }).where(eq(items.id, last.id));
    const [store] = await t.db.select({ storeId: items.storeId }).from(items).where(eq(items.id, last.id));
    await t.db.update(stores).set({ active: true }).where(eq(stores.id, store!.storeId));
    expect(answer(await add(t, a.headers, `item_id=${last.id}`))).toEqual(
      envelope(403, 'item_id', `Your favorite list can hold at most ${MAX_FAVOURITES} entries of each kind`),
    );
    expect((await favourites(t.db, a.id)).items).toHaveLength(MAX_FAVOURITES);
    // The answer stays bounded.
    expect(WishListSchema.parse((await wishList(t, a.headers)).json()).item.length).toBeLessThanOrEqual(
      MAX_FAVOURITES,
    );
  });
});

describe('customer/wish-list: another customer’s entries and bad input', () => {
  it('never shows or removes customer A’s favourites for customer B (404, A’s entry stays)', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    const item = picked[0]!;
    await add(t, a.headers, `item_id=${item.id}`);
    await add(t, a.headers, `store_id=${item.storeId}`);
    expect(WishListSchema.parse((await wishList(t, b.headers)).json())).toEqual({ item: [], store: [] });
    expect(answer(await remove(t, b.headers, `item_id=${item.id}`))).toEqual(
      envelope(404, 'item_id', 'Not in your favorite list'),
    );
    expect((await remove(t, b.headers, `store_id=${item.storeId}`)).statusCode).toBe(404);
    expect(await favourites(t.db, a.id)).toEqual({ items: [item.id], stores: [item.storeId] });
    // B adding the same item is B's own entry, not a conflict with A's.
    expect((await add(t, b.headers, `item_id=${item.id}`)).statusCode).toBe(200);
  });

  it('asks for a token (401) on every call', async () => {
    for (const res of [
      await wishList(t, {}),
      await add(t, {}, `item_id=${picked[0]!.id}`),
      await remove(t, {}, `item_id=${picked[0]!.id}`),
      await wishList(t, { authorization: 'Bearer not-a-live-token-at-all-000000' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('auth-001');
    }
  });

  it.each([
    ['neither id', '', 'item_id'],
    ['both ids', 'item_id=1&store_id=1', 'item_id'],
    ['a word for an id', 'item_id=abc', 'item_id'],
    ['a negative id', 'store_id=-4', 'store_id'],
    ['a fraction', 'item_id=1.5', 'item_id'],
    ['an id past the integer range', 'item_id=99999999999999', 'item_id'],
    ['a huge string', `item_id=${'9'.repeat(5000)}`, 'item_id'],
  ])('refuses %s with a 403 envelope and changes nothing', async (_, query, field) => {
    const a = await quickCustomer(t.db);
    for (const call of [add, remove]) {
      const res = await call(t, a.headers, query);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().errors[0].code).toBe(field);
    }
    expect(await favourites(t.db, a.id)).toEqual({ items: [], stores: [] });
  });

  it('says which to choose when neither or both are given', async () => {
    const a = await quickCustomer(t.db);
    expect(answer(await add(t, a.headers, 'item_id=1&store_id=1'))).toEqual(
      envelope(403, 'item_id', 'Choose either an item or a store'),
    );
  });

  it('refuses a 1 MB body with a 4xx envelope and changes nothing', async () => {
    const a = await quickCustomer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/wish-list/add?item_id=${picked[0]!.id}`,
      headers: { ...a.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    // The call takes its ids in the query: any body is refused before it is read (decision 220).
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ code: 'request', message: 'This call takes no request body' }]);
    expect(await favourites(t.db, a.id)).toEqual({ items: [], stores: [] });
  });
});
