import { z } from 'zod';
import { CategorySchema, ItemListSchema } from '../catalogue';
import { IdParamsSchema, PageQuerySchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const ItemListQuerySchema = PageQuerySchema.extend({
  store_id: z.coerce.number().int().positive().optional(),
  category_id: z.coerce.number().int().positive().optional(),
  type: z.enum(['all', 'veg', 'non_veg']).default('all'),
});

/** Catalogue calls: categories, items, stores, campaigns, banners, blogs, search. */
export const catalogueEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/categories',
    tag: 'categories',
    summary: 'Top-level categories with their children',
    response: z.array(CategorySchema),
  }),
  categoryChildren: defineEndpoint({
    method: 'GET',
    path: '/categories/childes/{id}',
    tag: 'categories',
    summary: 'Child categories of one category',
    params: IdParamsSchema,
    response: z.array(CategorySchema),
  }),
  category: defineEndpoint({
    method: 'GET',
    path: '/categories/{id}',
    tag: 'categories',
    summary: 'One category with its children',
    params: IdParamsSchema,
    response: CategorySchema,
  }),
  latestItems: defineEndpoint({
    method: 'GET',
    path: '/items/latest',
    tag: 'items',
    summary: 'Newest items',
    query: ItemListQuerySchema,
    response: ItemListSchema,
  }),
} as const;
