import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  loadRecentSearches,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  removeRecentSearch,
  saveRecentSearches,
} from './recent-searches';

describe('recent searches', () => {
  it('puts the newest first and keeps one copy of a query (case and spaces ignored)', () => {
    let list: string[] = [];
    for (const q of ['samsung', 'basmati rice', '  Samsung ', 'kurta']) list = addRecentSearch(list, q);
    expect(list).toEqual(['kurta', 'Samsung', 'basmati rice']);
  });

  it('keeps at most 8, dropping the oldest', () => {
    let list: string[] = [];
    for (let i = 1; i <= 10; i++) list = addRecentSearch(list, `query ${i}`);
    expect(list).toHaveLength(8);
    expect(list[0]).toBe('query 10');
    expect(list.at(-1)).toBe('query 3');
  });

  it('ignores an empty query', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('removes one query, whatever its case', () => {
    expect(removeRecentSearch(['kurta', 'samsung', 'rice'], 'SAMSUNG')).toEqual(['kurta', 'rice']);
  });

  it('reads only a list of strings from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, "", "b"]')).toEqual(['a', 'b']);
  });

  it('saves and loads through storage; an empty list clears it', () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    saveRecentSearches(['kurta', 'rice'], store);
    expect(loadRecentSearches(store)).toEqual(['kurta', 'rice']);
    saveRecentSearches([], store);
    expect(map.has(RECENT_SEARCHES_KEY)).toBe(false);
  });
});
