import { AddressListSchema, AddressSavedSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../../src/areas/addresses/repository';
import { addresses, zones } from '../../src/db/schema';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let lahore: number;
let karachi: number;

/** A square zone of ±0.5° around a point, as [lng, lat] corners. */
const square = (lat: number, lng: number): [number, number][] => [
  [lng - 0.5, lat - 0.5],
  [lng + 0.5, lat - 0.5],
  [lng + 0.5, lat + 0.5],
  [lng - 0.5, lat + 0.5],
];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(zones)
    .values([
      { name: 'Lahore', coordinates: square(31.52, 74.35) },
      { name: 'Karachi', coordinates: square(24.86, 67.0) },
      { name: 'Quetta (closed)', coordinates: square(30.18, 66.99), active: false },
    ])
    .returning({ id: zones.id });
  lahore = rows[0]!.id;
  karachi = rows[1]!.id;
});
afterAll(() => t.close());

const HOME = {
  contact_person_name: 'Ayesha Khan',
  contact_person_number: '03001234567',
  address_type: 'home',
  address: 'House 12, Street 4, Gulberg III',
  road: '4',
  house: '12',
  floor: '2',
  latitude: 31.52,
  longitude: 74.35,
};
const OFFICE = {
  ...HOME,
  address_type: 'office',
  address: 'Plot 7, Shahrah-e-Faisal',
  road: undefined,
  house: undefined,
  floor: undefined,
  latitude: 24.86,
  longitude: 67.0,
};

