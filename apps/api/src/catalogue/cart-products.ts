import type {
  CartProduct,
  ChoiceGroup,
  DiscountType,
  RateTable,
  ScheduleSlot,
  TaxType,
} from '@bazaar/domain';
import { isOpenAt, pakistanDate, pakistanTime, parseRateTable } from '@bazaar/domain';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../commerce/tx';
import { itemCampaigns, items, settings, stores } from '../db/schema';

/** The store facts a cart or an order needs besides the price rules. */
export type CartStore = {
  id: number;
  name: string;
  slug: string;
  active: boolean;
  /** Open now by its weekly schedule (Pakistan time) and active. */
  open: boolean;
  minimum_order: number;
  zone_id: number | null;
  delivery: boolean;
};

/**
 * A product as the cart rules take it (the domain's CartProduct), read fresh from the database, plus
 * what the server must check before selling it: whether it can be bought at all, its store, and the
 * row id of each variation type (the stock row an order takes from).
 */
export type CatalogueProduct = CartProduct & {
  /** The item (or campaign) and its store are active. */
  available: boolean;
  store: CartStore;
  variation_ids: Record<string, number>;
  maximum_cart_quantity: number | null;
};

type Variation = { id: number; type: string; price: number; stock: number };
type AddOnRow = { id: number; name: string; price: number };

const productSelection = {
  item: {
    id: items.id,
    name: items.name,
    image: items.image,
    price: items.price,
    stock: items.stock,
    tax: items.tax,
    taxType: items.taxType,
    discount: items.discount,
    discountType: items.discountType,
    weight: items.weight,
    length: items.length,
    width: items.width,
    height: items.height,
    contribution: items.deliveryChargesContribution,
    foodVariations: items.foodVariations,
    maximumCartQuantity: items.maximumCartQuantity,
    active: items.active,
  },
  store: {
    id: stores.id,
    name: stores.name,
    slug: stores.slug,
    active: stores.active,
    minimumOrder: stores.minimumOrder,
    zoneId: stores.zoneId,
    delivery: stores.delivery,
    contribution: stores.deliveryChargesContribution,
    rates: stores.leopardDetail,
  },
  variations: sql<Variation[]>`coalesce((
    select json_agg(json_build_object('id', v.id, 'type', v.type, 'price', v.price, 'stock', v.stock) order by v.id)
    from item_variations v where v.item_id = "items"."id" and not v.retired), '[]'::json)`,
  addOns: sql<AddOnRow[]>`coalesce((
    select json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price) order by a.id)
    from add_ons a where a.active and a.id in (select jsonb_array_elements_text("items"."add_on_ids")::integer)), '[]'::json)`,
  schedules: sql<ScheduleSlot[]>`coalesce((
    select json_agg(json_build_object('day', ss.day, 'opening_time', ss.opening_time, 'closing_time', ss.closing_time))
    from store_schedules ss where ss.store_id = "stores"."id"), '[]'::json)`,
};

type ProductRow = {
  item: {
    id: number;
    name: string;
    image: string | null;
    price: number;
    stock: number;
    tax: number;
    taxType: string;
    discount: number;
    discountType: string;
    weight: number;
    length: number;
    width: number;
    height: number;
    contribution: number | null;
    foodVariations: ChoiceGroup[];
    maximumCartQuantity: number | null;
    active: boolean;
  };
  store: {
    id: number;
    name: string;
    slug: string;
    active: boolean;
    minimumOrder: number;
    zoneId: number | null;
    delivery: boolean;
    contribution: number;
    rates: RateTable | null;
  };
  variations: Variation[];
  addOns: AddOnRow[];
  schedules: ScheduleSlot[];
};

function toProduct(row: ProductRow, now: Date): CatalogueProduct {
  const { item, store } = row;
  const open = store.active && isOpenAt(row.schedules, pakistanTime(now));
  return {
    id: item.id,
    name: item.name,
    image: item.image,
    price: item.price,
    stock: item.stock,
    store_id: store.id,
    store_name: store.name,
    store_slug: store.slug,
    minimum_order: Number(store.minimumOrder ?? 0),
    tax: Number(item.tax),
    tax_type: item.taxType as TaxType,
    discount: Number(item.discount),
    discount_type: item.discountType as DiscountType,
    weight: Number(item.weight),
    length: Number(item.length),
    width: Number(item.width),
    height: Number(item.height),
    // The item's own contribution wins over its store's (as the item answer shows it).
    delivery_charges_contribution: Number(item.contribution ?? store.contribution ?? 0),
    leopard_detail: parseRateTable(store.rates),
    variations: row.variations.map(({ type, price, stock }) => ({ type, price, stock })),
    food_variations: item.foodVariations,
    add_ons: row.addOns,
    item_campaign_id: null,
    available: item.active && store.active,
    store: {
      id: store.id,
      name: store.name,
      slug: store.slug,
      active: store.active,
      open,
      minimum_order: store.minimumOrder,
      zone_id: store.zoneId,
      delivery: store.delivery,
    },
    variation_ids: Object.fromEntries(row.variations.map((v) => [v.type, v.id])),
    maximum_cart_quantity: item.maximumCartQuantity,
  };
}

