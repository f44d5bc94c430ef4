import type { Banner, BasicCampaign, ItemCampaign } from '@bazaar/contract';
import { type Locale, localTexts } from '@bazaar/domain';
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { bindStoreFilter } from '../../catalogue/stores/repository';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { banners, campaignStores, campaigns, itemCampaigns, items, stores } from '../../db/schema';
import type { MarketScope } from '../../platform/headers';

const p = (name: string) => sql.placeholder(name);
/** Today in Pakistan: a campaign runs from its start date to its end date inclusive. */
const running = (start: unknown, end: unknown) =>
  sql`(now() at time zone 'Asia/Karachi')::date between ${start} and ${end}`;
/** Rows for every module, or for the shopper's (a null module shows everywhere). */
const inModule = (
  column: typeof banners.moduleId | typeof campaigns.moduleId,
  byModule: boolean,
): SQL | undefined => (byModule ? or(isNull(column), eq(column, p('module'))) : undefined);
const scopeParams = (scope: MarketScope) => ({
  ...(scope.zoneIds && { zones: scope.zoneIds }),
  ...(scope.moduleId !== null && { module: scope.moduleId }),
});

/** Banners for the shopper's zones and module (a banner without a zone or module shows everywhere), titled in `locale`. */
export async function listBanners(db: Database, scope: MarketScope, locale: Locale): Promise<Banner[]> {
  const byZone = scope.zoneIds !== null;
  const byModule = scope.moduleId !== null;
  const query = prepared(db, `banners|${byZone}|${byModule}`, (name) =>
    db
      .select({
        id: banners.id,
        title: banners.title,
        type: banners.type,
        image: banners.image,
        link: banners.link,
        store_id: banners.storeId,
        store_slug: stores.slug,
        item_id: banners.itemId,
        item_slug: items.slug,
        zone_id: banners.zoneId,
        module_id: banners.moduleId,
        text_in_image: banners.textInImage,
        translations: banners.translations,
      })
      .from(banners)
      .leftJoin(stores, eq(stores.id, banners.storeId))
      .leftJoin(items, eq(items.id, banners.itemId))
      .where(
        and(
          eq(banners.active, true),
          byZone
            ? or(isNull(banners.zoneId), sql`${banners.zoneId} = any(${p('zones')}::integer[])`)
            : undefined,
          inModule(banners.moduleId, byModule),
        ),
      )
      .orderBy(asc(banners.position), asc(banners.id))
      .prepare(name),
  );
  const rows = await query.execute(scopeParams(scope));
  return rows.map(({ translations, ...banner }) => ({
    ...banner,
    ...localTexts({ title: banner.title }, translations, locale),
  }));
}

/**
 * Running basic campaigns of the shopper's module (or one of them), titled and described in `locale`,
 * with how many of the shopper's stores joined.
 */
export async function listBasicCampaigns(
  db: Database,
  scope: MarketScope,
  locale: Locale,
  id?: number,
): Promise<BasicCampaign[]> {
  const byModule = scope.moduleId !== null;
  const one = id !== undefined;
  const query = prepared(db, `campaigns|${byModule}|${one}`, (name) =>
    db
      .select({
        id: campaigns.id,
        title: campaigns.title,
        slug: campaigns.slug,
        description: campaigns.description,
        image: campaigns.image,
        start_date: campaigns.startDate,
        end_date: campaigns.endDate,
        text_in_image: campaigns.textInImage,
        translations: campaigns.translations,
      })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.active, true),
          running(campaigns.startDate, campaigns.endDate),
          inModule(campaigns.moduleId, byModule),
          one ? eq(campaigns.id, p('id')) : undefined,
        ),
      )
      .orderBy(asc(campaigns.endDate), asc(campaigns.id))
      .prepare(name),
  );
  const rows = await query.execute({ ...(byModule && { module: scope.moduleId }), ...(one && { id }) });
  if (rows.length === 0) return [];

  const bound = bindStoreFilter(scope);
  const joinedQuery = prepared(db, `campaign-stores-count|${bound.shape}`, (name) =>
    db
      .select({ campaignId: campaignStores.campaignId, n: count() })
      .from(campaignStores)
      .innerJoin(stores, eq(stores.id, campaignStores.storeId))
      .where(and(sql`${campaignStores.campaignId} = any(${p('campaigns')}::integer[])`, bound.where()))
      .groupBy(campaignStores.campaignId)
      .prepare(name),
  );
  const joined = await joinedQuery.execute({ ...bound.params, campaigns: rows.map((r) => r.id) });
  const countOf = new Map(joined.map((j) => [j.campaignId, j.n]));
  return rows.map(({ translations, ...r }) => ({
    ...r,
    ...localTexts({ title: r.title, description: r.description }, translations, locale),
    start_date: String(r.start_date),
    end_date: String(r.end_date),
    stores_count: countOf.get(r.id) ?? 0,
  }));
}

/** Running item campaigns of active stores in the shopper's zones and module, titled and described in `locale`. */
export async function listItemCampaigns(
  db: Database,
  scope: MarketScope,
  locale: Locale,
): Promise<ItemCampaign[]> {
  const bound = bindStoreFilter(scope);
  const query = prepared(db, `item-campaigns|${bound.shape}`, (name) =>
    db
      .select({
        c: itemCampaigns,
        store_name: stores.name,
        store_slug: stores.slug,
        item_slug: items.slug,
        avg_rating: items.avgRating,
        rating_count: items.ratingCount,
      })
      .from(itemCampaigns)
      .innerJoin(stores, eq(stores.id, itemCampaigns.storeId))
      .leftJoin(items, eq(items.id, itemCampaigns.itemId))
      .where(
        and(
          eq(itemCampaigns.active, true),
          running(itemCampaigns.startDate, itemCampaigns.endDate),
          bound.where(),
        ),
      )
      .orderBy(asc(itemCampaigns.endDate), desc(itemCampaigns.id))
      .limit(100)
      .prepare(name),
  );
  const rows = await query.execute(bound.params);
  return rows.map(({ c, ...r }) => ({
    id: c.id,
    ...localTexts({ title: c.title, description: c.description }, c.translations, locale),
    slug: c.slug,
    image: c.image,
    item_id: c.itemId,
    item_slug: r.item_slug,
    store_id: c.storeId,
    store_name: r.store_name,
    store_slug: r.store_slug,
    category_id: c.categoryId,
    price: c.price,
    discount: Number(c.discount),
    discount_type: c.discountType === 'amount' ? 'amount' : 'percent',
    stock: c.stock,
    start_date: String(c.startDate),
    end_date: String(c.endDate),
    avg_rating: Number(r.avg_rating ?? 0),
    rating_count: r.rating_count ?? 0,
  }));
}
