import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items, stores, zones } from '../../src/db/schema';
import { LAHORE } from '../support/checkout';
import { pngBytes, SVG } from '../uploads/fixtures';
import { call, expectSellerOnly, formBody, type SellerStoreApp, sellerStoreApp } from './support';

// Issue 36, the seller's store: GET vendor/profile and PUT vendor/update-business-setup (decision 408).

let s: SellerStoreApp;
beforeAll(async () => {
  s = await sellerStoreApp();
});
afterAll(() => s.t.close());

const setup = (payload: object, locale?: string) =>
  call(s.t, '/vendor/update-business-setup', { method: 'PUT', token: s.tokens.seller, payload, locale });

async function setupForm(fields: Record<string, string>, files: Parameters<typeof formBody>[1]) {
  const body = await formBody(fields, files);
  return s.t.app.inject({
    method: 'PUT',
    url: '/api/v1/vendor/update-business-setup',
    headers: { authorization: `Bearer ${s.tokens.seller}`, ...body.headers },
    payload: body.payload,
  });
}

describe('GET vendor/profile', () => {
  it('is the seller and their own store, with its hours, commission and counts', async () => {
    const res = await call(s.t, '/vendor/profile', { token: s.tokens.seller });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ email: 'seller@bazaar.pk', role: 'seller' });
    expect(profile.store).toMatchObject({
      id: s.storeId,
      slug: 'jinnah-super-grocers',
      delivery_time: '30-60 min',
      minimum_delivery_time: 30,
      maximum_delivery_time: 60,
      delivery_time_type: 'minute',
      closed_until: null,
      // The market's default until the operator sets the store's own.
      commission: 10,
    });
    expect(profile.store.items_count).toBeGreaterThan(0);
    expect(profile.store.schedules.length).toBeGreaterThan(0);
    expect(profile.store.schedules[0]).toEqual({
      id: expect.any(Number),
      day: expect.any(Number),
      opening_time: expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      closing_time: expect.stringMatching(/^\d\d:\d\d:\d\d$/),
    });
  });

  it('refuses a customer (401) and a courier (403)', async () => {
    await expectSellerOnly(s, '/vendor/profile');
  });
});

