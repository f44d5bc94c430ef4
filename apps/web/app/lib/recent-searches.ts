/** The search box's recent searches (spec §2 'search history'): newest first, kept in localStorage. */
export const RECENT_SEARCHES_KEY = 'bazaar.recent-searches';
export const RECENT_SEARCHES_MAX = 8;

const normalise = (query: string) => query.trim().replace(/\s+/g, ' ');
const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** `query` first, any earlier copy of it (case-insensitive) dropped, at most 8 kept. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = normalise(query);
  if (!text) return [...list];
  return [text, ...list.filter((q) => !same(q, text))].slice(0, RECENT_SEARCHES_MAX);
}

export function removeRecentSearch(list: readonly string[], query: string): string[] {
  return list.filter((q) => !same(q, query));
}

/** What storage holds, kept only if it is a list of non-empty strings (anything else reads as empty). */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((q): q is string => typeof q === 'string' && normalise(q) !== '')
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): StorageLike | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, a sandboxed frame)
  }
};

export function loadRecentSearches(store: StorageLike | null = storage()): string[] {
  try {
    return parseRecentSearches(store?.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function saveRecentSearches(list: readonly string[], store: StorageLike | null = storage()) {
  try {
    if (list.length === 0) store?.removeItem(RECENT_SEARCHES_KEY);
    else store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // full or blocked: recent searches are a convenience, never an error
  }
}
