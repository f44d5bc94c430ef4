import { z } from 'zod';

export type Category = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parent_id: number | null;
  position: number;
  /** The module (store type) the category belongs to; a `moduleId` header lists only its categories. */
  module_id: number | null;
  products_count: number;
  childes: Category[];
};
export const CategorySchema: z.ZodType<Category> = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    parent_id: z.number().nullable(),
    position: z.number(),
    module_id: z.number().nullable(),
    products_count: z.number(),
    get childes() {
      return z.array(CategorySchema);
    },
  })
  .meta({ id: 'Category' });

const DiscountType = z.enum(['percent', 'amount']);

export const ItemSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    images: z.array(z.string()),
    category_id: z.number().nullable(),
    category_ids: z.array(z.object({ id: z.number(), position: z.number() })),
    price: z.number(),
    tax: z.number(),
    tax_type: z.enum(['percent', 'amount']),
    discount: z.number(),
    discount_type: DiscountType,
    stock: z.number(),
    unit_type: z.string().nullable(),
    veg: z.number().nullable(),
    store_id: z.number(),
    store_name: z.string(),
    store_slug: z.string(),
    choice_options: z.array(z.object({ name: z.string(), title: z.string(), options: z.array(z.string()) })),
    variations: z.array(z.object({ type: z.string(), price: z.number(), stock: z.number() })),
    add_ons: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() })),
    food_variations: z.array(z.unknown()),
    avg_rating: z.number(),
    rating_count: z.number(),
    maximum_cart_quantity: z.number().nullable(),
    weight: z.number(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    delivery_charges_contribution: z.number(),
    leopard_detail: z.string().nullable(),
    order_count: z.number(),
    created_at: z.string(),
    /** True when the signed-in caller keeps this item in their wish list; always false for a guest. */
    is_favorite: z.boolean(),
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof ItemSchema>;

export const ItemListSchema = z
  .object({
    /** Matching items, counted up to the deepest reachable row (decision 202). */
    total_size: z.number(),
    limit: z.number(),
    offset: z.number(),
    products: z.array(ItemSchema),
  })
  .meta({ id: 'ItemList' });
export type ItemList = z.infer<typeof ItemListSchema>;

/** `categories/items/{id}`: the page, plus the category's deals when `with_deal_items=1`. */
export const CategoryItemsSchema = ItemListSchema.extend({
  deal_products: z.array(ItemSchema).optional(),
}).meta({ id: 'CategoryItems' });
export type CategoryItems = z.infer<typeof CategoryItemsSchema>;

/** The store an item page shows beside the item. */
export const ItemStoreSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  avg_rating: z.number(),
  rating_count: z.number(),
  delivery_time: z.string().nullable(),
  minimum_order: z.number(),
  /** 1 when the store is open now (its schedule, Pakistan time), else 0. */
  open: z.number(),
});

export const ItemDetailsSchema = ItemSchema.extend({ store: ItemStoreSchema }).meta({ id: 'ItemDetails' });
export type ItemDetails = z.infer<typeof ItemDetailsSchema>;

export const ReviewSchema = z
  .object({
    id: z.number(),
    item_id: z.number(),
    user_id: z.number().nullable(),
    comment: z.string().nullable(),
    /** The review's photos: file names under `base_urls.review_image_url`. */
    attachment: z.array(z.string()),
    /** The same photos as addresses (absolute with PUBLIC_URL, else from the site root). */
    attachment_full_url: z.array(z.string()),
    rating: z.number(),
    order_id: z.number().nullable(),
    /** The reviewer as the public sees them: the first name only (l_name empty, image null). */
    customer: z.object({ f_name: z.string(), l_name: z.string(), image: z.string().nullable() }).nullable(),
    created_at: z.string(),
    /** The store's one reply, plain text as written (null: none yet), and when it was last written. */
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListSchema = z.object({
  total_size: z.number(),
  limit: z.number(),
  offset: z.number(),
  /** The item's average over all its ratings (some ratings carry no written review). */
  avg_rating: z.number(),
  rating_count: z.number(),
  reviews: z.array(ReviewSchema),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;
