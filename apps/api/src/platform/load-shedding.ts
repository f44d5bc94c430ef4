/**
 * Load shedding (issue 16 item 4, decision 210). Past a bounded number of requests in progress, and a
 * bounded line of requests waiting a bounded time for a slot, a request is refused at once with 503 and
 * Retry-After, so that under more load than the server can serve, the answers it does give stay fast
 * and it is back to normal as soon as the load drops, instead of queueing without bound.
 *
 * Two signals, because work waits in two places. Work that waits asynchronously (for a PostgreSQL pool
 * connection) shows as requests in progress: the gate below bounds them. Work done on the event loop
 * itself (PGlite runs in this process; each request's queries run to the end before the next socket
 * is even read) queues unseen in socket buffers, in progress one at a time: that shows only as a long
 * turn of the event loop, so a request read after the loop has been busy too long in one turn is
 * refused too (`BusyTurn`), which is cheap, so the rest of the backlog is cleared fast.
 *
 * What counts: API calls, storefront pages and images (the work that piles up). Never counted or
 * refused: /healthz and /metrics (a load balancer and Prometheus must see the server as it is), the
 * storefront's fixed files, unknown paths (a cheap 404), and in-process calls (`app.inject`: the
 * storefront's calls for a page already admitted, and tests that inject).
 */
import { LOCALE_COOKIE } from '@bazaar/contract';
import { type Locale, localeDirection, resolveLocale, t } from '@bazaar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './endpoint';
import { requestLocale } from './locale';
import { dropGaugeReader, gaugeFrom, requestsShed } from './metrics';
import { carriesBody } from './request-body';

export type SheddingLimits = {
  /** Requests in progress at once. */
  maxInFlight: number;
  /** Requests that may wait for a slot; one more is refused at once (so is one behind a slow line). */
  maxQueue: number;
  /** The longest a request waits in line before it is refused. 0: nobody waits. */
  maxWaitMs: number;
};

/** A request waiting for a slot: `turn` is true once it holds one, false when it waited too long. */
export type Waiting = { readonly turn: Promise<boolean>; cancel(): void };

type Waiter = { resolve: (admitted: boolean) => void; timer: NodeJS.Timeout; since: number };

/**
 * Slots for requests in progress and a first-come line for a slot, both bounded. A newcomer is also
 * refused at once when the first in line has already waited half the longest wait: the line is
 * moving too slowly for it to be served in time (the sojourn-time signal of CoDel), so it is told
 * now rather than after waiting the whole time for a refusal.
 */
export class AdmissionGate {
  private running = 0;
  /** Insertion-ordered, so the first entry is the longest waiting; removal by identity is O(1). */
  private readonly line = new Set<Waiter>();

  constructor(
    readonly limits: SheddingLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get inFlight() {
    return this.running;
  }

  get waiting() {
    return this.line.size;
  }

  /** 'admitted' holds a slot now (give it back with `leave`); 'full' is refused; else it waits. */
  enter(): 'admitted' | 'full' | Waiting {
    if (this.running < this.limits.maxInFlight) {
      this.running += 1;
      return 'admitted';
    }
    if (this.line.size >= this.limits.maxQueue || this.limits.maxWaitMs <= 0) return 'full';
    const first = this.line.values().next();
    if (!first.done && this.now() - first.value.since >= this.limits.maxWaitMs / 2) return 'full';
    let waiter!: Waiter;
    const turn = new Promise<boolean>((resolve) => {
      waiter = {
        resolve,
        since: this.now(),
        timer: setTimeout(() => {
          this.line.delete(waiter);
          resolve(false);
        }, this.limits.maxWaitMs),
      };
    });
    this.line.add(waiter);
    return {
      turn,
      cancel: () => {
        if (!this.line.delete(waiter)) return;
        clearTimeout(waiter.timer);
        waiter.resolve(false);
      },
    };
  }

  /** Gives a slot back: the longest-waiting request takes it. */
  leave() {
    const next = this.line.values().next();
    if (next.done) {
      this.running = Math.max(0, this.running - 1);
      return;
    }
    this.line.delete(next.value);
    clearTimeout(next.value.timer);
    next.value.resolve(true);
  }
}

/**
 * How long the event loop has been in its current turn: the first request read in a turn notes the
 * time, and a `setImmediate` (run once the turn's I/O is done) clears it. Requests read late in a long
 * turn have waited in socket buffers at least as long as the turn has run before them.
 */
export class BusyTurn {
  private started: number | null = null;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly afterTurn: (fn: () => void) => void = (fn) => setImmediate(fn),
  ) {}

  /** Milliseconds this turn has run before now (0 for its first request). */
  age(): number {
    const now = this.now();
    if (this.started === null) {
      this.started = now;
      this.afterTurn(() => {
        this.started = null;
      });
    }
    return now - this.started;
  }
}

/** The storefront's catch-all page route (app/storefront/mount.ts). */
const PAGE_ROUTE = '/*';

