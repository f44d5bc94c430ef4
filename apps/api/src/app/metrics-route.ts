import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../areas/area';
import { pgliteStatementsOf } from '../db/client';
import { API_PREFIX } from '../platform/endpoint';
import { AppError, ERROR_CODES } from '../platform/errors';
import { requestLocale } from '../platform/locale';
import {
  dropGaugeReader,
  gaugeFrom,
  httpRequestDuration,
  metricsRegistry,
  statusClass,
} from '../platform/metrics';

/** Socket addresses that may read /metrics without a token (the socket's, never X-Forwarded-For). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The storefront's catch-all route (app/storefront/mount.ts). */
const PAGE_ROUTE = '/*';

/**
 * The `route` label: the route PATTERN Fastify matched (`/api/v1/items/details/:id`), never the raw
 * URL, so ids and query strings cannot grow the label set. Unknown routes are `unmatched`; storefront
 * pages are `page` (an unknown /api path the storefront refuses is `unmatched` too).
 */
export function routeLabel(req: FastifyRequest): string {
  const url = req.routeOptions.url;
  if (!url) return 'unmatched';
  if (url === PAGE_ROUTE) {
    return req.url.startsWith(`${API_PREFIX}/`) || req.url === API_PREFIX ? 'unmatched' : 'page';
  }
  return url;
}

/** Equal strings, in time that does not depend on where they differ (both hashed to 32 bytes first). */
function sameSecret(given: string, expected: string) {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function mayRead(req: FastifyRequest, token: string | undefined) {
  if (LOOPBACK.has(req.socket.remoteAddress ?? '')) return true;
  if (!token) return false;
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return sameSecret(header.slice('Bearer '.length).trim(), token);
}

/** The same 404 as an unknown route (build.ts's not-found handler): /metrics does not reveal itself. */
function notFound(req: FastifyRequest, reply: FastifyReply) {
  const error = AppError.notFound(ERROR_CODES.notFound, 'api.route_not_found', {
    method: req.method,
    path: req.url.split('?')[0] ?? '',
  });
  return reply.status(404).send({ errors: error.render(requestLocale(req)) });
}

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number; options?: { max?: number } };

function isPool(client: unknown): client is PoolLike {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as PoolLike).totalCount === 'number' &&
    typeof (client as PoolLike).waitingCount === 'number'
  );
}

/** Database pool gauges, read at scrape time: pg.Pool's counts on PostgreSQL; PGlite is one connection. */
function registerPoolGauges(app: FastifyInstance, deps: Pick<AppDeps, 'db'>) {
  const client = (deps.db as unknown as { $client?: unknown }).$client;
  const pool = isPool(client) ? client : null;
  const readers: [string, string, () => number][] = [
    [
      'bazaar_db_pool_connections',
      'Connections the database pool holds (PGlite: 1).',
      pool ? () => pool.totalCount : () => 1,
    ],
    [
      'bazaar_db_pool_idle_connections',
      'Connections in the pool not running a query (PGlite: not known, 0).',
      pool ? () => pool.idleCount : () => 0,
    ],
    [
      'bazaar_db_pool_waiting_requests',
      'Queries waiting for a free pool connection (PGlite: 0).',
      pool ? () => pool.waitingCount : () => 0,
    ],
    [
      'bazaar_db_pool_max_connections',
      'The pool size limit (PGlite: 1).',
      pool ? () => pool.options?.max ?? Number.NaN : () => 1,
    ],
    [
      'bazaar_db_named_statements',
      'Prepared shapes PGlite keeps as named statements (decision 219; PostgreSQL: kept per connection by node-postgres, 0).',
      () => pgliteStatementsOf(deps.db)?.size ?? 0,
    ],
  ];
  for (const [name, help, read] of readers) gaugeFrom(name, help, read);
  // The latest app built in this process reports; a closed app stops reporting its (ended) pool.
  app.addHook('onClose', async () => {
    for (const [name, , read] of readers) dropGaugeReader(name, read);
  });
}

/**
 * Metrics (issue 15 item 7, decision 206): every answer timed into
 * `bazaar_http_request_duration_seconds{method,route,status}`, the database pool's use, and
 * `GET /metrics` in Prometheus text format to a loopback client or with `Authorization: Bearer
 * <METRICS_TOKEN>`; anyone else gets the ordinary 404. Call in `buildApi` before the storefront mounts.
 */
export function registerMetrics(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'env'>) {
  const token = deps.env.METRICS_TOKEN;

  app.addHook('onResponse', async (req, reply) => {
    httpRequestDuration.observe(
      { method: req.method, route: routeLabel(req), status: statusClass(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  registerPoolGauges(app, deps);

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayRead(req, token)) return notFound(req, reply);
    const body = await metricsRegistry.metrics();
    return reply
      .header('content-type', metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
