/** A fixed-window counter: how many hits a key has had in its current window, and when that ends. */
export type Window = { count: number; resetAt: number };

/**
 * Where failed sign-ins are counted (decision 305): counters that, unlike @fastify/rate-limit's, can be
 * peeked at without counting and cleared. In memory for one process (the default); Redis (`REDIS_URL`)
 * when several processes must share them. Keys arrive hashed, so no email is stored as such.
 */
export interface RateLimitStore {
  /** Counts one hit and answers the window after it. */
  hit(key: string, windowMs: number): Promise<Window>;
  /** The window as it stands, without counting. */
  peek(key: string): Promise<Window | null>;
  reset(key: string): Promise<void>;
}

export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Window> {
    const now = this.now();
    const current = this.live(key, now);
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: now + windowMs };
    this.windows.set(key, next);
    if (this.windows.size > 100_000) this.sweep(now);
    return next;
  }

  async peek(key: string): Promise<Window | null> {
    return this.live(key, this.now());
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string, now: number): Window | null {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w : null;
  }

  /** Drops ended windows, so the map stays bounded under a flood of distinct keys. */
  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
