import { ItemDetailsSchema, ItemListSchema } from '@bazaar/contract';
import { itemDescription, itemTranslations } from '@bazaar/seed/data/item-texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** Decision 216: an item's description in the language the client asks for (X-localization). */
describe('item descriptions in the shopper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const details = async (slug: string, locale?: string) =>
    ItemDetailsSchema.parse(
      (
        await t.app.inject({
          url: `/api/v1/items/details/${slug}`,
          headers: locale ? { 'x-localization': locale } : {},
        })
      ).json(),
    );
  /** What the demo wrote for the Islamabad grocer's dates, sold by weight. */
  const dates = { name: 'Dates Aseel', store: 'Jinnah Super Grocers', city: 'Islamabad', perKg: true };

  it.each([
    ['en', itemDescription(dates)],
    ['ur', itemTranslations(dates).ur?.description],
    ['ar', itemTranslations(dates).ar?.description],
    ['sp', itemTranslations(dates).sp?.description],
  ])('item details in %s', async (locale, description) => {
    const item = await details('dates-aseel', locale);
    expect(item.description).toBe(description);
    // The name is a proper name, kept as written in every language.
    expect(item.name).toBe('Dates Aseel');
  });

  it('each language is kept as its own answer: Urdu first, then English, then no language named', async () => {
    const phone = 'silicone-back-cover';
    expect((await details(phone, 'ur')).description).toContain('اسٹور کی وارنٹی');
    expect((await details(phone, 'en')).description).toContain("store's warranty");
    expect((await details(phone)).description).toContain("store's warranty");
    expect((await details(phone, 'ur')).description).toContain('اسٹور کی وارنٹی');
  });

  it('lists carry no translations: their cards never show a description', async () => {
    const res = await t.app.inject({
      url: '/api/v1/items/popular?limit=5',
      headers: { 'x-localization': 'ur' },
    });
    const list = ItemListSchema.parse(res.json());
    expect(list.products.length).toBeGreaterThan(0);
    for (const raw of res.json().products) expect(raw).not.toHaveProperty('translations');
  });

  it('a translation stored as anything but text is passed over for the description as written', async () => {
    await t.db.execute(
      sql`update items set translations = '{"ur": {"description": 5}, "ar": ["x"]}'::jsonb where slug = 'dates-aseel'`,
    );
    // The change reaches the caches through the change feed (on PostgreSQL, a notification).
    await t.app.changes.fence();
    try {
      expect((await details('dates-aseel', 'ur')).description).toBe(itemDescription(dates));
      expect((await details('dates-aseel', 'ar')).description).toBe(itemDescription(dates));
    } finally {
      await t.db.execute(
        sql`update items set translations = ${JSON.stringify(itemTranslations(dates))}::jsonb where slug = 'dates-aseel'`,
      );
      await t.app.changes.fence();
    }
    expect((await details('dates-aseel', 'ur')).description).toBe(itemTranslations(dates).ur?.description);
  });
});
