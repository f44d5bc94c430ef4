import { describe, expect, it } from 'vitest';
import { CategorySchema, ItemDetailsSchema, ItemListSchema, ItemSchema } from './catalogue';
import {
  CategoryItemsQuerySchema,
  IdOrSlugParamsSchema,
  ItemListQuerySchema,
  ItemSearchQuerySchema,
  SponsoredItemsQuerySchema,
} from './catalogue-query';
import { IdParamsSchema } from './common';
import { StoreSchema } from './store';

/** An item as api-contract.md lists its fields (plus order_count, created_at and is_favorite). */
const item = {
  id: 101,
  name: 'Vivo Y36 (8/256 GB)',
  slug: 'vivo-y36-8-256-gb',
  description: 'Dual SIM, 5000 mAh',
  image: 'vivo-y36.webp',
  images: ['vivo-y36.webp', 'vivo-y36-back.webp'],
  category_id: 12,
  category_ids: [{ id: 3, position: 1 }],
  price: 59_999,
  tax: 0,
  tax_type: 'percent',
  discount: 5,
  discount_type: 'percent',
  stock: 14,
  unit_type: 'pc',
  veg: null,
  store_id: 7,
  store_name: 'Hafeez Centre Mobiles',
  store_slug: 'hafeez-centre-mobiles',
  choice_options: [{ name: 'choice_1', title: 'Colour', options: ['Black', 'Gold'] }],
  variations: [{ type: 'Black', price: 59_999, stock: 8 }],
  add_ons: [],
  food_variations: [],
  avg_rating: 4.5,
  rating_count: 12,
  maximum_cart_quantity: 2,
  weight: 0.4,
  length: 18,
  width: 10,
  height: 6,
  delivery_charges_contribution: 0,
  leopard_detail: null,
  order_count: 31,
  created_at: '2026-11-20T10:00:00.000Z',
  is_favorite: false,
};

const category = {
  id: 3,
  name: 'Mobiles',
  slug: 'mobiles',
  image: null,
  parent_id: null,
  position: 1,
  module_id: 1,
  products_count: 40,
  childes: [
    {
      id: 12,
      name: 'Smartphones',
      slug: 'smartphones',
      image: null,
      parent_id: 3,
      position: 1,
      module_id: 1,
      products_count: 30,
      childes: [],
    },
  ],
};

describe('catalogue answers', () => {
  it('take an item with every field of api-contract.md', () => {
    expect(ItemSchema.parse(item)).toEqual(item);
  });

  it.each([
    ['a price as text', { price: '59999' }],
    ['an unknown discount type', { discount_type: 'percentage' }],
    ['no slug', { slug: undefined }],
    ['images as one string', { images: 'vivo-y36.webp' }],
    ['a variation without its stock', { variations: [{ type: 'Black', price: 1 }] }],
  ])('refuse an item with %s', (_, change) => {
    expect(ItemSchema.safeParse({ ...item, ...change }).success).toBe(false);
  });

  it('page lists as total_size, limit, offset and products', () => {
    const page = { total_size: 1, limit: 20, offset: 1, products: [item] };
    expect(ItemListSchema.parse(page)).toEqual(page);
    expect(ItemListSchema.safeParse({ total_size: 1, limit: 20, offset: 1, items: [item] }).success).toBe(
      false,
    );
  });

  it('show an item with the store beside it', () => {
    const store = {
      id: 7,
      name: 'Hafeez Centre Mobiles',
      slug: 'hafeez-centre-mobiles',
      logo: null,
      avg_rating: 4.2,
      rating_count: 80,
      delivery_time: '30-40 min',
      minimum_order: 500,
      open: 1,
    };
    expect(ItemDetailsSchema.parse({ ...item, store }).store).toEqual(store);
    expect(ItemDetailsSchema.safeParse(item).success).toBe(false);
  });

  it('nest categories through childes, checking every level', () => {
    expect(CategorySchema.parse(category)).toEqual(category);
    const badChild = { ...category, childes: [{ ...category.childes[0], slug: 7 }] };
    expect(CategorySchema.safeParse(badChild).success).toBe(false);
  });

  it('say a store is open as 1 or 0 and carry no store-wide discount', () => {
    const shape = StoreSchema.shape;
    expect(shape.open.safeParse(1).success).toBe(true);
    expect(shape.open.safeParse(true).success).toBe(false);
    expect(shape.discount.safeParse(null).success).toBe(true);
    expect(shape.discount.safeParse({ discount: 10 }).success).toBe(false);
  });
});

describe('catalogue requests', () => {
  it('page 20 at a time from page 1 by default, sponsored items 40 (spec §9)', () => {
    expect(ItemListQuerySchema.parse({})).toMatchObject({ limit: 20, offset: 1, type: 'all' });
    expect(SponsoredItemsQuerySchema.parse({})).toMatchObject({ limit: 40, offset: 1, type: 'all' });
  });

  it('read query text as numbers and flags', () => {
    expect(
      CategoryItemsQuerySchema.parse({ limit: '5', offset: '3', with_deal_items: '1', in_stock: 'false' }),
    ).toMatchObject({ limit: 5, offset: 3, with_deal_items: true, in_stock: false });
  });

  const issuesOf = (query: Record<string, string>) =>
    ItemListQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ offset: '0' }, 'offset'], // offset is a page number from 1
    [{ limit: '100', offset: '101' }, 'offset'], // past the 10,000-row window (decision 202)
    [{ min_price: '500', max_price: '100' }, 'max_price'],
    [{ type: 'vegan' }, 'type'],
    [{ discounted: 'yes' }, 'discounted'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ store_id: '-1' }, 'store_id'],
  ])('refuse %o, naming %s', (query, field) => {
    expect(issuesOf(query)).toEqual([field]);
  });

  it('take the deepest page of the window', () => {
    expect(issuesOf({ limit: '100', offset: '100' })).toEqual([]);
  });

  it('need search text, trimmed, at most 100 characters', () => {
    expect(ItemSearchQuerySchema.parse({ name: '  samsng  ' }).name).toBe('samsng');
    expect(ItemSearchQuerySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(ItemSearchQuerySchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
  });

  it.each(['12', 'jinnah-super-grocers', 'Vivo-Y36'])('take %s as an id or a slug', (id) => {
    expect(IdOrSlugParamsSchema.safeParse({ id }).success).toBe(true);
  });

  it.each([
    '',
    'a b',
    '../config',
    'slug-',
    '-slug',
    'x'.repeat(161),
  ])('refuse %j as an id or a slug', (id) => {
    expect(IdOrSlugParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it.each(['0', '-3', '1.5', 'abc', '2147483648'])('refuse %j as a numeric id', (id) => {
    expect(IdParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('read a numeric id from the path text', () => {
    expect(IdParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });
});
