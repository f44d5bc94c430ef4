import { nextPakistanMidnight, pakistanDateTime } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeItem } from '../staff/staff-support';
import { alwaysOpen, orderBody, place, quickCustomer, stockUp } from '../support/checkout';
import { call, expectSellerOnly, type SellerStoreApp, sellerStoreApp } from './support';

// Issue 36, item 8 of the seller's store: what a seller changes (name, hours, announcement, the closed
// switch) shows on the next read of the store page, the store lists, store search, the product page
// and checkout — kept answers included (decision 209: the stores and store_schedules triggers).

let s: SellerStoreApp;
let itemId: number;
beforeAll(async () => {
  s = await sellerStoreApp();
  // Open all day every day, so nothing here depends on the clock.
  await alwaysOpen(s.t.db, s.storeId);
  const item = await storeItem(s.t.db, s.storeId);
  await stockUp(s.t.db, [{ id: item.id, storeId: s.storeId }], 50);
  itemId = item.id;
  // Those writes were made outside the API: their notices reach the cache before the reads below.
  await s.t.app.changes.fence();
});
afterAll(() => s.t.close());

const seller = (url: string, method: 'PUT' | 'POST', payload: object, locale?: string) =>
  call(s.t, url, { method, token: s.tokens.seller, payload, locale });
const closeSwitch = (payload: object, locale?: string) =>
  seller('/vendor/update-active-status', 'PUT', payload, locale);

/** The store as each public answer shows it: its page, the store list, store search, the product page. */
async function shown(search: string) {
  const [page, list, found, product] = await Promise.all([
    call(s.t, `/stores/details/${s.storeId}`),
    call(s.t, '/stores/get-stores/all?limit=100'),
    call(s.t, `/stores/search?name=${encodeURIComponent(search)}`),
    call(s.t, `/items/details/${itemId}`),
  ]);
  const find = (r: typeof list) => r.json().stores.find((x: { id: number }) => x.id === s.storeId);
  return {
    page: page.json(),
    list: find(list),
    search: find(found),
    product: product.json().store,
    cached: [page, list, found, product].map((r) => r.headers['x-cache'] ?? 'miss'),
  };
}

describe('the next read after a seller’s change', () => {
  it('is served from memory until then (the reads below are not fresh by accident)', async () => {
    await shown('Jinnah');
    expect((await shown('Jinnah')).cached).toEqual(['hit', 'hit', 'hit', 'hit']);
  });

  it('a new name: on the store page, in the store list and in store search', async () => {
    const res = await seller('/vendor/update-business-setup', 'PUT', { name: 'Jinnah Kiryana Markaz' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await shown('Kiryana');
    expect(after.page.name).toBe('Jinnah Kiryana Markaz');
    expect(after.list?.name).toBe('Jinnah Kiryana Markaz');
    expect(after.search?.name).toBe('Jinnah Kiryana Markaz');
  });

  it('an announcement on the store page', async () => {
    await shown('Kiryana');
    await seller('/vendor/update-business-setup', 'PUT', { announcement: 'Deliveries resume after Eid' });
    expect((await shown('Kiryana')).page.announcement).toBe('Deliveries resume after Eid');
  });

  it('new hours on the store page and in the list', async () => {
    const allDay = (day: number) => ({ day, opening_time: '00:00', closing_time: '00:00' });
    const res = await seller('/vendor/schedule', 'PUT', { schedules: [1, 2, 3, 4, 5, 6].map(allDay) });
    expect(res.statusCode, res.body).toBe(200);
    const after = await shown('Kiryana');
    expect(after.page.schedules).toHaveLength(6);
    expect(after.list.schedules).toHaveLength(6);
    await seller('/vendor/schedule', 'PUT', { schedules: [0, 1, 2, 3, 4, 5, 6].map(allDay) });
  });
});

describe('PUT vendor/update-active-status: closed today / until', () => {
  it('closes the store for the rest of today everywhere shoppers look, and checkout refuses it', async () => {
    const customer = await quickCustomer(s.t.db);
    const { body } = await orderBody(s.t.db, [{ item_id: itemId, quantity: 1 }]);
    expect((await shown('Kiryana')).page.open).toBe(1);

    const before = Date.now();
    const res = await closeSwitch({ closed: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const endOfToday = new Date(nextPakistanMidnight(before)).toISOString();
    expect(res.json()).toEqual({
      message: `The store is closed until ${pakistanDateTime(nextPakistanMidnight(before))}`,
      open: 0,
      closed_until: endOfToday,
    });

    const after = await shown('Kiryana');
    expect(after.page).toMatchObject({ open: 0, closed_until: endOfToday });
    expect(after.list.open).toBe(0);
    expect(after.search.open).toBe(0);
    expect(after.product.open).toBe(0);
    const refused = await place(s.t, customer.headers, body);
    expect(refused.statusCode).toBe(406);
    expect(refused.json().errors).toEqual([{ code: 'store', message: 'Store is closed now' }]);

    // Opened again: open at once, and the order goes through.
    const reopened = await closeSwitch({ closed: 0 });
    expect(reopened.json()).toEqual({ message: 'The store is open again', open: 1, closed_until: null });
    const again = await shown('Kiryana');
    expect([again.page.open, again.list.open, again.search.open, again.product.open]).toEqual([1, 1, 1, 1]);
    expect(again.page.closed_until).toBeNull();
    expect((await place(s.t, customer.headers, body)).statusCode).toBe(200);
  });

  it('closes until a chosen moment, read as Pakistan time when it has no offset', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    const wall = new Date(later.getTime() + 5 * 3_600_000).toISOString().slice(0, 16);
    const res = await closeSwitch({ closed: '1', closed_until: wall });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().closed_until).toBe(new Date(`${wall}:00+05:00`).toISOString());
    expect(res.json().message).toBe(`The store is closed until ${wall.replace('T', ' ')}`);
    await closeSwitch({ closed: 0 });
  });

  it.each([
    [
      'a moment that is not one',
      { closed: 1, closed_until: 'next week' },
      'en',
      'Enter a date and time, e.g. 2026-12-01T18:00:00+05:00',
    ],
    [
      'a moment past',
      { closed: 1, closed_until: '2020-01-01T10:00:00Z' },
      'sp',
      'Elige un momento en el futuro',
    ],
    [
      'too far ahead',
      { closed: 1, closed_until: '2099-01-01T10:00:00Z' },
      'en',
      'A store can be closed for at most 90 days at a time',
    ],
    ['no switch', { closed_until: '2099-01-01T10:00:00Z' }, 'ur', 'ہاں کے لیے 1 اور نہیں کے لیے 0 چنیں'],
  ])('refuses %s under its field, in the request’s language', async (_name, payload, locale, message) => {
    const res = await closeSwitch(payload, locale);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ code: 'closed' in payload ? 'closed_until' : 'closed', message }]);
    expect((await shown('Kiryana')).page.open).toBe(1);
  });

  it('refuses a customer (401) and a courier (403)', async () => {
    await expectSellerOnly(s, '/vendor/update-active-status', 'PUT');
  });
});