describe('PUT vendor/update-business-setup', () => {
  it('changes what is sent and keeps the rest, in one audited write', async () => {
    const before = (await call(s.t, '/vendor/profile', { token: s.tokens.seller })).json().store;
    const res = await setup({
      name: 'Jinnah Super Grocers & Bakers',
      description: 'Fresh bread every morning.',
      translations: { ur: { name: 'جناح سپر گروسرز', description: 'ہر صبح تازہ روٹی۔' }, ar: { name: '' } },
      minimum_order: 600,
      maximum_delivery_time: 75,
      tax: 5,
      announcement: 'Closed on Eid day',
      free_delivery: 1,
      take_away: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { store, message } = res.json();
    expect(message).toBe('Store settings updated successfully');
    expect(store).toMatchObject({
      name: 'Jinnah Super Grocers & Bakers',
      slug: before.slug,
      description: 'Fresh bread every morning.',
      translations: { ur: { name: 'جناح سپر گروسرز', description: 'ہر صبح تازہ روٹی۔' } },
      minimum_order: 600,
      delivery_time: '30-75 min',
      tax: 5,
      announcement: 'Closed on Eid day',
      free_delivery: true,
      take_away: true,
      address: before.address,
      latitude: before.latitude,
      logo: before.logo,
    });
    const [audit] = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store'), eq(auditLog.action, 'store.settings')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorRole: 'seller', storeId: s.storeId, entityId: String(s.storeId) });
    expect(audit!.before).toMatchObject({ minimumOrder: before.minimum_order, deliveryTime: '30-60 min' });
    expect(audit!.after).toMatchObject({ minimumOrder: 600, deliveryTime: '30-75 min' });

    // An empty announcement clears it; nothing else moves.
    const cleared = (await setup({ announcement: '' })).json().store;
    expect(cleared).toMatchObject({ announcement: null, minimum_order: 600 });
  });

  it('shows the store page’s name and description in the shopper’s language', async () => {
    const url = `/stores/details/${s.storeId}`;
    const urdu = (await call(s.t, url, { locale: 'ur' })).json();
    expect(urdu).toMatchObject({ name: 'جناح سپر گروسرز', description: 'ہر صبح تازہ روٹی۔' });
    // No Arabic given: the English texts.
    const arabic = (await call(s.t, url, { locale: 'ar' })).json();
    expect(arabic).toMatchObject({
      name: 'Jinnah Super Grocers & Bakers',
      description: 'Fresh bread every morning.',
    });
    // The product page names its store the same way.
    const [item] = await s.t.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.storeId, s.storeId), eq(items.active, true)))
      .limit(1);
    const product = (await call(s.t, `/items/details/${item!.id}`, { locale: 'ur' })).json();
    expect(product.store.name).toBe('جناح سپر گروسرز');
  });

  it.each([
    [
      'the spec’s delivery time rule, against the kept minimum',
      { maximum_delivery_time: 20 },
      'maximum_delivery_time',
      'Maximum delivery time can not be smaller than minimum delivery time',
    ],
    ['an empty name', { name: ' ' }, 'name', 'Enter the store name'],
    ['VAT over 100', { tax: 150 }, 'tax', 'Enter a valid number'],
    [
      'a negative minimum order',
      { minimum_order: -5 },
      'minimum_order',
      'Minimum order must be a whole number of rupees, 0 or more',
    ],
    ['a point outside the store’s zone', LAHORE, 'latitude', 'The location must be inside the chosen zone'],
    ['a zone that is not there', { zone_id: 99_999 }, 'zone_id', 'Select a valid option'],
  ])('refuses %s under its field, writing nothing', async (_name, payload, code, message) => {
    const before = (await call(s.t, '/vendor/profile', { token: s.tokens.seller })).json().store;
    const res = await setup(payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toContainEqual({ code, message });
    expect((await call(s.t, '/vendor/profile', { token: s.tokens.seller })).json().store).toEqual(before);
  });

  it('says what is wrong in the request’s language, under the field', async () => {
    const res = await setup({ minimum_delivery_time: 90, maximum_delivery_time: 45 }, 'ur');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      {
        code: 'maximum_delivery_time',
        message: 'زیادہ سے زیادہ ڈیلیوری کا وقت کم از کم ڈیلیوری کے وقت سے کم نہیں ہو سکتا',
      },
    ]);
  });

  it('moves the map point within the zone', async () => {
    const [store] = await s.t.db.select().from(stores).where(eq(stores.id, s.storeId));
    const [zone] = await s.t.db.select().from(zones).where(eq(zones.id, store!.zoneId!));
    expect(zone).toBeTruthy();
    const res = await setup({ latitude: store!.latitude, longitude: store!.longitude! + 0.001 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().store.longitude).toBeCloseTo(store!.longitude! + 0.001, 6);
  });

  it('takes a new logo and cover as a form, re-encoded; refuses an SVG with a script and an oversize file', async () => {
    const png = await pngBytes(48);
    const ok = await setupForm({ address: 'Jinnah Super Market, F-7, Islamabad' }, [
      { field: 'logo', data: png, type: 'image/png', name: 'logo.png' },
      { field: 'cover_photo', data: png, type: 'image/png', name: 'cover.png' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const { logo, cover_photo, address } = ok.json().store;
    expect(address).toBe('Jinnah Super Market, F-7, Islamabad');
    expect(logo).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await readdir(path.join(s.t.dataDir, 'uploads', 'store'))).toContain(logo);
    expect(await readdir(path.join(s.t.dataDir, 'uploads', 'store', 'cover'))).toContain(cover_photo);
    expect((await s.t.app.inject({ url: `/storage/store/cover/${cover_photo}?w=320` })).statusCode).toBe(200);

    const svg = await setupForm({}, [{ field: 'logo', data: SVG, type: 'image/png', name: 'logo.png' }]);
    expect(svg.statusCode).toBe(403);
    expect(svg.json().errors).toEqual([{ code: 'logo', message: 'Only image files are allowed' }]);
    const big = await setupForm({}, [
      { field: 'cover_photo', data: new Uint8Array(2 * 1024 * 1024 + 1), type: 'image/png', name: 'c.png' },
    ]);
    expect(big.statusCode).toBe(403);
    expect(big.json().errors).toEqual([{ code: 'cover_photo', message: 'Each image must be at most 2 MB' }]);
    // The refused forms left the store's pictures as they were.
    expect((await call(s.t, '/vendor/profile', { token: s.tokens.seller })).json().store).toMatchObject({
      logo,
      cover_photo,
    });
  });

  it('refuses a customer (401) and a courier (403)', async () => {
    await expectSellerOnly(s, '/vendor/update-business-setup', 'PUT');
  });
});
