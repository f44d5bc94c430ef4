import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Endpoint, routerPath } from '@bazaar/contract';
import { nextPakistanMidnight } from '@bazaar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { heldUntil } from '../platform/answer-clock';
import type { ChangeFeed, ChangeTags } from '../platform/change-feed';
import { API_PREFIX } from '../platform/endpoint';
import { exactBytes } from '../platform/exact-bytes';
import { cacheBytes, cacheEntries, cacheLookups } from '../platform/metrics';
import { answerTags } from './answer-tags';

/** Answers larger than this are not kept (a 100-item page is about 130 kB). */
const MAX_BODY = 512 * 1024;
/** How many recent changes are remembered to judge answers computed while they were committed. */
const RECENT = 256;

/**
 * A kept answer: its body (the JSON text; a page cache keeps its own shape), its tags, and until when
 * it holds (epoch ms).
 */
export type Entry<B = string> = {
  body: B;
  tags: readonly string[];
  until: number;
  gzip?: Buffer;
  br?: Buffer;
};
type Pending = { key: string; seq: number; tags?: string[] };
const PENDING = Symbol('answerCache');
type Tracked = FastifyRequest & { [PENDING]?: Pending };

/**
 * What an entry holds, in bytes: its text (V8 keeps an ASCII string at one byte a character, one with
 * Urdu or other wider characters at two), the compressed copies made on demand (about a sixth of the text each, counted
 * up front) and the entry's own overhead.
 */
export const entrySize = (e: Entry) => {
  const perChar = Buffer.byteLength(e.body) === e.body.length ? 1 : 2;
  return Math.ceil(e.body.length * (perChar + 1 / 3)) + 256;
};

/**
 * Public catalogue answers, kept until a committed write changes what they show (decision 209). Each
 * answer is stored with its tags (answer-tags.ts); the change feed's notices drop the answers sharing
 * a tag, in every process. An answer also expires at its own next timed change (decision 218): the
 * moment what it read of the clock stops holding (a store it shows opens or closes, a post is due)
 * and, at the latest, the next midnight in Pakistan, when dates change (running campaigns, "today").
 * Bounded in bytes (least recently used leave first).
 */
