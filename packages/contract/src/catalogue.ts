import { z } from 'zod';

export type Category = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parent_id: number | null;
  position: number;
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
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof ItemSchema>;

export const ItemListSchema = z.object({
  total_size: z.number(),
  limit: z.number(),
  offset: z.number(),
  products: z.array(ItemSchema),
});
export type ItemList = z.infer<typeof ItemListSchema>;
