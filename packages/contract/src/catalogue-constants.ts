// The catalogue's list constants without any schema, so storefront code running in the browser can
// import them (`@bazaar/contract/catalogue-constants`) without bringing zod along.

/**
 * The deepest row a list page may reach: (offset − 1) × limit + limit ≤ 10,000. Deeper pages are
 * refused (403 on `offset`), and `total_size` counts up to this many (decision 202).
 */
export const MAX_LIST_WINDOW = 10_000;

/** How an item list can be ordered. `relevance` is the list's own order (search: best match first). */
export const ITEM_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'popularity'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export const STORE_FILTERS = ['all', 'popular', 'latest', 'top_rated', 'featured'] as const;
