import type { SearchSuggestions } from '@bazaar/contract';

/** GET items/search-suggestion (packages/contract endpoints.searchSuggestions), from the browser. */
export const SUGGESTIONS_PATH = '/api/v1/items/search-suggestion';

/**
 * The search box's suggestions for what is typed so far. A plain fetch with the query the contract
 * describes: the browser bundle stays free of the contract's schemas (about 39 KB gzip).
 */
export async function fetchSuggestions(name: string, locale: string): Promise<SearchSuggestions> {
  const answer = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ name })}`, {
    headers: { 'x-localization': locale },
  });
  if (!answer.ok) throw new Error(`suggestions answered ${answer.status}`);
  return (await answer.json()) as SearchSuggestions;
}
