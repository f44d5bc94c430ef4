import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel the catalogue triggers notify at commit (migration 0007, decision 209). */
export const CATALOGUE_CHANNEL = 'bazaar_catalogue';
/** The channel the orders trigger notifies at commit: `store:<id> order:<id>` (migration 0022, decision 411). */
export const ORDERS_CHANNEL = 'bazaar_orders';
const FENCE = 'fence:';
/** An overdue fence's notice still missing after this long: everything is dropped. */
const GIVE_UP_MS = 30_000;

/** What changed: catalogue tags, or 'all' (a bulk change, or the channel dropped and came back). */
export type ChangeTags = readonly string[] | 'all';
type Listener = (tags: ChangeTags) => void;

export interface ChangeFeed {
  /** Called with every committed change's tags, in commit order, in every process. Returns unsubscribe. */
  subscribe(listener: Listener): () => void;
  /** False while the channel is down or catching up: caches must not serve (nor fill) while false. */
  readonly live: boolean;
  /** Resolves once every change committed before the call has reached the listeners. */
  fence(): Promise<void>;
  close(): Promise<void>;
}

/** Tags of one notice's payload: space-separated, 'all' anywhere means everything. */
export function parseTags(payload: string): ChangeTags {
  const tags = payload.split(' ').filter(Boolean);
  return tags.includes('all') ? 'all' : tags;
}

/** The part every feed shares: listeners, fences waiting for their own notice, and the live flag. */
export class FeedCore {
  private readonly listeners = new Set<Listener>();
  private readonly fences = new Map<string, () => void>();
  /** Fences whose notice is late: until it is back, earlier notices may not have been handled. */
  private readonly overdue = new Set<string>();
  /** Set by the feed: its channel listens. */
  connected = false;

  /** Live: listening, and no fence is overdue. */
  get live() {
    return this.connected && this.overdue.size === 0;
  }

  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  publish(tags: ChangeTags) {
    if (tags === 'all') this.overdue.clear(); // everything starts again: nothing is waited for any more
    for (const listener of this.listeners) listener(tags);
  }

  /** A notice arrived: a fence releases its waiter; anything else goes to the listeners. */
  receive(payload: string) {
    if (payload.startsWith(FENCE)) {
      const id = payload.slice(FENCE.length);
      this.fences.get(id)?.();
      this.fences.delete(id);
      this.overdue.delete(id);
      return;
    }
    this.publish(parseTags(payload));
  }

  /**
   * Sends a fence notice with `send` and waits for it to come back. A notice not back within `ms` of
   * being sent makes the feed not live (caches stop serving, nothing is dropped) until it arrives: a
   * busy database delays notices, and dropping everything then (a search index rebuild on a large
   * market) made a burst of writes far costlier. If it cannot be sent, everything is dropped.
   */
  async fence(send: (payload: string) => Promise<unknown>, ms = 2_000) {
    if (!this.live) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => this.fences.set(id, () => resolve(true)));
    try {
      await send(`${FENCE}${id}`);
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      });
      // Notices arrive in commit order: once ours is back, every earlier commit's notice has been handled.
      if (!(await Promise.race([arrived, late])) && this.fences.has(id)) {
        this.overdue.add(id);
        // A notice never lost while the channel is up; should this one be, start from nothing.
        setTimeout(() => {
          if (this.overdue.has(id)) this.publish('all');
        }, GIVE_UP_MS).unref();
      }
    } catch {
      this.fences.delete(id);
      this.publish('all');
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The embedded database: PGlite hands a notice to its listeners (as microtasks) while it reads the
 * answer to the COMMIT, so a write's listeners have run before the writer's own `await` returns.
 */
export function pgliteChangeFeed(client: PGlite, channel = CATALOGUE_CHANNEL): ChangeFeed {
  const core = new FeedCore();
  const ready = client.listen(channel, (payload) => core.receive(payload));
  void ready.then(() => {
    core.connected = true;
  });
  return {
    subscribe: (listener) => core.subscribe(listener),
    get live() {
      return core.live;
    },
    fence: async () => {
      await ready;
      await core.fence((payload) => client.query('select pg_notify($1, $2)', [channel, payload]));
    },
    close: async () => {
      core.connected = false;
      const unlisten = await ready.catch(() => null);
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * A PostgreSQL server: LISTEN on a connection of its own (not the pool's). When it drops, the feed is
 * not live (caches stop serving) until it has reconnected and LISTENs again; then every listener is
 * told 'all', since notices sent meanwhile were lost.
 */
export function postgresChangeFeed(
  pool: pg.Pool,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  retryMs = 500,
  channel = CATALOGUE_CHANNEL,
): ChangeFeed {
  const core = new FeedCore();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    const next = new pg.Client(pool.options);
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      core.connected = false;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (closed) return;
      log?.warn(
        { err: err?.message },
        `${channel} change feed lost; cached answers not served until it is back`,
      );
      retry = setTimeout(() => void connect(), retryMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (msg) => {
      if (msg.channel === channel) core.receive(msg.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (client !== next || closed) return;
      // Whatever was cached before (or while down) may have missed notices: start from nothing.
      core.publish('all');
      core.connected = true;
    } catch (err) {
      lost(err as Error);
    }
  };
  const started = connect();

  return {
    subscribe: (listener) => core.subscribe(listener),
    get live() {
      return core.live;
    },
    fence: async () => {
      await started;
      await core.fence((payload) => pool.query('select pg_notify($1, $2)', [channel, payload]));
    },
    close: async () => {
      closed = true;
      core.connected = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** The feed of one channel of the database behind a Drizzle handle: PGlite embedded, or a node-postgres pool. */
export function changeFeedFor(
  client: unknown,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  channel = CATALOGUE_CHANNEL,
): ChangeFeed {
  if (client instanceof pg.Pool) return postgresChangeFeed(client, log, 500, channel);
  if (client && typeof (client as PGlite).listen === 'function')
    return pgliteChangeFeed(client as PGlite, channel);
  throw new Error('No catalogue change feed for this database client');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every committed catalogue change (app/build.ts decorates the app with the API's feed). */
    changes: ChangeFeed;
  }
}