const selectProducts = (db: Db) =>
  db.select(productSelection).from(items).innerJoin(stores, eq(stores.id, items.storeId));

/** Fresh products for these item ids, in one query; ids that do not exist are simply absent. */
export async function loadCartProducts(
  db: Db,
  itemIds: readonly number[],
  now = new Date(),
): Promise<Map<number, CatalogueProduct>> {
  const ids = [...new Set(itemIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return new Map();
  const rows = (await selectProducts(db).where(inArray(items.id, ids))) as ProductRow[];
  return new Map(rows.map((row) => [row.item.id, toProduct(row, now)]));
}

/**
 * Campaign products (a campaign's own price, discount and stock for its item), keyed by campaign id.
 * A campaign outside its dates or inactive is unavailable; it has no variations (decision 402).
 */
export async function loadCampaignProducts(
  db: Db,
  campaignIds: readonly number[],
  now = new Date(),
): Promise<Map<number, CatalogueProduct>> {
  const ids = [...new Set(campaignIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return new Map();
  const today = pakistanDate(now);
  const campaigns = await db
    .select({
      id: itemCampaigns.id,
      itemId: itemCampaigns.itemId,
      price: itemCampaigns.price,
      discount: itemCampaigns.discount,
      discountType: itemCampaigns.discountType,
      stock: itemCampaigns.stock,
      live: sql<boolean>`${and(eq(itemCampaigns.active, true), lte(itemCampaigns.startDate, today), gte(itemCampaigns.endDate, today))}`,
    })
    .from(itemCampaigns)
    .where(inArray(itemCampaigns.id, ids));
  const products = await loadCartProducts(
    db,
    campaigns.flatMap((c) => (c.itemId === null ? [] : [c.itemId])),
    now,
  );
  const out = new Map<number, CatalogueProduct>();
  for (const campaign of campaigns) {
    const product = campaign.itemId === null ? undefined : products.get(campaign.itemId);
    if (!product) continue;
    out.set(campaign.id, {
      ...product,
      price: campaign.price,
      discount: Number(campaign.discount),
      discount_type: campaign.discountType as DiscountType,
      stock: campaign.stock,
      variations: [],
      variation_ids: {},
      item_campaign_id: campaign.id,
      available: product.available && Boolean(campaign.live),
    });
  }
  return out;
}

/** The market's default courier rate table (config `leopard_detail`), or null for the fallback rates. */
export async function loadDefaultRateTable(db: Db): Promise<RateTable | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'leopard_detail'));
  return row ? parseRateTable(row.value) : null;
}

/** What identifies a line's product: the item, and the campaign it is bought through, if any. */
export type LineRef = { item_id: number; item_campaign_id?: number | null | undefined };

/**
 * Reads the products of these lines in two queries (items, campaigns) and answers a lookup: a plain
 * line's item, or a campaign line's campaign product — undefined when it is gone, or when the campaign
 * is not for the line's item.
 */
export async function loadLineProducts(
  db: Db,
  lines: readonly LineRef[],
  now = new Date(),
): Promise<(line: LineRef) => CatalogueProduct | undefined> {
  const [products, campaigns] = await Promise.all([
    loadCartProducts(
      db,
      lines.filter((l) => l.item_campaign_id == null).map((l) => l.item_id),
      now,
    ),
    loadCampaignProducts(
      db,
      lines.flatMap((l) => (l.item_campaign_id == null ? [] : [l.item_campaign_id])),
      now,
    ),
  ]);
  return (line) => {
    const product =
      line.item_campaign_id == null ? products.get(line.item_id) : campaigns.get(line.item_campaign_id);
    return product?.id === line.item_id ? product : undefined;
  };
}
