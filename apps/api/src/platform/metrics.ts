/**
 * The process's metrics (issue 15, decision 206): ONE prom-client registry per process, the named
 * metrics other modules update, and a helper for values read at scrape time. Tests build many apps in
 * one process, so everything here is created once, at module load, and never registered twice.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

let defaultsCollected = false;
/** Node's own metrics (CPU, memory, GC, `nodejs_eventloop_lag_*` from `monitorEventLoopDelay`): once. */
export function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
collectProcessMetrics();

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';
export function statusClass(status: number): StatusClass {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  if (status >= 200) return '2xx';
  return '1xx';
}

/**
 * Time to answer, by method, route PATTERN (never the raw URL: `"unmatched"` for unknown routes,
 * `"page"` for storefront pages) and status class. Buckets from 1 ms to 5 s.
 */
export const httpRequestDuration = new Histogram({
  name: 'bazaar_http_request_duration_seconds',
  help: 'Time from request to response, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export type CacheName = 'api' | 'page' | (string & {});
export type CacheResult = 'hit' | 'miss' | 'bypass';

/** Every lookup in a process cache: `cache` (e.g. `api`, `page`), `result` (`hit`, `miss`, `bypass`). */
export const cacheLookups = new Counter({
  name: 'bazaar_cache_lookups_total',
  help: 'Lookups in the process caches, by cache and result (hit, miss, bypass).',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

/** Entries held now, by cache. */
export const cacheEntries = new Gauge({
  name: 'bazaar_cache_entries',
  help: 'Entries held in the process caches, by cache.',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
});

/** Approximate bytes held now, by cache. */
export const cacheBytes = new Gauge({
  name: 'bazaar_cache_bytes',
  help: 'Approximate bytes held in the process caches, by cache.',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
});

/**
 * hits / (hits + misses) since the process started, by cache (bypasses do not count). Prometheus can
 * derive a rate from `bazaar_cache_lookups_total`; this is the figure the issue asks for, ready to read.
 */
export const cacheHitRatio = new Gauge({
  name: 'bazaar_cache_hit_ratio',
  help: 'Cache hits / (hits + misses) since the process started, by cache.',
  labelNames: ['cache'] as const,
  registers: [metricsRegistry],
  async collect() {
    const counts = new Map<string, { hit: number; miss: number }>();
    for (const { labels, value } of (await cacheLookups.get()).values) {
      const cache = String(labels.cache ?? '');
      const entry = counts.get(cache) ?? { hit: 0, miss: 0 };
      if (labels.result === 'hit') entry.hit += value;
      else if (labels.result === 'miss') entry.miss += value;
      counts.set(cache, entry);
    }
    this.reset();
    for (const [cache, { hit, miss }] of counts) {
      if (hit + miss > 0) this.set({ cache }, hit / (hit + miss));
    }
  },
});

const readers = new Map<string, () => number>();

/**
 * A gauge whose value is read when Prometheus scrapes (e.g. the DB pool's counts). Registered once per
 * name; calling again with the same name replaces the reader (the latest app built in this process
 * reports), so building many apps in one process never registers a metric twice. A reader that throws
 * or returns a non-finite number leaves the gauge unset for that scrape.
 */
export function gaugeFrom(name: string, help: string, read: () => number) {
  readers.set(name, read);
  if (metricsRegistry.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      try {
        const value = readers.get(name)?.();
        if (value !== undefined && Number.isFinite(value)) this.set(value);
      } catch {
        // A closed pool or similar: report nothing rather than fail the scrape.
      }
    },
  });
}

/** Forget a scrape-time reader (e.g. when the app that owned the pool closes). */
export function dropGaugeReader(name: string, read: () => number) {
  if (readers.get(name) === read) readers.delete(name);
}

/**
 * Requests refused with 503 by load shedding (decision 210), by why: `full` (every slot and the
 * waiting line taken, refused at once), `waited` (waited the longest allowed in line) or `busy` (read
 * after the event loop had been busy too long in one turn).
 */
export const requestsShed = new Counter({
  name: 'bazaar_requests_shed_total',
  help: 'Requests refused with 503 because the server was at its limit, by reason (full, waited, busy).',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});
