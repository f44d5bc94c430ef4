import { type ApiCall, createApiClient } from '@bazaar/contract';
import { t } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import type { PlaceOutcome } from '../../lib/checkout';
import { CITY_FIELD } from '../../lib/delivery-point';
import { action } from './index';

type ActionArgs = Parameters<typeof action>[0];

const CITIES = [
  { id: 1, name: 'Islamabad', zone_id: 1, latitude: 33.6844, longitude: 73.0479 },
  { id: 3, name: 'Lahore', zone_id: 2, latitude: 31.5204, longitude: 74.3587 },
];

/** The in-process API as checkout sees it; what order placement was sent is kept in `placed`. */
function shop() {
  const placed: Record<string, string>[] = [];
  const api: ApiCall = createApiClient({
    baseUrl: '/api/v1',
    fetch: async (url, init) => {
      const path = url.replace('/api/v1', '').split('?')[0] ?? '';
      if (path === '/config/cities-list') return Response.json({ cities: CITIES });
      if (path === '/customer/order/place') {
        const body = init?.body;
        placed.push(
          body instanceof FormData
            ? Object.fromEntries([...body].map(([k, v]) => [k, String(v)]))
            : JSON.parse(String(body)),
        );
        return Response.json({ message: 'Order placed successfully', order_id: 41, total_ammount: 1500 });
      }
      return Response.json({ errors: [{ code: 'not_found', message: 'no' }] }, { status: 404 });
    },
  });
  return { api, placed };
}

/** Posts the checkout form with a new address; `fields` override the defaults. */
async function post(api: ApiCall, fields: Record<string, string>, locale = 'en') {
  const form = new FormData();
  const all: Record<string, string> = {
    Stores: JSON.stringify([{ store_id: 5, order_amount: 1500, cart: [{ item_id: 7, quantity: 1 }] }]),
    totalOrderAmount: '1500',
    payment_method: 'cash_on_delivery',
    address_id: 'new',
    contact_person_name: 'Sana Qureshi',
    contact_person_number: '3001234567',
    address_type: 'home',
    address: 'Street 5, Gulberg III',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  return action({
    context: { api, signedIn: true, locale },
    request: new Request('http://shop.test/checkout', { method: 'POST', body: form }),
    params: {},
  } as unknown as ActionArgs);
}

describe('checkout: a new address in a city', () => {
  it("delivers to the centre of the city picked and ends the address with the city's name", async () => {
    const { api, placed } = shop();
    await post(api, { [CITY_FIELD]: '3', latitude: '', longitude: '' });
    expect(placed).toHaveLength(1);
    expect(Number(placed[0]?.latitude)).toBe(31.5204);
    expect(Number(placed[0]?.longitude)).toBe(74.3587);
    expect(placed[0]?.address).toBe('Street 5, Gulberg III, Lahore');
  });

  it("keeps the shopper's own point (their location) over the city's centre", async () => {
    const { api, placed } = shop();
    await post(api, {
      [CITY_FIELD]: '3',
      latitude: '31.4700',
      longitude: '74.4100',
      address: 'Street 5, DHA, Lahore',
    });
    expect(Number(placed[0]?.latitude)).toBe(31.47);
    expect(Number(placed[0]?.longitude)).toBe(74.41);
    expect(placed[0]?.address).toBe('Street 5, DHA, Lahore');
  });

  it('asks for the city when neither a city nor a point came, and places nothing', async () => {
    const { api, placed } = shop();
    const answer = (await post(api, { [CITY_FIELD]: '99' })) as unknown as {
      data: { fields: Record<string, string>; values: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fields[CITY_FIELD]).toBe(t('checkout.city_required'));
    expect(answer.data.values.contact_person_name).toBe('Sana Qureshi');
    expect(placed).toHaveLength(0);
  });
});

describe("checkout: the order part read with order placement's own schema", () => {
  type Refused = {
    data: { outcome?: PlaceOutcome; fields: Record<string, string> };
    init: { status: number };
  };

  it('a cart that is not the one the page rendered is refused as placement would, in its words', async () => {
    const { api, placed } = shop();
    const answer = (await post(api, { Stores: '[{"store_id":"5","cart":[]}]' })) as unknown as Refused;
    expect(answer.init.status).toBe(422);
    expect(answer.data.outcome).toMatchObject({ kind: 'list', errors: [{ code: 'Stores' }] });
    expect(placed).toHaveLength(0);
  });

  it("a note too long is said under the note, in the shopper's language", async () => {
    const { api, placed } = shop();
    const answer = (await post(api, { order_note: 'x'.repeat(501) }, 'ur')) as unknown as Refused;
    expect(answer.data.fields).toEqual({ order_note: t('validation.too_long', { max: 500 }, 'ur') });
    expect(answer.data.outcome).toBeUndefined();
    expect(placed).toHaveLength(0);
  });

  it('sends the coupon and note trimmed, a saved address by its id', async () => {
    const { api, placed } = shop();
    await post(api, { address_id: '12', coupon_code: ' EID10 ', order_note: ' Ring twice ' });
    expect(placed[0]).toMatchObject({ address_id: 12, coupon_code: 'EID10', order_note: 'Ring twice' });
    expect(placed[0]).not.toHaveProperty('contact_person_name');
  });
});
