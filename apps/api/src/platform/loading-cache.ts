import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';

/**
 * A small in-process cache of derived, slightly-stale-is-fine values such as list totals (decision
 * 202): lru-cache with a time to live and a size bound, whose `fetch` runs one load however many
 * callers ask for a key at once. Every process keeps its own, so nothing here is state the
 * marketplace depends on.
 */
export type LoadingCache<V extends {}> = LRUCache<string, V, () => Promise<V>>;

export function loadingCache<V extends {}>(ttlMs: number, max = 10_000): LoadingCache<V> {
  return new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: ttlMs,
    // A load overtaken by clear() (a committed change) answers undefined instead of failing its callers…
    allowStaleOnFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

/** The cached value of `key`, or `load()` once for all who ask at the same time. */
export async function cachedOr<V extends {}>(cache: LoadingCache<V>, key: string, load: () => Promise<V>) {
  // …and is run again, so the answer is read after the change (and is not cached from before it).
  return (await cache.fetch(key, { context: load })) ?? load();
}

/** Tags after which counts of list members may differ (decision 209). */
const MEMBERSHIP = new Set(['list:members', 'stores', 'categories']);

/**
 * Forgets a cache of derived list figures when a committed change may alter them: `lists` for
 * figures that depend on filters and order (any list change), else only when membership changes.
 */
export function clearOnChange(cache: { clear(): void }, feed: ChangeFeed, scope: 'lists' | 'members') {
  return feed.subscribe((tags) => {
    if (tags === 'all' || tags.some((t) => MEMBERSHIP.has(t) || (scope === 'lists' && t.startsWith('list:'))))
      cache.clear();
  });
}
