import { gt, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import {
  banners,
  blogCategories,
  blogs,
  campaignStores,
  campaigns,
  itemCampaigns,
  items,
  reviews,
  users,
} from '../../apps/api/src/db/schema/index.ts';
import { bannerArt, blogCover } from '../../apps/api/src/seed/art/index.ts';
import { BANNERS, BLOG_CATEGORIES, BLOGS, CAMPAIGNS } from '../../apps/api/src/seed/data/marketing.ts';
import { type Random, slugify } from '../../apps/api/src/seed/random.ts';
import type { SharedImages } from './images.ts';
import { REVIEWER_NAMES, REVIEWER_SURNAMES } from './names.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Banners, running campaigns joined by a few hundred stores, flash deals and the blog. */
export async function makeMarketing(db: Database, rnd: Random, storeIds: number[], images: SharedImages) {
  await db.insert(banners).values(
    BANNERS.map((b, i) => ({
      title: b.title,
      position: i,
      image: images.add('banner', `bench-${slugify(b.title)}`, bannerArt(b.title, b.subtitle, b.kind, i + 1)),
    })),
  );
  for (const [i, c] of CAMPAIGNS.entries()) {
    const [row] = await db
      .insert(campaigns)
      .values({
        title: c.title,
        slug: slugify(c.title),
        description: c.description,
        image: images.add(
          'campaign',
          `bench-${slugify(c.title)}`,
          bannerArt(c.title, c.description, c.kind, i + 11),
        ),
        startDate: day(-5),
        endDate: day(30),
      })
      .returning({ id: campaigns.id });
    const joined = storeIds.filter(() => rnd.chance(0.15));
    await db.insert(campaignStores).values(joined.map((storeId) => ({ campaignId: row!.id, storeId })));
  }
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
    .where(gt(items.orderCount, 2900))
    .limit(20);
  await db.insert(itemCampaigns).values(
    offered.map((it, k) => ({
      title: `${it.name} — flash deal`,
      slug: `flash-${it.id}`,
      image: it.image,
      itemId: it.id,
      storeId: it.storeId,
      categoryId: it.categoryId,
      price: it.price,
      discount: 20,
      stock: 10 + k,
      startDate: day(-1),
      endDate: day(7 + k),
    })),
  );
  const catIds = await db
    .insert(blogCategories)
    .values(BLOG_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: blogCategories.id, name: blogCategories.name });
  await db.insert(blogs).values(
    BLOGS.map((b, i) => ({
      title: b.title,
      slug: slugify(b.title),
      categoryId: catIds.find((c) => c.name === b.category)?.id,
      excerpt: b.excerpt,
      body: b.body,
      author: 'Bazaar Editorial',
      image: images.add('blog', `bench-${slugify(b.title)}`, blogCover(b.title, i + 1)),
      publishedAt: new Date(Date.now() - (i + 1) * 86_400_000),
    })),
  );
}

/** `total` written reviews by 200 reviewers, on rated items, newest within 90 days. */
export async function makeReviews(db: Database, rnd: Random, total: number) {
  const reviewers = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        fName: REVIEWER_NAMES[i % REVIEWER_NAMES.length]!,
        lName: REVIEWER_SURNAMES[i % REVIEWER_SURNAMES.length]!,
        email: `bench-reviewer${i + 1}@reviewers.bazaar.pk`,
        registrationType: 'google',
        loginWith: 'google',
      })),
    )
    .returning({ id: users.id });
  const [max] = await db.select({ n: sql<number>`max(id)`.mapWith(Number) }).from(items);
  for (let start = 0; start < total; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, total - start) }, () => ({
      itemId: rnd.int(1, max!.n),
      userId: rnd.pick(reviewers).id,
      rating: rnd.pick([5, 5, 5, 4, 4, 3, 2, 1]),
      comment: rnd.pick([
        'Bohat acha product hai.',
        'Good value for money.',
        'Delivery late thi, product theek hai.',
        'Original, as described.',
        'Not as shown in the picture.',
      ]),
      createdAt: new Date(Date.now() - rnd.int(1, 90 * 24) * 3_600_000),
    }));
    await db.insert(reviews).values(rows).onConflictDoNothing();
  }
}
