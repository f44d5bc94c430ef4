import { z } from 'zod';
import { ITEM_SORTS, MAX_LIST_WINDOW } from './catalogue-constants';
import { IdSchema } from './common';

export { ITEM_SORTS, type ItemSort, MAX_LIST_WINDOW, STORE_FILTERS } from './catalogue-constants';

/** A yes/no query flag as clients send it: `1`/`0` or `true`/`false`. */
export const QueryFlagSchema = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

const pageFields = (defaultLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
  offset: z.coerce.number().int().min(1).max(MAX_LIST_WINDOW).default(1),
});

/** Filters every item list accepts (the spec's "filters"), besides paging. */
const itemFilterFields = {
  store_id: IdSchema.optional(),
  category_id: IdSchema.optional(),
  /** veg / non_veg hide the other kind of food; items without a veg mark (non-food) are unaffected. */
  type: z.enum(['all', 'veg', 'non_veg']).default('all'),
  /** Price after the item's own discount, whole rupees. */
  min_price: z.coerce.number().int().min(0).max(100_000_000).optional(),
  max_price: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /** Minimum average rating, 0–5. */
  rating: z.coerce.number().min(0).max(5).optional(),
  /** Only items with a discount of their own (deals). */
  discounted: QueryFlagSchema.optional(),
  in_stock: QueryFlagSchema.optional(),
  sort: z.enum(ITEM_SORTS).optional(),
};

const ItemFiltersSchema = z.object(itemFilterFields).omit({ sort: true });
/** The filters an item list was asked for, as the API receives them after parsing. */
export type ItemFilters = z.output<typeof ItemFiltersSchema>;

type PageLike = {
  limit: number;
  offset: number;
  min_price?: number | undefined;
  max_price?: number | undefined;
};

/** Refuses pages past the list window and an inverted price range, naming the field. */
function checkPage(q: PageLike, ctx: z.RefinementCtx) {
  // Zod still runs this when a field failed; only judge the window on valid paging.
  if (!Number.isInteger(q.limit) || q.limit > 100 || !Number.isInteger(q.offset) || q.offset < 1) return;
  if ((q.offset - 1) * q.limit + q.limit > MAX_LIST_WINDOW) {
    ctx.addIssue({
      code: 'custom',
      path: ['offset'],
      message: `Pages reach at most the first ${MAX_LIST_WINDOW} results; narrow the list with a filter`,
    });
  }
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price' });
  }
}

const itemListQuery = (defaultLimit: number) =>
  z.object({ ...pageFields(defaultLimit), ...itemFilterFields }).superRefine(checkPage);

/** The generic item list query (`{path}` with store_id, category_id, offset, limit, type + filters). */
export const ItemListQuerySchema = itemListQuery(20);
export type ItemListQuery = z.infer<typeof ItemListQuerySchema>;

/** Sponsored items page 40 at a time (spec §9). */
export const SponsoredItemsQuerySchema = itemListQuery(40);

export const CategoryItemsQuerySchema = z
  .object({
    ...pageFields(20),
    ...itemFilterFields,
    /** `1`: also answer `deal_products`, the category's discounted items. */
    with_deal_items: QueryFlagSchema.optional(),
  })
  .superRefine(checkPage);

const searchText = z
  .string()
  .trim()
  .min(1, 'Enter something to search for')
  .max(100, 'Search text is at most 100 characters');

export const ItemSearchQuerySchema = z
  .object({ ...pageFields(20), ...itemFilterFields, name: searchText })
  .superRefine(checkPage);

export const SuggestionQuerySchema = z.object({ name: searchText });

export const StoreListQuerySchema = z
  .object({ ...pageFields(20), city_id: IdSchema.optional() })
  .superRefine(checkPage);

export const StoreSearchQuerySchema = z
  .object({ ...pageFields(20), city_id: IdSchema.optional(), name: searchText })
  .superRefine(checkPage);

/** An id (digits) or a slug; routes look the thing up by either. */
export const IdOrSlugSchema = z
  .string()
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'Expected an id or a slug');
export const IdOrSlugParamsSchema = z.object({ id: IdOrSlugSchema });

export const PageOnlyQuerySchema = z.object(pageFields(20)).superRefine(checkPage);

export const RelatedItemsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(40).default(12),
});

export const BlogListQuerySchema = z
  .object({ ...pageFields(12), category_id: IdSchema.optional() })
  .superRefine(checkPage);

export const CampaignDetailsQuerySchema = z.object({ basic_campaign_id: IdSchema });
