import {
  BannersResponseSchema,
  BasicCampaignDetailsSchema,
  BasicCampaignSchema,
  BlogDetailsSchema,
  BlogListSchema,
  ConfigSchema,
  ItemCampaignSchema,
} from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  banners,
  blogCategories,
  blogs,
  campaignStores,
  campaigns,
  itemCampaigns,
  stores,
} from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

/** A date `days` from today, in Pakistan (where campaigns run). */
const pkDay = (days: number) =>
  new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('banners, campaigns, blogs and the info pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
    const [ended] = await t.db
      .insert(campaigns)
      .values({ title: 'Old Sale', slug: 'old-sale', startDate: pkDay(-30), endDate: pkDay(-1) })
      .returning({ id: campaigns.id });
    await t.db.insert(campaignStores).values({ campaignId: ended!.id, storeId: store!.id });
    await t.db.insert(itemCampaigns).values({
      title: 'Next week',
      slug: 'next-week',
      storeId: store!.id,
      price: 100,
      startDate: pkDay(7),
      endDate: pkDay(9),
    });
    await t.db.insert(blogs).values({
      title: 'Coming soon',
      slug: 'coming-soon',
      body: 'x',
      publishedAt: new Date(Date.now() + 86_400_000),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers });

  it('banners: the banners by position and the running campaigns', async () => {
    const body = BannersResponseSchema.parse((await get('/banners')).json());
    const stored = await t.db.select().from(banners);
    expect(body.banners.map((b) => b.id)).toEqual(
      stored.sort((a, b) => a.position - b.position).map((b) => b.id),
    );
    expect(body.campaigns.length).toBeGreaterThan(0);
    expect(body.campaigns.map((c) => c.slug)).not.toContain('old-sale');
  });

  it('banners: a banner for another zone is hidden when the zoneId header names a zone', async () => {
    const [b] = await t.db.select().from(banners).limit(1);
    await t.db.update(banners).set({ zoneId: 1 }).where(eq(banners.id, b!.id));
    // A write outside the API reaches the answer cache as a notice (decision 209): wait for it.
    await t.app.changes.fence();
    try {
      const elsewhere = BannersResponseSchema.parse((await get('/banners', { zoneId: '[3]' })).json());
      expect(elsewhere.banners.map((x) => x.id)).not.toContain(b!.id);
      const there = BannersResponseSchema.parse((await get('/banners', { zoneId: '[1,2]' })).json());
      expect(there.banners.map((x) => x.id)).toContain(b!.id);
    } finally {
      await t.db.update(banners).set({ zoneId: null }).where(eq(banners.id, b!.id));
      await t.app.changes.fence();
    }
  });

  it('campaigns/basic lists running campaigns only, each with its stores count', async () => {
    const list = z.array(BasicCampaignSchema).parse((await get('/campaigns/basic')).json());
    const today = pkDay(0);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.start_date <= today && today <= c.end_date)).toBe(true);
    const joined = await t.db.select().from(campaignStores).where(eq(campaignStores.campaignId, list[0]!.id));
    expect(list[0]!.stores_count).toBe(joined.length);
  });

  it('campaigns/basic-campaign-details names the joined stores; an ended or unknown campaign is 404', async () => {
    const [first] = z.array(BasicCampaignSchema).parse((await get('/campaigns/basic')).json());
    const details = BasicCampaignDetailsSchema.parse(
      (await get(`/campaigns/basic-campaign-details?basic_campaign_id=${first!.id}`)).json(),
    );
    const joined = await t.db
      .select({ id: campaignStores.storeId })
      .from(campaignStores)
      .where(eq(campaignStores.campaignId, first!.id));
    expect(details.stores.map((s) => s.id).sort()).toEqual(joined.map((j) => j.id).sort());
    const [ended] = await t.db.select().from(campaigns).where(eq(campaigns.slug, 'old-sale'));
    for (const id of [ended!.id, 999_999]) {
      const res = await get(`/campaigns/basic-campaign-details?basic_campaign_id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].code).toBe('basic_campaign_id');
    }
    expect((await get('/campaigns/basic-campaign-details')).statusCode).toBe(403);
  });

  it('campaigns/item lists running flash deals with their own price and stock', async () => {
    const deals = z.array(ItemCampaignSchema).parse((await get('/campaigns/item')).json());
    const running = await t.db.select().from(itemCampaigns);
    expect(deals.map((d) => d.slug)).not.toContain('next-week');
    expect(deals.length).toBe(running.length - 1);
    expect(deals.every((d) => d.item_slug && d.store_slug && d.stock >= 0)).toBe(true);
  });

  it('blogs: newest first, paged, by blog category; future posts are not published yet', async () => {
    const all = BlogListSchema.parse((await get('/blogs?limit=100')).json());
    expect(all.limit).toBe(100);
    expect(all.blogs.map((b) => b.slug)).not.toContain('coming-soon');
    expect(all.blogs.map((b) => b.published_at)).toEqual(
      all.blogs
        .map((b) => b.published_at)
        .sort()
        .reverse(),
    );
    const page = BlogListSchema.parse((await get('/blogs')).json());
    expect(page.limit).toBe(12);
    const [recipes] = await t.db.select().from(blogCategories).where(eq(blogCategories.name, 'Recipes'));
    const byCategory = BlogListSchema.parse((await get(`/blogs?category_id=${recipes!.id}`)).json());
    expect(byCategory.total_size).toBe(2);
    expect(byCategory.blogs.every((b) => b.category?.name === 'Recipes')).toBe(true);
  });

  it('blogs/{slug} answers the post with its body; unknown or unpublished is 404', async () => {
    const post = BlogDetailsSchema.parse((await get('/blogs/winter-chai-the-karak-way')).json());
    expect(post.body).toMatch(/danedar/);
    expect(post.category).toEqual({ id: expect.any(Number), name: 'Recipes', slug: 'recipes' });
    for (const slug of ['no-such-post', 'coming-soon'])
      expect((await get(`/blogs/${slug}`)).statusCode).toBe(404);
    expect((await get('/blogs/Bad%20Slug')).statusCode).toBe(403);
  });

  it('the info pages come through config', async () => {
    const config = ConfigSchema.parse((await get('/config')).json());
    expect(config.about_us).toMatch(/Bazaar/);
    expect(config.privacy_policy).toMatch(/Privacy policy/);
    expect(config.terms_and_conditions).toMatch(/Terms and conditions/);
  });
});