type Headers = Record<string, string>;
const addAddress = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer/address/add', headers, payload: payload as object });
const update = (headers: Headers, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/customer/address/update/${id}`,
    headers,
    payload: payload as object,
  });
const remove = (headers: Headers, query: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/customer/address/delete?${query}`, headers });
const list = async (headers: Headers, query = '') => {
  const res = await t.app.inject({ url: `/api/v1/customer/address/list${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return AddressListSchema.parse(res.json());
};
const rowsOf = (userId: number) => t.db.select().from(addresses).where(eq(addresses.userId, userId));

async function saved(headers: Headers, payload: unknown) {
  const res = await addAddress(headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  return AddressSavedSchema.parse(res.json()).address;
}

describe('customer/address: list, add, update, delete', () => {
  it('saves an address with the zone its point lies in, and lists it', async () => {
    const who = await quickCustomer(t.db);
    const res = await addAddress(who.headers, HOME);
    expect(res.statusCode, res.body).toBe(200);
    const answer = AddressSavedSchema.parse(res.json());
    expect(answer.message).toBe('Successfully added!');
    expect(answer.address).toMatchObject({ ...HOME, zone_id: lahore });
    const page = await list(who.headers);
    expect(page).toMatchObject({ total_size: 1, limit: 20, offset: 1 });
    expect(page.addresses).toEqual([answer.address]);
  });

  it('lists newest first and pages with limit and offset', async () => {
    const who = await quickCustomer(t.db);
    const first = await saved(who.headers, HOME);
    const second = await saved(who.headers, OFFICE);
    expect((await list(who.headers)).addresses.map((a) => a.id)).toEqual([second.id, first.id]);
    const page2 = await list(who.headers, '?limit=1&offset=2');
    expect(page2).toMatchObject({ total_size: 2, limit: 1, offset: 2 });
    expect(page2.addresses.map((a) => a.id)).toEqual([first.id]);
    expect(await list(who.headers, '?limit=1&offset=5')).toEqual({
      total_size: 2,
      limit: 1,
      offset: 5,
      addresses: [],
    });
  });

  it('replaces every field on update and moves the zone with the point', async () => {
    const who = await quickCustomer(t.db);
    const home = await saved(who.headers, HOME);
    const res = await update(who.headers, home.id, OFFICE);
    expect(res.statusCode, res.body).toBe(200);
    const answer = AddressSavedSchema.parse(res.json());
    expect(answer.message).toBe('Successfully updated!');
    expect(answer.address).toMatchObject({
      id: home.id,
      address_type: 'office',
      address: OFFICE.address,
      road: null,
      house: null,
      floor: null,
      zone_id: karachi,
    });
    expect((await list(who.headers)).addresses).toEqual([answer.address]);
  });

  it('deletes an address, then answers 404 for it', async () => {
    const who = await quickCustomer(t.db);
    const home = await saved(who.headers, HOME);
    const res = await remove(who.headers, `address_id=${home.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully removed!' });
    expect((await remove(who.headers, `address_id=${home.id}`)).json()).toEqual({
      errors: [{ code: 'address_id', message: 'Address not found' }],
    });
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('answers in the caller’s language', async () => {
    const who = await quickCustomer(t.db);
    const res = await addAddress({ ...who.headers, 'x-localization': 'ar' }, HOME);
    expect(res.json().message).toBe('تمت الإضافة بنجاح!');
  });
});

describe('customer/address: outside every zone', () => {
  it.each([
    ['in no zone', { latitude: 0, longitude: 0 }],
    ['in an inactive zone', { latitude: 30.18, longitude: 66.99 }],
  ])('refuses an address %s with the spec’s message and saves nothing', async (_, point) => {
    const who = await quickCustomer(t.db);
    const res = await addAddress(who.headers, { ...HOME, ...point });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ code: 'coordinates', message: 'The selected location is outside our service area' }],
    });
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('refuses to move a saved address out of every zone, and keeps it as it was', async () => {
    const who = await quickCustomer(t.db);
    const home = await saved(who.headers, HOME);
    const res = await update(who.headers, home.id, {
      ...HOME,
      latitude: 0,
      longitude: 0,
      address: 'Nowhere',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('coordinates');
    expect((await list(who.headers)).addresses).toEqual([home]);
  });
});

describe('customer/address: another customer’s addresses and bad input', () => {
  it('never shows, changes or deletes customer A’s address for customer B (404)', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    const home = await saved(a.headers, HOME);
    expect((await list(b.headers)).addresses).toEqual([]);
    const changed = await update(b.headers, home.id, OFFICE);
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ errors: [{ code: 'address_id', message: 'Address not found' }] });
    expect((await remove(b.headers, `address_id=${home.id}`)).statusCode).toBe(404);
    expect((await list(a.headers)).addresses).toEqual([home]);
  });

  it('asks for a token (401) on every call', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/v1/customer/address/list' }),
      await addAddress({}, HOME),
      await update({}, 1, HOME),
      await remove({}, 'address_id=1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('auth-001');
    }
  });

  const { road: _r, house: _h, floor: _f, ...required } = HOME;
  it.each([
    ['an empty body', undefined, []],
    [
      'an empty object',
      {},
      ['contact_person_name', 'contact_person_number', 'address_type', 'address', 'latitude', 'longitude'],
    ],
    ['a missing name', { ...required, contact_person_name: undefined }, ['contact_person_name']],
    ['a blank name', { ...required, contact_person_name: '   ' }, ['contact_person_name']],
    [
      'a number with a country code',
      { ...required, contact_person_number: '+923001234567' },
      ['contact_person_number'],
    ],
    ['an unknown label', { ...required, address_type: 'castle' }, ['address_type']],
    ['a missing street', { ...required, address: undefined }, ['address']],
    ['a latitude as a word', { ...required, latitude: 'north' }, ['latitude']],
    ['a latitude past the pole', { ...required, latitude: 91 }, ['latitude']],
    ['a longitude as an object', { ...required, longitude: { lng: 1 } }, ['longitude']],
    ['a huge street', { ...required, address: 'x'.repeat(100_000) }, ['address']],
    ['a huge house', { ...required, house: 'x'.repeat(101) }, ['house']],
    ['an array body', [required], []],
  ])('refuses %s with a 403 envelope and saves nothing', async (_, payload, fields) => {
    const who = await quickCustomer(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/address/add',
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: payload === undefined ? '' : JSON.stringify(payload),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const codes = res.json().errors.map((e: { code: string }) => e.code);
    for (const field of fields) expect(codes).toContain(field);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it('refuses bad ids on update and delete without a 5xx', async () => {
    const who = await quickCustomer(t.db);
    const home = await saved(who.headers, HOME);
    for (const res of [
      await update(who.headers, 'abc', OFFICE),
      await update(who.headers, '-1', OFFICE),
      await update(who.headers, '99999999999', OFFICE),
      await update(who.headers, '2147483647', OFFICE),
      await remove(who.headers, ''),
      await remove(who.headers, 'address_id=abc'),
      await remove(who.headers, `address_id=${'9'.repeat(5000)}`),
      await remove(who.headers, 'address_id=2147483647'),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect((await list(who.headers)).addresses).toEqual([home]);
  });

  it('refuses a 1 MB body with 413 and saves nothing', async () => {
    const who = await quickCustomer(t.db);
    const res = await addAddress(
      { ...who.headers, 'content-type': 'application/json' },
      JSON.stringify({ ...HOME, note: 'x'.repeat(1_100_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toHaveLength(1);
    expect(await rowsOf(who.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses: one more is refused with 403`, async () => {
    const who = await quickCustomer(t.db);
    await t.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        userId: who.id,
        contactPersonName: 'Ayesha Khan',
        contactPersonNumber: '03001234567',
        address: `House ${i}`,
        latitude: 31.52,
        longitude: 74.35,
        zoneId: lahore,
      })),
    );
    const res = await addAddress(who.headers, HOME);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ code: 'address', message: `You can save at most ${MAX_ADDRESSES} addresses` }],
    });
    expect(await rowsOf(who.id)).toHaveLength(MAX_ADDRESSES);
  });

  it('keeps only the three labels in the database itself', async () => {
    const who = await quickCustomer(t.db);
    await expect(
      t.db.insert(addresses).values({
        userId: who.id,
        contactPersonName: 'Ayesha Khan',
        contactPersonNumber: '03001234567',
        addressType: 'castle',
        address: 'House 1',
        latitude: 31.52,
        longitude: 74.35,
      }),
    ).rejects.toThrow();
  });
});
