import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  banners,
  blogCategories,
  blogs,
  campaignStores,
  campaigns,
  coupons,
  itemCampaigns,
  items,
  notifications,
  zones,
} from '../db/schema';
import { bannerArt, blogCover, productArt } from './art';
import { BANNERS, BLOG_CATEGORIES, BLOGS, CAMPAIGNS, COUPONS } from './data/marketing';
import type { ImageWriter } from './images';
import { type Random, slugify } from './random';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedMarketing(
  db: Database,
  images: ImageWriter,
  rnd: Random,
  storeIds: Map<string, number>,
) {
  const allStores = [...storeIds.values()];
  for (const [i, c] of CAMPAIGNS.entries()) {
    const slug = slugify(c.title);
    const [row] = await db
      .insert(campaigns)
      .values({
        title: c.title,
        slug,
        description: c.description,
        image: images.add('campaign', slug, bannerArt(c.title, c.description, c.kind, i + 11)),
        startDate: day(c.days[0]),
        endDate: day(c.days[1]),
      })
      .returning({ id: campaigns.id });
    const joined = allStores.filter(() => rnd.chance(c.stores / allStores.length));
    if (joined.length)
      await db.insert(campaignStores).values(joined.map((storeId) => ({ campaignId: row!.id, storeId })));
  }

  // Item campaigns: a handful of discounted items offered for a limited time with their own stock.
  const offered = await db
    .select({
      id: items.id,
      name: items.name,
      storeId: items.storeId,
      categoryId: items.categoryId,
      price: items.price,
      image: items.image,
    })
    .from(items)
    .orderBy(asc(items.id))
    .limit(400);
  const picks = offered.filter(() => rnd.chance(0.03)).slice(0, 8);
  if (picks.length) {
    await db.insert(itemCampaigns).values(
      picks.map((it, k) => ({
        title: `${it.name} — flash deal`,
        slug: `flash-${slugify(it.name)}-${k + 1}`,
        description: 'Limited stock at a flash-deal price.',
        image: it.image ? images.add('campaign', `flash-${it.id}`, productArt('phone', it.id)) : null,
        itemId: it.id,
        storeId: it.storeId,
        categoryId: it.categoryId,
        price: it.price,
        discount: 20,
        discountType: 'percent',
        stock: rnd.int(5, 40),
        startDate: day(-1),
        endDate: day(7 + k),
      })),
    );
  }

  await db.insert(banners).values(
    BANNERS.map((b, i) => ({
      title: b.title,
      type: 'default',
      position: i,
      image: images.add('banner', slugify(b.title), bannerArt(b.title, b.subtitle, b.kind, i + 1)),
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
      .values({ name, slug: slugify(name) })
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
      image: images.add('blog', slugify(b.title), blogCover(b.title, i + 1, b.kind)),
      publishedAt: new Date(Date.now() - (i + 1) * 4 * 86_400_000),
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
      description: 'Up to 50% off on phones, fashion and more. Use code EID20 at checkout.',
      type: 'general',
    },
  ]);
}