export class AnswerCache<B = string> {
  private readonly entries: LRUCache<string, Entry<B>>;
  private readonly byTag = new Map<string, Set<string>>();
  private seq = 0;
  private readonly recent: { seq: number; tags: ChangeTags }[] = [];
  readonly stats = { hits: 0, misses: 0, bypasses: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    maxBytes: number,
    /** What an entry costs in bytes (entrySize for JSON text). */
    sizeOf: (entry: Entry<B>) => number,
    /** The clock, in epoch milliseconds. */
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, Entry<B>>({
      maxSize: maxBytes,
      sizeCalculation: sizeOf,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
    feed.subscribe((tags) => this.invalidate(tags));
  }

  get size() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Serves only while the feed is live: a dropped channel means notices may have been missed. */
  get usable() {
    return this.feed.live;
  }

  get(key: string): Entry<B> | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.until > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * Until when an answer computed now may be kept: until what it read of the clock stops holding,
   * and no later than the next midnight in Pakistan.
   */
  keepUntil(heldUntil: number) {
    return Math.min(heldUntil, nextPakistanMidnight(this.now()));
  }

  /** Where the change sequence is now: an answer computed from here on is judged against later changes. */
  mark() {
    return this.seq;
  }

  /**
   * Keeps an answer computed since `since` until what it read holds (`heldUntil`, no later than
   * keepUntil allows), unless a change committed meanwhile touched its tags or it no longer holds.
   * Returns the moment it would be kept until, kept or not.
   */
  set(key: string, body: B, tags: readonly string[], since: number, heldUntil: number): number {
    const until = this.keepUntil(heldUntil);
    if (!this.freshSince(since, tags) || until <= this.now()) return until;
    this.entries.set(key, { body, tags, until });
    for (const tag of tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.byTag.set(tag, keys);
    }
    return until;
  }

  invalidate(tags: ChangeTags) {
    this.seq += 1;
    this.recent.push({ seq: this.seq, tags });
    if (this.recent.length > RECENT) this.recent.shift();
    if (tags === 'all' || tags.includes('all')) {
      this.entries.clear();
      this.byTag.clear();
      return;
    }
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.entries.delete(key);
    }
  }

  private freshSince(since: number, tags: readonly string[]) {
    if (since === this.seq) return true;
    const first = this.recent[0];
    if (!first || first.seq > since + 1) return false;
    return this.recent.every(
      (change) =>
        change.seq <= since || (change.tags !== 'all' && !change.tags.some((t) => tags.includes(t))),
    );
  }

  private unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}

/** The request's answer key: the URL and the headers catalogue answers depend on. */
const keyOf = (req: FastifyRequest) =>
  `${req.url}|${req.headers.zoneid ?? ''}|${req.headers.moduleid ?? ''}|${req.headers['x-localization'] ?? ''}`;

/**
 * An in-process caller (the storefront's page cache) that sends `x-want-tags` is told each answer's
 * tags in `x-answer-tags`, so a page built from cached answers can be dropped with them, and until when
 * the answer holds in `x-answer-until` (epoch ms), so the page expires no later.
 */
const WANT_TAGS = 'x-want-tags';
export const ANSWER_TAGS = 'x-answer-tags';
export const ANSWER_UNTIL = 'x-answer-until';

function nameTags(reply: FastifyReply, tags: readonly string[], until: number) {
  reply.header(ANSWER_TAGS, tags.join(' ')).header(ANSWER_UNTIL, String(until));
}

/**
 * The answer in the best encoding the client accepts, compressed once and kept beside the text, each
 * copy holding only its own bytes (platform/exact-bytes.ts). Answers under 1 KiB go as they are.
 */
export function encodedEntry(
  entry: Entry,
  acceptEncoding: string,
): { encoding?: 'br' | 'gzip'; body: string | Buffer } {
  if (entry.body.length < 1024) return { body: entry.body };
  if (/\bbr\b/.test(acceptEncoding)) {
    entry.br ??= exactBytes(
      brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    return { encoding: 'br', body: entry.br };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= exactBytes(gzipSync(entry.body, { level: 6 }));
    return { encoding: 'gzip', body: entry.gzip };
  }
  return { body: entry.body };
}

function sendEntry(req: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
  if (req.headers[WANT_TAGS]) nameTags(reply, entry.tags, entry.until);
  reply.header('vary', 'accept-encoding');
  const { encoding, body } = encodedEntry(entry, String(req.headers['accept-encoding'] ?? ''));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Serves public catalogue GETs (`endpoints`) from an AnswerCache and fills it from 200 answers. A
 * request with credentials is never served from it nor stored (favourites are marked per customer).
 */
export function registerAnswerCache(
  app: FastifyInstance,
  feed: ChangeFeed,
  options: { maxBytes: number; endpoints: readonly Endpoint[] },
) {
  const routes = new Set(
    options.endpoints
      .filter((e) => e.method === 'GET' && !e.auth)
      .map((e) => API_PREFIX + routerPath(e.path)),
  );
  const cache = new AnswerCache<string>(feed, options.maxBytes, entrySize);
  const count = (result: 'hit' | 'miss' | 'bypass') => {
    cacheLookups.inc({ cache: 'api', result });
    const { entries, bytes } = cache.size;
    cacheEntries.set({ cache: 'api' }, entries);
    cacheBytes.set({ cache: 'api' }, bytes);
  };

  app.addHook('onRequest', async (req: Tracked, reply) => {
    if (req.method !== 'GET' || !routes.has(req.routeOptions.url ?? '')) return;
    if (req.headers.authorization || !cache.usable) {
      cache.stats.bypasses += 1;
      count('bypass');
      return;
    }
    const key = keyOf(req);
    const hit = cache.get(key);
    if (hit) {
      cache.stats.hits += 1;
      count('hit');
      return sendEntry(req, reply, hit);
    }
    cache.stats.misses += 1;
    count('miss');
    req[PENDING] = { key, seq: cache.mark() };
  });

  const tagsOf = (req: FastifyRequest, body: unknown) =>
    answerTags(
      (req.routeOptions.url ?? '').replace(/:(\w+)/g, '{$1}'),
      { params: req.params as Record<string, string>, query: req.query as Record<string, unknown> },
      body,
    );

  // The answer's tags from the object itself, before it becomes text.
  app.addHook('preSerialization', async (req: Tracked, reply, payload) => {
    const pending = req[PENDING];
    if (pending && reply.statusCode === 200) pending.tags = tagsOf(req, payload);
    return payload;
  });

  app.addHook('onSend', async (req: Tracked, reply, payload) => {
    const pending = req[PENDING];
    if (pending && reply.statusCode === 200 && typeof payload === 'string' && payload.length <= MAX_BODY) {
      // A handler that wrote its JSON itself (search joins pre-encoded items) skipped preSerialization.
      pending.tags ??= tagsOf(req, JSON.parse(payload));
      const until = cache.set(pending.key, payload, pending.tags, pending.seq, heldUntil(req));
      if (req.headers[WANT_TAGS]) nameTags(reply, pending.tags, until);
    }
    return payload;
  });

  // A write's answer leaves only once its own changes have reached this process's cache, so the
  // writer's next read (and any read after it here) sees it. Other processes follow within ms.
  app.addHook('onSend', async (req, reply, payload) => {
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    if (write && reply.statusCode < 400 && req.url.startsWith(API_PREFIX)) await feed.fence();
    return payload;
  });
  return cache;
}
