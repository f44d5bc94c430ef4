import type { ChangeFeed } from './change-feed';

/**
 * A small in-process cache with a time to live and a size bound (oldest entries leave first). It
 * holds derived, slightly-stale-is-fine values such as list totals (decision 202); every process
 * keeps its own, so nothing here is state the marketplace depends on.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** The cached value, or `load()` once however many callers ask for the same key at the same time. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear() {
    this.entries.clear();
  }
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
