import { slugify } from '@bazaar/domain';
import {
  banners,
  blogCategories,
  blogs,
  campaignStores,
  campaigns,
  coupons,
  type Database,
  itemCampaigns,
  notifications,
  zones,
} from './api';
import { bannerArt, blogCover, productArt } from './art';
import { BLOG_CATEGORY_NAMES, BLOG_TEXTS } from './data/blog-texts';
import { BANNERS, BLOG_CATEGORIES, BLOGS, CAMPAIGNS, COUPONS } from './data/marketing';
import { BANNER_TITLES, CAMPAIGN_TEXTS, flashDealTexts } from './data/marketing-names';
import { STORES } from './data/places';
import type { OfferedItem } from './items';
import type { Pictures } from './pictures';
import { PRICE_TABLE } from './prices/table';
import type { Random } from './random';
import type { StorePlan } from './stores';

const DAY = 86_400_000;

/**
 * Campaigns (each joined by the share of stores its data names among the named stores), flash deals
 * on a few of the first items, banners, coupons, the blog and the notifications.
 */
export async function seedMarketing(
  db: Database,
  pictures: Pictures,
  rnd: Random,
  market: { stores: StorePlan[]; offered: OfferedItem[]; flashDeals: number; now: number },
) {
  const day = (offset: number) => new Date(market.now + offset * DAY).toISOString().slice(0, 10);
  const storeIds = new Map(market.stores.filter((s) => s.named).map((s) => [s.name, s.id]));
  for (const [i, c] of CAMPAIGNS.entries()) {
    const slug = slugify(c.title);
    const [row] = await db
      .insert(campaigns)
      .values({
        title: c.title,
        slug,
        description: c.description,
        // A picture without words: the storefront writes the title in the page's language (decision 217).
        image: pictures.own(
          'campaign',
          slug,
          bannerArt(c.title, c.description, c.kind, i + 11, { words: false }),
        ),
        textInImage: false,
        translations: CAMPAIGN_TEXTS[c.title] ?? {},
        startDate: day(c.days[0]),
        endDate: day(c.days[1]),
      })
      .returning({ id: campaigns.id });
    const joined = market.stores.filter(() => rnd.chance(c.stores / STORES.length));
    for (let k = 0; k < joined.length; k += 1000) {
      await db
        .insert(campaignStores)
        .values(joined.slice(k, k + 1000).map((s) => ({ campaignId: row!.id, storeId: s.id })));
    }
  }

  // Item campaigns: a handful of items offered for a limited time with their own stock, at the
  // best discount their kind allows (at most 20 %).
  const picks = market.offered.filter(() => rnd.chance(0.03)).slice(0, market.flashDeals);
  if (picks.length) {
    await db.insert(itemCampaigns).values(
      picks.map((it, k) => {
        const deal = flashDealTexts(it.name);
        return {
          ...deal.en,
          translations: deal.translations,
          slug: `flash-${slugify(it.name)}-${k + 1}`,
          image: pictures.own('campaign', `flash-${it.id}`, productArt(it.art, it.id)),
          itemId: it.id,
          storeId: it.storeId,
          categoryId: it.categoryId,
          price: it.price,
          discount: Math.min(20, PRICE_TABLE[it.priceKind].maxOff),
          discountType: 'percent',
          stock: rnd.int(5, 40),
          startDate: day(-1),
          endDate: day(7 + k),
        };
      }),
    );
  }

  await db.insert(banners).values(
    BANNERS.map((b, i) => ({
      title: b.title,
      type: 'default',
      position: i,
      image: pictures.own(
        'banner',
        slugify(b.title),
        bannerArt(b.title, b.subtitle, b.kind, i + 1, { words: false }),
      ),
      textInImage: false,
      translations: BANNER_TITLES[b.title] ?? {},
    })),
  );

  const zoneIds = new Map(
    (await db.select({ id: zones.id, name: zones.name }).from(zones)).map((z) => [z.name, z.id]),
  );
  await db.insert(coupons).values(
    COUPONS.map((c) => ({
      title: c.title,
      code: c.code,
      discountType: c.discountType,
      discount: c.discount,
      minPurchase: c.minPurchase,
      maxDiscount: c.maxDiscount,
      couponType: c.couponType,
      limit: c.limit,
      startDate: day(c.days[0]),
      expireDate: day(c.days[1]),
      storeId: 'store' in c ? storeIds.get(c.store) : null,
      zoneIds: 'zone' in c ? [zoneIds.get(c.zone) ?? 0].filter((id) => id > 0) : [],
    })),
  );

  const blogCatIds = new Map<string, number>();
  for (const name of BLOG_CATEGORIES) {
    const [row] = await db
      .insert(blogCategories)
      .values({ name, slug: slugify(name), translations: BLOG_CATEGORY_NAMES[name] ?? {} })
      .returning({ id: blogCategories.id });
    blogCatIds.set(name, row!.id);
  }
  await db.insert(blogs).values(
    BLOGS.map((b, i) => ({
      title: b.title,
      slug: slugify(b.title),
      categoryId: blogCatIds.get(b.category),
      excerpt: b.excerpt,
      body: b.body,
      author: 'Bazaar Editorial',
      // A cover without words: the title is the page's, in its language (decision 217).
      image: pictures.own('blog', slugify(b.title), blogCover(b.title, i + 1, b.kind, { words: false })),
      translations: BLOG_TEXTS[b.title] ?? {},
      publishedAt: new Date(market.now - (i + 1) * 4 * DAY),
    })),
  );

  await db.insert(notifications).values([
    {
      title: 'Welcome to Bazaar',
      description: 'Free delivery on your first grocery order in Islamabad and Rawalpindi.',
      type: 'general',
    },
    {
      title: '11.11 Mega Sale is live',
      description: 'Up to 40% off on fashion, deals on phones and more. Use code EID20 at checkout.',
      type: 'general',
    },
  ]);
}
