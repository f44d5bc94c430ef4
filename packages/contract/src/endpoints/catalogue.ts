import { z } from 'zod';
import {
  CategoryItemsSchema,
  CategorySchema,
  ItemDetailsSchema,
  ItemListSchema,
  ItemSchema,
  ReviewListSchema,
} from '../catalogue';
import {
  CategoryItemsQuerySchema,
  IdOrSlugParamsSchema,
  ItemListQuerySchema,
  PageOnlyQuerySchema,
  RelatedItemsQuerySchema,
  SponsoredItemsQuerySchema,
} from '../catalogue-query';
import { IdParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { marketingEndpoints } from './marketing';
import { searchEndpoints } from './search';
import { storeEndpoints } from './stores';

export { ItemListQuerySchema } from '../catalogue-query';

const FILTERS =
  'Filters: store_id, category_id, type (all|veg|non_veg), min_price, max_price, rating, discounted, in_stock; ' +
  'sort: relevance (the list’s own order) | newest | price_asc | price_desc | rating | popularity. ' +
  'Headers zoneId ([1,2]) and moduleId narrow the list.';

const itemList = (path: string, summary: string, query = ItemListQuerySchema) =>
  defineEndpoint({
    method: 'GET',
    path,
    tag: 'items',
    summary: `${summary}. ${FILTERS}`,
    query,
    response: ItemListSchema,
  });

const categoryAndItemEndpoints = {
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
  categoryItems: defineEndpoint({
    method: 'GET',
    path: '/categories/items/{id}',
    tag: 'categories',
    summary: `Items of a category (by id or slug; a parent includes its children), with its deals when with_deal_items=1. ${FILTERS}`,
    params: IdOrSlugParamsSchema,
    query: CategoryItemsQuerySchema,
    response: CategoryItemsSchema,
  }),
  latestItems: itemList('/items/latest', 'Newest items'),
  popularItems: itemList('/items/popular', 'Popular items: most ordered and rated (popularity score)'),
  mostReviewedItems: itemList('/items/most-reviewed', 'Items with the most ratings'),
  bestSellingItems: itemList('/items/best-selling', 'Best-selling items: most units delivered'),
  discountedItems: itemList('/items/discounted', 'Deals: items with a discount of their own'),
  sponsoredItems: itemList(
    '/items/sponsered',
    'Sponsored items, 40 a page (the spelling is the contract’s)',
    SponsoredItemsQuerySchema,
  ),
  itemDetails: defineEndpoint({
    method: 'GET',
    path: '/items/details/{id}',
    tag: 'items',
    summary:
      'One item by id or slug, with its store (open now or not); its description in the language asked for (X-localization) where the item has it',
    params: IdOrSlugParamsSchema,
    response: ItemDetailsSchema,
  }),
  itemReviews: defineEndpoint({
    method: 'GET',
    path: '/items/reviews/{id}',
    tag: 'items',
    summary: 'Published reviews of an item (id or slug), newest first',
    params: IdOrSlugParamsSchema,
    query: PageOnlyQuerySchema,
    response: ReviewListSchema,
  }),
  relatedItems: defineEndpoint({
    method: 'GET',
    path: '/items/related-items/{id}',
    tag: 'items',
    summary: 'Items like this one (same category), most popular first',
    params: IdOrSlugParamsSchema,
    query: RelatedItemsQuerySchema,
    response: z.array(ItemSchema),
  }),
} as const;

/** Catalogue calls: categories, items, stores, campaigns, banners, blogs, search. */
export const catalogueEndpoints = {
  ...categoryAndItemEndpoints,
  ...storeEndpoints,
  ...marketingEndpoints,
  ...searchEndpoints,
} as const;
