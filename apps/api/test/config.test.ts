import { CitiesResponseSchema, ConfigSchema, ZoneResponseSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, settings } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

describe('config calls on a seeded market', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('GET config answers the spec config with image base URLs on the configured origin, whatever the Host', async () => {
    const res = await t.app.inject({ url: '/api/v1/config', headers: { host: 'attacker.example' } });
    expect(res.statusCode).toBe(200);
    const config = ConfigSchema.parse(res.json());
    expect(config.currency_symbol).toBe('Rs');
    // PUBLIC_URL unset: the address the server listens on (HOST, PORT), never the request's Host.
    expect(config.base_urls.item_image_url).toBe('http://127.0.0.1:3000/storage/item');
    expect(config.base_urls.store_cover_photo_url).toBe('http://127.0.0.1:3000/storage/store/cover');
    expect(JSON.parse(config.leopard_detail).rates[0]).toEqual({ kg: 1, rate: 150 });
    expect(JSON.parse(config.blog_categories).map((c: { name: string }) => c.name)).toContain('Recipes');
    expect(JSON.parse(config.pages_seo).home.title).toMatch(/Bazaar/);
    expect(config.about_us).toMatch(/Bazaar/);
    expect(config.google_client_id).toBeNull();
  });

  it('answers the about and policy pages in the language asked for, as written where one is missing', async () => {
    const read = async (locale: string) =>
      ConfigSchema.parse(
        (await t.app.inject({ url: '/api/v1/config', headers: { 'x-localization': locale } })).json(),
      );
    const english = await read('en');
    const urdu = await read('ur');
    expect(urdu.about_us).toMatch(/^بازار پاکستان کی دکانوں/);
    expect(urdu.privacy_policy.split('\n\n')[0]).toBe('رازداری کی پالیسی');
    expect(urdu.terms_and_conditions.split('\n\n')[0]).toBe('شرائط و ضوابط');
    expect((await read('ar')).terms_and_conditions.split('\n\n')[0]).toBe('الشروط والأحكام');
    expect((await read('sp')).privacy_policy.split('\n\n')[0]).toBe('Política de privacidad');
    expect(english.privacy_policy.split('\n\n')[0]).toBe('Privacy policy');
    // An operator's translation that is missing or not text: the page as written.
    await t.db
      .update(settings)
      .set({ value: JSON.stringify({ about_us: { ur: 7 }, privacy_policy: 'not an object' }) })
      .where(eq(settings.key, 'page_translations'));
    await t.app.changes.fence();
    const after = await read('ur');
    expect(after.about_us).toBe(english.about_us);
    expect(after.privacy_policy).toBe(english.privacy_policy);
    expect(after.terms_and_conditions).toBe(english.terms_and_conditions);
  });

  it.each([
    ['Islamabad', 33.6844, 73.0479, 'Islamabad & Rawalpindi'],
    ['Rawalpindi', 33.5651, 73.0169, 'Islamabad & Rawalpindi'],
    ['Lahore', 31.5204, 74.3587, 'Lahore'],
    ['Karachi', 24.8607, 67.0011, 'Karachi'],
  ])('get-zone-id finds %s', async (_city, lat, lng, zoneName) => {
    const res = await t.app.inject({ url: `/api/v1/config/get-zone-id?lat=${lat}&lng=${lng}` });
    expect(res.statusCode).toBe(200);
    const body = ZoneResponseSchema.parse(res.json());
    expect(body.zone_data.map((z) => z.name)).toEqual([zoneName]);
    expect(JSON.parse(body.zone_id)).toEqual([body.zone_data[0]!.id]);
  });

  it('get-zone-id outside every zone answers the envelope with 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/config/get-zone-id?lat=51.5&lng=-0.12' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
    });
  });

  it.each([
    ['lat=abc&lng=73'],
    ['lat=33'],
    ['lat=95&lng=73'],
    ['lat=33&lng=-181'],
    [''],
  ])('get-zone-id with bad input (%s) answers 403 per field', async (qs) => {
    const res = await t.app.inject({ url: `/api/v1/config/get-zone-id?${qs}` });
    expect(res.statusCode).toBe(403);
    const body = res.json() as { errors: { code: string; message: string }[] };
    expect(body.errors.length).toBeGreaterThan(0);
    for (const e of body.errors) expect(['lat', 'lng']).toContain(e.code);
  });

  it('cities-list names the seeded cities with their zones', async () => {
    const res = await t.app.inject({ url: '/api/v1/config/cities-list' });
    const { cities } = CitiesResponseSchema.parse(res.json());
    expect(cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Islamabad', 'Rawalpindi', 'Lahore', 'Karachi']),
    );
    expect(cities.every((c) => c.zone_id !== null)).toBe(true);
  });

  it('names each city in the language asked for, in that alphabet’s order, keeping the stored name', async () => {
    const read = async (locale: string) =>
      CitiesResponseSchema.parse(
        (
          await t.app.inject({ url: '/api/v1/config/cities-list', headers: { 'x-localization': locale } })
        ).json(),
      ).cities;
    const english = await read('en');
    expect(english.every((c) => c.local_name === c.name)).toBe(true);
    expect(english.map((c) => c.name)).toEqual([...english.map((c) => c.name)].sort());
    const urdu = await read('ur');
    expect(urdu.find((c) => c.name === 'Lahore')?.local_name).toBe('لاہور');
    expect(urdu.find((c) => c.name === 'Karachi')?.local_name).toBe('کراچی');
    expect(urdu.map((c) => c.local_name)).toEqual(
      [...urdu.map((c) => c.local_name)].sort(new Intl.Collator('ur').compare),
    );
    expect(urdu.map((c) => c.local_name)).not.toEqual(english.map((c) => c.name));
    expect((await read('ar')).find((c) => c.name === 'Peshawar')?.local_name).toBe('بيشاور');
    expect((await read('sp')).find((c) => c.name === 'Multan')?.local_name).toBe('Multán');
  });

  it('passes over a stored translation that is not text', async () => {
    await t.db
      .update(cities)
      .set({ translations: { ur: 42 } as never })
      .where(eq(cities.name, 'Multan'));
    await t.app.changes.fence();
    const { cities: list } = CitiesResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/config/cities-list', headers: { 'x-localization': 'ur' } })).json(),
    );
    expect(list.find((c) => c.name === 'Multan')?.local_name).toBe('Multan');
  });

  it("gives each city its centre, inside the city's own zone", async () => {
    const { cities } = CitiesResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/config/cities-list' })).json(),
    );
    const lahore = cities.find((c) => c.name === 'Lahore');
    expect(lahore?.latitude).toBeCloseTo(31.5, 0);
    expect(lahore?.longitude).toBeCloseTo(74.3, 0);
    for (const city of cities) {
      const res = await t.app.inject({
        url: `/api/v1/config/get-zone-id?lat=${city.latitude}&lng=${city.longitude}`,
      });
      const zone = ZoneResponseSchema.parse(res.json());
      expect(JSON.parse(zone.zone_id)).toContain(city.zone_id);
    }
  });
});

describe('config on an empty market', () => {
  it("falls back to the spec's policy text 'Not added yet.'", async () => {
    const t = await createTestApp();
    try {
      const config = ConfigSchema.parse((await t.app.inject({ url: '/api/v1/config' })).json());
      expect(config.about_us).toBe('Not added yet.');
      expect(config.privacy_policy).toBe('Not added yet.');
      expect(config.terms_and_conditions).toBe('Not added yet.');
    } finally {
      await t.close();
    }
  });
});
