import { z } from 'zod';

export const ScheduleSchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  day: z.number(),
  /** `HH:MM:SS`, Pakistan time. A closing time before the opening time runs past midnight. */
  opening_time: z.string(),
  closing_time: z.string(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const StoreSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    logo: z.string().nullable(),
    cover_photo: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    address: z.string().nullable(),
    city_id: z.number().nullable(),
    zone_id: z.number().nullable(),
    module_id: z.number().nullable(),
    minimum_order: z.number(),
    free_delivery: z.boolean(),
    delivery: z.boolean(),
    take_away: z.boolean(),
    tax: z.number(),
    delivery_time: z.string().nullable(),
    /** 1 when open now by its schedule (Pakistan time), else 0 — as the platform's apps expect. */
    open: z.number(),
    active: z.boolean(),
    featured: z.boolean(),
    avg_rating: z.number(),
    rating_count: z.number(),
    order_count: z.number(),
    items_count: z.number(),
    delivery_charges_contribution: z.number(),
    /** JSON text of the store's own courier rate table, or null for the market default. */
    leopard_detail: z.string().nullable(),
    /** A store-wide discount; Bazaar's stores discount per item, so this is always null. */
    discount: z.null(),
    schedules: z.array(ScheduleSchema),
    created_at: z.string(),
    /** True when the signed-in caller keeps this store in their wish list; always false for a guest. */
    is_favorite: z.boolean(),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof StoreSchema>;

export const StoreListSchema = z
  .object({
    total_size: z.number(),
    limit: z.number(),
    offset: z.number(),
    stores: z.array(StoreSchema),
  })
  .meta({ id: 'StoreList' });
export type StoreList = z.infer<typeof StoreListSchema>;

export const StoreDetailsSchema = StoreSchema.extend({
  /** The seller's description of the store, in the language asked for where they gave one (else English). */
  description: z.string().nullable(),
  /** A note from the seller shoppers see on the store page (holiday hours, a delay); null: none. */
  announcement: z.string().nullable(),
  /** The seller closed the store until this moment (ISO time); null when it is not closed by its seller. */
  closed_until: z.string().nullable(),
  /** The categories the store sells in, for the store page's category filter. */
  categories: z.array(
    z.object({ id: z.number(), name: z.string(), slug: z.string(), items_count: z.number() }),
  ),
}).meta({ id: 'StoreDetails' });
export type StoreDetails = z.infer<typeof StoreDetailsSchema>;
