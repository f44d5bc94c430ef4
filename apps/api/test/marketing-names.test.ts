import {
  BannersResponseSchema,
  BasicCampaignDetailsSchema,
  BlogDetailsSchema,
  BlogListSchema,
  ConfigSchema,
  ItemCampaignSchema,
} from '@bazaar/contract';
import { BLOG_CATEGORY_NAMES } from '@bazaar/seed/data/blog-texts';
import { BANNER_TITLES } from '@bazaar/seed/data/marketing-names';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './support/test-app';

/** Decision 217: banners, campaigns and the blog in the language the client asks for, English otherwise. */
describe('banners, campaigns and the blog in the shopper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const get = async (url: string, locale?: string) =>
    (await t.app.inject({ url, headers: locale ? { 'x-localization': locale } : {} })).json();
  const home = async (locale?: string) => BannersResponseSchema.parse(await get('/api/v1/banners', locale));

  it.each([
    [undefined, 'Mobile Mania', 'Azadi Sale'],
    ['en', 'Mobile Mania', 'Azadi Sale'],
    ['ur', 'موبائل مینیا', 'آزادی سیل'],
    ['ar', 'هوس الجوالات', 'تخفيضات الاستقلال'],
    ['sp', 'Manía móvil', 'Rebajas de la Independencia'],
  ])('the home strip in %s: banner and campaign titles', async (locale, bannerTitle, campaignTitle) => {
    const { banners, campaigns } = await home(locale);
    expect(banners.map((b) => b.title)).toContain(bannerTitle);
    expect(campaigns.map((c) => c.title)).toContain(campaignTitle);
    // The demo's pictures carry no words: the storefront writes these titles over them.
    expect(banners.every((b) => b.text_in_image === false)).toBe(true);
    expect(campaigns.every((c) => c.text_in_image === false)).toBe(true);
  });

  it('a campaign’s page in Urdu: its title and description; the English one unchanged after', async () => {
    const { campaigns } = await home();
    const azadi = campaigns.find((c) => c.slug === 'azadi-sale')!;
    const url = `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${azadi.id}`;
    const urdu = BasicCampaignDetailsSchema.parse(await get(url, 'ur'));
    expect(urdu.title).toBe('آزادی سیل');
    expect(urdu.description).toMatch(/^یومِ آزادی/);
    const english = BasicCampaignDetailsSchema.parse(await get(url));
    expect(english.title).toBe('Azadi Sale');
    expect(english.description).toMatch(/^Celebrate Independence Day/);
  });

  it('a banner whose picture has its own words says so; a translation that is not text is passed over', async () => {
    await t.db.execute(
      sql`update banners set text_in_image = true, translations = '{"ur": {"title": 5}, "ar": "x"}'::jsonb where title = 'Beauty Week'`,
    );
    // The change reaches the caches through the change feed (on PostgreSQL, a notification).
    await t.app.changes.fence();
    try {
      for (const locale of ['ur', 'ar']) {
        const res = await t.app.inject({ url: '/api/v1/banners', headers: { 'x-localization': locale } });
        expect(res.statusCode).toBe(200);
        const beauty = BannersResponseSchema.parse(res.json()).banners.find((b) =>
          b.image.startsWith('beauty-week'),
        );
        expect(beauty).toMatchObject({ title: 'Beauty Week', text_in_image: true });
      }
    } finally {
      await t.db.execute(
        sql`update banners set text_in_image = false, translations = ${JSON.stringify(BANNER_TITLES['Beauty Week'])}::jsonb where title = 'Beauty Week'`,
      );
      await t.app.changes.fence();
    }
    expect((await home('ur')).banners.map((b) => b.title)).toContain('بیوٹی ویک');
  });

  it('flash deals in Urdu: the item’s name as written, the rest in Urdu; English unchanged', async () => {
    const deals = async (locale?: string) =>
      z.array(ItemCampaignSchema).parse(await get('/api/v1/campaigns/item', locale));
    const [english, urdu] = [await deals(), await deals('ur')];
    expect(english.length).toBeGreaterThan(0);
    for (const deal of english) {
      const same = urdu.find((d) => d.id === deal.id)!;
      const item = deal.title.replace(/ — flash deal$/, '');
      expect(same.title).toBe(`${item} — فلیش ڈیل`);
      expect(same.description).toBe('محدود اسٹاک، فلیش ڈیل کی قیمت پر۔');
      expect(deal.description).toBe('Limited stock at a flash-deal price.');
      // Prices, stock and links are the same in every language.
      expect({ ...same, title: '', description: '' }).toEqual({ ...deal, title: '', description: '' });
    }
  });

  const PTA = 'how-to-tell-a-pta-approved-phone-before-you-buy';

  it.each([
    [undefined, 'How to tell a PTA-approved phone before you buy', 'Tech'],
    ['ur', 'خریدنے سے پہلے پی ٹی اے سے منظور شدہ فون کیسے پہچانیں', 'ٹیکنالوجی'],
    ['ar', 'كيف تعرف أن الهاتف معتمد من PTA قبل الشراء', 'تقنية'],
    ['sp', 'Cómo saber si un teléfono está aprobado por la PTA antes de comprarlo', 'Tecnología'],
  ])('the blog in %s: a post’s title and category in the list, its body on its page', async (locale, title, category) => {
    const list = BlogListSchema.parse(await get('/api/v1/blogs?limit=20', locale));
    const listed = list.blogs.find((b) => b.slug === PTA);
    expect(listed).toMatchObject({ title, category: { name: category } });
    const post = BlogDetailsSchema.parse(await get(`/api/v1/blogs/${PTA}`, locale));
    expect(post.title).toBe(title);
    expect(post.excerpt).toBe(listed?.excerpt);
    expect(post.body.split('\n\n')).toHaveLength(2);
    if (locale === 'ur') expect(post.body).toMatch(/^پاکستان میں بکنے والا ہر فون/);
    else if (locale === undefined) expect(post.body).toMatch(/^Every phone sold in Pakistan/);
  });

  it('the config names the blog’s categories in Urdu, and a renamed category shows on the next read', async () => {
    const names = async (locale: string) =>
      (
        JSON.parse(ConfigSchema.parse(await get('/api/v1/config', locale)).blog_categories) as {
          name: string;
        }[]
      ).map((c) => c.name);
    expect(await names('ur')).toContain('ٹیکنالوجی');
    await t.db.execute(
      sql`update blog_categories set translations = '{"ur": "ٹیک"}'::jsonb where name = 'Tech'`,
    );
    await t.app.changes.fence();
    try {
      expect(await names('ur')).toContain('ٹیک');
      expect(await names('en')).toContain('Tech');
    } finally {
      await t.db.execute(
        sql`update blog_categories set translations = ${JSON.stringify(BLOG_CATEGORY_NAMES.Tech)}::jsonb where name = 'Tech'`,
      );
      await t.app.changes.fence();
    }
  });
});