/** In-process requests (light-my-request, behind `app.inject`) carry this; a socket cannot. */
const isInjected = (req: FastifyRequest) => '_lightMyRequest' in req.raw;

/** API calls, pages and images; not the probes, fixed files, unknown paths or in-process calls. */
function sheddable(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (!route || isInjected(req)) return false;
  // An event stream (the sellers' live board) stays open for hours and costs nothing while quiet:
  // it must not hold one of the slots that bound the work in progress.
  if (route.endsWith('/stream')) return false;
  return route.startsWith(`${API_PREFIX}/`) || route === PAGE_ROUTE || route.startsWith('/storage/');
}

const isPage = (req: FastifyRequest) =>
  req.routeOptions.url === PAGE_ROUTE && !req.url.startsWith(`${API_PREFIX}/`) && req.url !== API_PREFIX;

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The language switch's cookie, read without the cookie plugin (it is registered for pages only). */
function pageLocale(req: FastifyRequest): Locale {
  return resolveLocale(LOCALE_IN_COOKIE.exec(req.headers.cookie ?? '')?.[1]);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

/** A plain page (no scripts, no styles: the API's CSP forbids both) that says to come back soon. */
export function busyPage(locale: Locale): string {
  const lang = locale === 'sp' ? 'es' : locale;
  const message = escapeHtml(t('api.server_busy', {}, locale));
  return `<!doctype html><html lang="${lang}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Bazaar</title></head><body><h1>Bazaar</h1><p>${message}</p><p><a href="">&#x21bb;</a></p></body></html>`;
}

export type LoadSheddingOptions = SheddingLimits & {
  /** Refuse requests read after the event loop has been busy this long in one turn; 0: never. */
  maxBusyMs: number;
  retryAfterSeconds: number;
};

export type ShedReason = 'full' | 'waited' | 'busy';

/** How often, at most, a refusal is logged (a flood of refusals is one line per interval). */
const WARN_EVERY_MS = 10_000;

/**
 * Registers the gate as hooks (`onRequest`, or `preHandler` for a request with a body): call it in
 * `buildApi` before the hooks that do work (it runs after the answer cache's, so cached answers, which
 * cost next to nothing, are never refused).
 * Returns the gate, or null without options (LOAD_SHEDDING=off: config/load-shedding.ts).
 */
export function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions | null,
): AdmissionGate | null {
  if (!options) return null;
  const gate = new AdmissionGate(options);
  const turn = new BusyTurn();
  let warnedAt = Number.NEGATIVE_INFINITY;

  const refuse = (req: FastifyRequest, reply: FastifyReply, reason: ShedReason) => {
    requestsShed.inc({ reason });
    const now = Date.now();
    if (now - warnedAt >= WARN_EVERY_MS) {
      warnedAt = now;
      req.log.warn(
        { inFlight: gate.inFlight, waiting: gate.waiting, reason },
        'load shedding: refusing requests',
      );
    }
    reply
      .code(503)
      .header('retry-after', String(options.retryAfterSeconds))
      .header('cache-control', 'no-store');
    if (isPage(req)) return reply.type('text/html; charset=utf-8').send(busyPage(pageLocale(req)));
    const message = t('api.server_busy', {}, requestLocale(req));
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ errors: [{ code: 'server_busy', message }] }));
  };

  const admit = async (req: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent || !sheddable(req)) return;
    if (options.maxBusyMs > 0 && turn.age() > options.maxBusyMs) return refuse(req, reply, 'busy');
    const entry = gate.enter();
    if (entry === 'full') return refuse(req, reply, 'full');
    // The slot is given back when the answer is done or the client has gone ('close' covers both).
    let holding = entry === 'admitted';
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
      if (holding) {
        holding = false;
        gate.leave();
      } else if (entry !== 'admitted') entry.cancel();
    });
    if (entry === 'admitted') return;
    const admitted = await entry.turn;
    if (!admitted) return refuse(req, reply, 'waited');
    if (gone) {
      gate.leave();
      return refuse(req, reply, 'waited');
    }
    holding = true;
  };
  // A request without a body is admitted as soon as it is read. One with a body takes a slot only once
  // the body has arrived (read, parsed and validated, a form's files included): a client trickling a
  // body, or never sending it, holds a connection until its time limit (decision 220), never a slot.
  app.addHook('onRequest', async (req, reply) => {
    if (!carriesBody(req)) return admit(req, reply);
  });
  app.addHook('preHandler', async (req, reply) => {
    if (carriesBody(req)) return admit(req, reply);
  });

  const inFlight = () => gate.inFlight;
  const waiting = () => gate.waiting;
  gaugeFrom(
    'bazaar_requests_in_flight',
    'Requests in progress that count towards the shedding limit.',
    inFlight,
  );
  gaugeFrom('bazaar_requests_waiting', 'Requests waiting in line for a slot (load shedding).', waiting);
  app.addHook('onClose', async () => {
    dropGaugeReader('bazaar_requests_in_flight', inFlight);
    dropGaugeReader('bazaar_requests_waiting', waiting);
  });
  return gate;
}
