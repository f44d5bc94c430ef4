import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeTags } from '../platform/change-feed';
import { AnswerCache, encodedEntry, entrySize } from './answer-cache';

const ALWAYS = Number.POSITIVE_INFINITY;

/** A feed the test drives by hand. */
function fakeFeed() {
  const listeners = new Set<(tags: ChangeTags) => void>();
  const feed: ChangeFeed & { emit(tags: ChangeTags): void; live: boolean } = {
    live: true,
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    fence: async () => {},
    close: async () => {},
    emit: (tags) => {
      for (const fn of listeners) fn(tags);
    },
  };
  return feed;
}

describe('AnswerCache', () => {
  it('drops exactly the answers sharing a changed tag', () => {
    const feed = fakeFeed();
    const cache = new AnswerCache<string>(feed, 1_000_000, entrySize);
    cache.set('a', 'A', ['item:1', 'list:all'], cache.mark(), ALWAYS);
    cache.set('b', 'B', ['item:2', 'list:cat:4'], cache.mark(), ALWAYS);
    feed.emit(['item:1']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('B');
    feed.emit(['list:cat:4', 'item:99']);
    expect(cache.get('b')).toBeUndefined();
  });

  it("'all' drops everything", () => {
    const feed = fakeFeed();
    const cache = new AnswerCache<string>(feed, 1_000_000, entrySize);
    cache.set('a', 'A', ['item:1'], cache.mark(), ALWAYS);
    feed.emit('all');
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep an answer computed while a change of its tags was committed', () => {
    const feed = fakeFeed();
    const cache = new AnswerCache<string>(feed, 1_000_000, entrySize);
    const started = cache.mark();
    feed.emit(['item:1']);
    cache.set('stale', 'old price', ['item:1'], started, ALWAYS);
    expect(cache.get('stale')).toBeUndefined();
    // A change of something else meanwhile does not matter.
    const again = cache.mark();
    feed.emit(['item:2']);
    cache.set('fresh', 'ok', ['item:1'], again, ALWAYS);
    expect(cache.get('fresh')?.body).toBe('ok');
  });

  it('is unusable while the feed is not live', () => {
    const feed = fakeFeed();
    const cache = new AnswerCache<string>(feed, 1_000_000, entrySize);
    expect(cache.usable).toBe(true);
    feed.live = false;
    expect(cache.usable).toBe(false);
  });

  it('stays within its byte bound, the least recently used leaving first', () => {
    const feed = fakeFeed();
    const cache = new AnswerCache<string>(feed, 10_000, entrySize);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, 'x'.repeat(1_000), [`item:${i}`], cache.mark(), ALWAYS);
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k19')).toBeDefined();
    // An evicted answer's tags are forgotten with it: invalidating them later finds nothing to drop.
    feed.emit(['item:0']);
    expect(cache.get('k19')).toBeDefined();
  });

  /** A cache on a clock the test moves: Monday 2026-11-23, 12:00:00 in Pakistan to start with. */
  function onClock() {
    const clock = { now: Date.parse('2026-11-23T07:00:00Z') };
    const cache = new AnswerCache<string>(fakeFeed(), 1_000_000, entrySize, () => clock.now);
    return { clock, cache };
  }

  it('keeps an answer past the whole minute: only a write or its own timed change ends it', () => {
    const { clock, cache } = onClock();
    cache.set('config', '{}', ['config'], cache.mark(), cache.keepUntil(ALWAYS));
    clock.now += 61_000;
    expect(cache.get('config')?.body).toBe('{}');
    clock.now += 3 * 3_600_000;
    expect(cache.get('config')?.body).toBe('{}');
  });

  it('serves an answer until the moment it holds to, not a millisecond after', () => {
    const { clock, cache } = onClock();
    const closes = clock.now + 90_000; // a store it shows closes in a minute and a half
    cache.set('store', '{"open":1}', ['store:1'], cache.mark(), cache.keepUntil(closes));
    expect(cache.get('store')?.until).toBe(closes);
    clock.now = closes - 1;
    expect(cache.get('store')).toBeDefined();
    clock.now = closes;
    expect(cache.get('store')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('keeps nothing past the next midnight in Pakistan, when dates change', () => {
    const { clock, cache } = onClock();
    const midnight = Date.parse('2026-11-23T19:00:00Z');
    expect(cache.keepUntil(ALWAYS)).toBe(midnight);
    expect(cache.keepUntil(midnight + 5_000)).toBe(midnight);
    expect(cache.keepUntil(midnight - 5_000)).toBe(midnight - 5_000);
    cache.set('campaigns', '[]', ['campaigns'], cache.mark(), cache.keepUntil(ALWAYS));
    clock.now = midnight;
    expect(cache.get('campaigns')).toBeUndefined();
  });

  it('does not keep an answer that no longer holds', () => {
    const { clock, cache } = onClock();
    cache.set('late', '{}', [], cache.mark(), clock.now);
    expect(cache.get('late')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });
});

describe('entrySize: what an answer costs the cache', () => {
  it.each([
    { body: 'x'.repeat(3_000), bytes: 3_000 + 1_000 + 256 },
    { body: `${'x'.repeat(2_999)}چ`, bytes: 6_000 + 1_000 + 256 },
    { body: '', bytes: 256 },
  ])('$bytes bytes for a text of $body.length characters', ({ body, bytes }) => {
    expect(entrySize({ body, tags: [], until: ALWAYS })).toBe(bytes);
  });
});

describe('encodedEntry: an answer as the client accepts it, compressed once', () => {
  const body = JSON.stringify({
    products: Array.from({ length: 30 }, (_, id) => ({ id, name: `Basmati chawal ${id}` })),
  });
  it.each([
    { accepts: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
    { accepts: 'gzip', encoding: 'gzip', decode: gunzipSync },
  ] as const)('$accepts: $encoding, kept in a buffer of its own size', ({ accepts, encoding, decode }) => {
    const entry = { body, tags: [], until: ALWAYS };
    const first = encodedEntry(entry, accepts);
    expect(first.encoding).toBe(encoding);
    const bytes = first.body as Buffer;
    expect(decode(bytes).toString()).toBe(body);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    expect(encodedEntry(entry, accepts).body).toBe(bytes); // compressed once
  });

  it.each([
    { name: 'no encoding accepted', accepts: '', body },
    { name: 'an answer under 1 KiB', accepts: 'br', body: '{"id":1}' },
  ])('$name: the text as it is', ({ accepts, body: text }) => {
    expect(encodedEntry({ body: text, tags: [], until: ALWAYS }, accepts)).toEqual({ body: text });
  });
});
