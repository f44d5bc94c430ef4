import { z } from 'zod';
import { ItemSchema } from './catalogue';
import { StoreListSchema } from './store';

/** What the search box shows while the shopper types: items, stores and categories by prefix. */
export const SearchSuggestionsSchema = z
  .object({
    /** The words the query was read as, after typo correction (e.g. `samsng` → `samsung`). */
    terms: z.array(z.string()),
    items: z.array(
      z.object({ id: z.number(), name: z.string(), slug: z.string(), image: z.string().nullable() }),
    ),
    stores: z.array(
      z.object({ id: z.number(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
    ),
    categories: z.array(
      z.object({ id: z.number(), name: z.string(), slug: z.string(), image: z.string().nullable() }),
    ),
  })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

/** `items/search`: a page of items, and the words the query was read as. */
export const ItemSearchResultSchema = z
  .object({
    total_size: z.number(),
    limit: z.number(),
    offset: z.number(),
    terms: z.array(z.string()),
    products: z.array(ItemSchema),
  })
  .meta({ id: 'ItemSearchResult' });
export type ItemSearchResult = z.infer<typeof ItemSearchResultSchema>;

/** `stores/search`: a page of stores, and the words the query was read as. */
export const StoreSearchResultSchema = StoreListSchema.extend({ terms: z.array(z.string()) }).meta({
  id: 'StoreSearchResult',
});
export type StoreSearchResult = z.infer<typeof StoreSearchResultSchema>;
