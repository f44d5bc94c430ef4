import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FetchLike } from '@bazaar/contract';
import { LOCALE_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from '@bazaar/contract';
import type { FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../../platform/change-feed';
import { type CacheResult, cacheBytes, cacheEntries, cacheLookups } from '../../platform/metrics';
import { ANSWER_TAGS, ANSWER_UNTIL, AnswerCache, type Entry } from '../answer-cache';

/**
 * What the guest page cache may hold by default, in bytes (PAGE_CACHE_MB): pages are 60 to 230 kB of
 * HTML, so 128 MiB holds every category page of a 100k-item market and as many product and store
 * pages again (decision 215).
 */
export const PAGE_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * A stored page's cost: its texts as UTF-8 bytes (the only copy kept), a sixth more for the gzip
 * blocks made at its first compressed hit, its headers and the entry.
 */
const pageSize = ({ body }: Entry<Stored>) => {
  const text = body.texts.reduce((n, t) => n + t.length, 0);
  return Math.ceil(text * (1 + 1 / 6)) + JSON.stringify(body.headers).length + 256;
};

/** Asks the API to name each cacheable answer's tags (answer-cache.ts). */
export const WANT_TAGS = 'x-want-tags';

/**
 * Cookies a guest page does not depend on: the XSRF token (substituted per visitor), the language (part
 * of the key) and the viewport breakpoint (set by the page script, read by nothing on the server). Any
 * other cookie (a password-reset flow, a push endpoint, someone else's) means the page is not shared.
 */
const NEUTRAL_COOKIES = new Set([XSRF_COOKIE, LOCALE_COOKIE, 'viewport']);

/** Request headers the page's API calls are given (mount.ts FORWARDED) that may change an answer. */
const KEY_HEADERS = ['zoneid', 'moduleid', 'latitude', 'longitude'] as const;

/**
 * A random string of `length` from base64's letters and digits (no `+`, `/`, `=`, so no escaping
 * anywhere can change it): what a page is rendered with instead of one visitor's secret.
 */
function placeholder(length: number) {
  let out = '';
  while (out.length < length) out += randomBytes(48).toString('base64').replace(/[+/=]/g, '');
  return out.slice(0, length);
}

/**
 * Per-visitor parts of a page, rendered as fixed placeholders and substituted on every answer: the CSP
 * nonce (pageNonce: 24 base64 characters) and the XSRF token (newToken: 43 base64url characters).
 * Chosen once per process, never sent to anyone.
 */
export const PLACEHOLDERS = { nonce: `${placeholder(22)}==`, xsrf: placeholder(43) } as const;
const SPLIT = new RegExp(`(${PLACEHOLDERS.nonce}|${PLACEHOLDERS.xsrf})`);
const LONGEST = Math.max(PLACEHOLDERS.nonce.length, PLACEHOLDERS.xsrf.length);

export type Visitor = { nonce: string; xsrf: string };

/** The text with the placeholders replaced by this visitor's own values. */
const fill = (parts: readonly string[], visitor: Visitor) =>
  parts
    .map((part, i) => (i % 2 === 0 ? part : part === PLACEHOLDERS.nonce ? visitor.nonce : visitor.xsrf))
    .join('');

/**
 * A page's body as it streams out, with the placeholders replaced (a placeholder cut across two chunks
 * is held back until the next), and every original byte collected into `raw` for the cache. Works on
 * latin1 strings: one character per byte, so a multi-byte UTF-8 character is never split or changed.
 */
export function substituteStream(
  body: ReadableStream<Uint8Array>,
  visitor: Visitor,
  raw: Buffer[],
  done: () => void,
): Readable {
  async function* run() {
    let held = '';
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      raw.push(Buffer.from(bytes));
      const text = held + bytes.toString('latin1');
      const parts = text.split(SPLIT);
      const last = parts[parts.length - 1] ?? '';
      // The longest end of the text that may begin a placeholder stays for the next chunk.
      let keep = 0;
      for (let k = Math.min(LONGEST - 1, last.length); k > 0; k--) {
        const tail = last.slice(-k);
        if (PLACEHOLDERS.nonce.startsWith(tail) || PLACEHOLDERS.xsrf.startsWith(tail)) {
          keep = k;
          break;
        }
      }
      held = keep ? last.slice(-keep) : '';
      parts[parts.length - 1] = keep ? last.slice(0, -keep) : last;
      const out = fill(parts, visitor);
      if (out) yield Buffer.from(out, 'latin1');
    }
    if (held) yield Buffer.from(held, 'latin1');
    done();
  }
  return Readable.from(run(), { objectMode: false });
}

/**
 * The in-process API as a page's loaders call it, recording whether every answer may be shared: each
 * cacheable answer names its tags (x-answer-tags) and until when it holds (x-answer-until: the page
 * holds until the first of its answers stops); an answer without them (a signed-in call, a write, a
 * route the answer cache does not cover, an error) makes the page personal. The same GET asked twice
 * while one page renders (the layout and the page both want the categories) goes to the API once; any
 * write in between (an action) forgets what was asked before it.
 */
export function tagTracking(fetch: FetchLike) {
  const state = {
    calls: 0,
    injects: 0,
    pending: 0,
    shareable: true,
    tags: new Set<string>(),
    until: Number.POSITIVE_INFINITY,
  };
  const asked = new Map<string, Promise<Response>>();
  const call: FetchLike = async (url, init) => {
    state.injects += 1;
    state.pending += 1;
    try {
      const res = await fetch(url, init);
      const tags = res.headers.get(ANSWER_TAGS);
      const until = Number(res.headers.get(ANSWER_UNTIL) ?? Number.NaN);
      if (tags === null || Number.isNaN(until) || res.status !== 200) state.shareable = false;
      else {
        for (const tag of tags.split(' ')) if (tag) state.tags.add(tag);
        state.until = Math.min(state.until, until);
      }
      return res;
    } catch (err) {
      state.shareable = false;
      throw err;
    } finally {
      state.pending -= 1;
    }
  };
  const tracked: FetchLike = async (url, init) => {
    state.calls += 1;
    if ((init.method ?? 'GET') !== 'GET' || init.body) {
      asked.clear();
      return call(url, init);
    }
    const key = `${url} ${JSON.stringify(init.headers ?? {})}`;
    let answer = asked.get(key);
    if (!answer) {
      answer = call(url, init);
      asked.set(key, answer);
    }
    // Each caller reads its own copy of the one answer.
    return (await answer).clone();
  };
  return { fetch: tracked, state };
}

/**
 * A stored page, split once at its placeholders: its texts as bytes, which placeholder sits between
 * each two, and (once a client takes gzip) the texts compressed once.
 */
export type Stored = {
  headers: Record<string, string>;
  texts: Buffer[];
  holes: (keyof Visitor)[];
  blocks?: Buffer[];
};

/**
 * A rendered page (with placeholders) split for storing: its texts are views of the page's own bytes,
 * no copy. The placeholders are ASCII, so a search of the bytes finds them as a search of the text would.
 */
export function storedPage(headers: Record<string, string>, page: Buffer): Stored {
  const texts: Buffer[] = [];
  const holes: (keyof Visitor)[] = [];
  for (let at = 0; ; ) {
    const nonce = page.indexOf(PLACEHOLDERS.nonce, at);
    const xsrf = page.indexOf(PLACEHOLDERS.xsrf, at);
    const hole: keyof Visitor | null =
      nonce >= 0 && (xsrf < 0 || nonce < xsrf) ? 'nonce' : xsrf >= 0 ? 'xsrf' : null;
    if (!hole) {
      texts.push(page.subarray(at));
      return { headers, texts, holes };
    }
    const start = hole === 'nonce' ? nonce : xsrf;
    texts.push(page.subarray(at, start));
    holes.push(hole);
    at = start + PLACEHOLDERS[hole].length;
  }
}

/**
 * Guest pages, kept until a committed write changes an answer they were built from (the union of their
 * API answers' tags) or the first of those answers stops holding (decision 218), and no later than the
 * next midnight in Pakistan, when what a page says of today changes (AnswerCache). Only pages any guest would be shown alike:
 * keyed by URL, language and the headers the API calls see; the nonce and XSRF token are placeholders,
 * substituted for each visitor.
 */
export class PageCache {
  /** Pages split at their placeholders once, when stored: bytes only, no second copy as text. */
  private readonly cache: AnswerCache<Stored>;
  /** Pages being rendered now to be stored: a page asked again meanwhile waits for it (a refill after a change). */
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(feed: ChangeFeed, maxBytes = PAGE_CACHE_BYTES, now: () => number = Date.now) {
    this.cache = new AnswerCache<Stored>(feed, maxBytes, pageSize, now);
  }

  /**
   * The key of a request any guest would be shown alike, or null: not a GET, a session (even an
   * expired one: its answer stays private), an Authorization header, or a cookie a page may read.
   */
  keyOf(req: FastifyRequest, url: URL, locale: string): string | null {
    if (req.method !== 'GET' || req.headers.authorization) return null;
    for (const name of Object.keys(req.cookies)) if (!NEUTRAL_COOKIES.has(name)) return null;
    if (req.cookies[SESSION_COOKIE] !== undefined) return null;
    const headers = KEY_HEADERS.map((name) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : '';
    });
    return [url.href, locale, ...headers].join('|');
  }

  get usable() {
    return this.cache.usable;
  }

  /** Resolves when the page being rendered under `key` (if one is) has been stored or given up. */
  renderingNow(key: string): Promise<void> | undefined {
    return this.rendering.get(key);
  }

  /** This request renders the page for `key`; others asking meanwhile wait until `done` is called. */
  startRendering(key: string): () => void {
    let release = () => {};
    const rendered = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.rendering.set(key, rendered);
    return () => {
      if (this.rendering.get(key) === rendered) this.rendering.delete(key);
      release();
    };
  }

  mark() {
    return this.cache.mark();
  }

  get(key: string): Stored | undefined {
    return this.cache.get(key)?.body;
  }

  /**
   * Keeps a page rendered since `since` (with placeholders) until its answers stop holding (`until`),
   * unless a change meanwhile touched its tags.
   */
  set(
    key: string,
    headers: Record<string, string>,
    page: Buffer,
    answers: { tags: Iterable<string>; until: number },
    since: number,
  ) {
    this.cache.set(key, storedPage(headers, page), [...answers.tags], since, answers.until);
  }

  count(result: CacheResult) {
    cacheLookups.inc({ cache: 'page', result });
    const { entries, bytes } = this.cache.size;
    cacheEntries.set({ cache: 'page' }, entries);
    cacheBytes.set({ cache: 'page' }, bytes);
  }

  /** A stored page for this visitor. */
  static fill(stored: Stored, visitor: Visitor): Buffer {
    const out: Buffer[] = [];
    stored.texts.forEach((text, i) => {
      out.push(text);
      const hole = stored.holes[i];
      if (hole) out.push(Buffer.from(visitor[hole]));
    });
    return Buffer.concat(out);
  }
}
