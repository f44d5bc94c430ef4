import { type ApiCall, createApiClient } from '@bazaar/contract';
import type { FormFailure } from '@bazaar/contract/forms';
import { describe, expect, it } from 'vitest';
import { CITY_FIELD } from '../../lib/delivery-point';
import { action } from './addresses';

type ActionArgs = Parameters<typeof action>[0];

const CITIES = [
  { id: 1, name: 'Islamabad', zone_id: 1, latitude: 33.6844, longitude: 73.0479 },
  { id: 2, name: 'Rawalpindi', zone_id: 1, latitude: 33.5651, longitude: 73.0169 },
];

type Call = { method: string; path: string; query: string; body: Record<string, unknown> | null };

/** The in-process API as the address book sees it; every call it was sent is kept in `calls`. */
function book(refuse?: { status: number; code: string; message: string }) {
  const calls: Call[] = [];
  const api: ApiCall = createApiClient({
    baseUrl: '/api/v1',
    fetch: async (url, init) => {
      const [path = '', query = ''] = url.replace('/api/v1', '').split('?');
      const raw = init?.body;
      const body =
        raw instanceof FormData
          ? Object.fromEntries([...raw].map(([k, v]) => [k, String(v)]))
          : raw
            ? JSON.parse(String(raw))
            : null;
      calls.push({ method: init?.method ?? 'GET', path, query, body });
      if (path === '/config/cities-list') return Response.json({ cities: CITIES });
      if (refuse && path.startsWith('/customer/address/'))
        return Response.json(
          { errors: [{ code: refuse.code, message: refuse.message }] },
          { status: refuse.status },
        );
      if (path === '/customer/address/delete') return Response.json({ message: 'Successfully removed!' });
      if (path === '/customer/address/add' || path.startsWith('/customer/address/update/'))
        return Response.json({ message: 'Successfully added!', address: { id: 7, ...body } });
      return Response.json({ errors: [{ code: 'x', message: 'not here' }] }, { status: 404 });
    },
  });
  return { api, calls };
}

async function post(api: ApiCall, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  try {
    return await action({
      context: { api, signedIn: true, locale: 'en' },
      request: new Request('http://shop.test/customer/addresses', { method: 'POST', body: form }),
      params: {},
    } as unknown as ActionArgs);
  } catch (thrown) {
    return thrown;
  }
}

const ADDRESS = {
  contact_person_name: 'Sana Qureshi',
  contact_person_number: '3001234567',
  address_type: 'office',
  address: 'Murree Road, Saddar',
  house: 'Plaza 4',
};

describe('the address book', () => {
  it("saves a new address at its city's centre, the city ending the address, then shows the list", async () => {
    const { api, calls } = book();
    const answer = await post(api, {
      intent: 'add',
      ...ADDRESS,
      [CITY_FIELD]: '2',
      latitude: '',
      longitude: '',
    });
    expect((answer as Response).headers.get('location')).toBe('/customer/addresses?saved=added');
    const add = calls.find((c) => c.path === '/customer/address/add');
    expect(add?.method).toBe('POST');
    expect(add?.body).toMatchObject({
      address: 'Murree Road, Saddar, Rawalpindi',
      address_type: 'office',
      house: 'Plaza 4',
      latitude: 33.5651,
      longitude: 73.0169,
    });
  });

  it('replaces the address it edits, by its id', async () => {
    const { api, calls } = book();
    const answer = await post(api, {
      intent: 'update',
      id: '7',
      ...ADDRESS,
      [CITY_FIELD]: '1',
      latitude: '33.7',
      longitude: '73.1',
    });
    expect((answer as Response).headers.get('location')).toBe('/customer/addresses?saved=updated');
    const update = calls.find((c) => c.path === '/customer/address/update/7');
    expect(update?.method).toBe('PUT');
    expect(update?.body).toMatchObject({
      latitude: 33.7,
      longitude: 73.1,
      address: 'Murree Road, Saddar, Islamabad',
    });
  });

  it('drops a point taken in another city than the one now picked (a form without scripts keeps it)', async () => {
    const { api, calls } = book();
    await post(api, {
      intent: 'update',
      id: '7',
      ...ADDRESS,
      [CITY_FIELD]: '2',
      point_city_id: '1',
      latitude: '33.7',
      longitude: '73.1',
    });
    const update = calls.find((c) => c.path === '/customer/address/update/7');
    expect(update?.body).toMatchObject({
      latitude: 33.5651,
      longitude: 73.0169,
      address: 'Murree Road, Saddar, Rawalpindi',
    });
  });

  it("deletes one and says so in the server's words", async () => {
    const { api, calls } = book();
    const answer = (await post(api, { intent: 'delete', id: '7' })) as { notice: string; deleted: number };
    expect(answer.deleted).toBe(7);
    expect(calls.find((c) => c.path === '/customer/address/delete')?.query).toBe('address_id=7');
    expect(answer.notice).toBe('Successfully removed!');
  });

  it('shows a refusal (a point outside every zone) above the form, keeping what was typed', async () => {
    const { api } = book({ status: 403, code: 'coordinates', message: 'Service not available in this area' });
    const answer = (await post(api, { intent: 'add', ...ADDRESS, [CITY_FIELD]: '1' })) as {
      data: { failure: FormFailure };
      init: { status: number };
    };
    expect(answer.init.status).toBe(422);
    expect(answer.data.failure.general).toBe('Service not available in this area');
    expect(answer.data.failure.values?.house).toBe('Plaza 4');
  });

  it('refuses a form it does not know, and asks for the city when no point came', async () => {
    const { api, calls } = book();
    expect(((await post(api, { intent: 'wipe' })) as { init: { status: number } }).init.status).toBe(400);
    const answer = (await post(api, { intent: 'add', ...ADDRESS, [CITY_FIELD]: '99' })) as {
      data: { failure: FormFailure };
    };
    expect(answer.data.failure.fields[CITY_FIELD]).toBe('Choose your city.');
    expect(answer.data.failure.values?.contact_person_name).toBe('Sana Qureshi');
    expect(calls.some((c) => c.path === '/customer/address/add')).toBe(false);
  });
});
