import { ItemSearchQuerySchema, StoreSearchQuerySchema, SuggestionQuerySchema } from '../catalogue-query';
import { defineEndpoint } from '../endpoint';
import { ItemSearchResultSchema, SearchSuggestionsSchema, StoreSearchResultSchema } from '../search';

const HOW =
  'Every word must match an item’s name, category, store or description; the last word matches as a prefix; ' +
  'a misspelt word is read as the closest known word (samsng → samsung). No stemming (chawal, kurta, jutti stay as typed).';

/** Search: items, stores, and as-you-type suggestions (decision 201). */
export const searchEndpoints = {
  searchItems: defineEndpoint({
    method: 'GET',
    path: '/items/search',
    tag: 'search',
    summary: `Search items by name (best match first, then popularity; any item filter or sort applies). ${HOW}`,
    query: ItemSearchQuerySchema,
    response: ItemSearchResultSchema,
  }),
  searchStores: defineEndpoint({
    method: 'GET',
    path: '/stores/search',
    tag: 'search',
    summary: `Search stores by name or address (best match first, then popularity). ${HOW}`,
    query: StoreSearchQuerySchema,
    response: StoreSearchResultSchema,
  }),
  searchSuggestions: defineEndpoint({
    method: 'GET',
    path: '/items/search-suggestion',
    tag: 'search',
    summary:
      'As-you-type suggestions for the search box: items, stores and categories matching the words so far',
    query: SuggestionQuerySchema,
    response: SearchSuggestionsSchema,
  }),
} as const;
