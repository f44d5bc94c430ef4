import { type Endpoint, routerPath } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../platform/endpoint';
import { TtlCache } from '../platform/ttl-cache';

/** Answers larger than this are not kept (a 100-item page is about 130 kB). */
const MAX_BODY = 256 * 1024;
const KEY = Symbol('responseCacheKey');
type Keyed = FastifyRequest & { [KEY]?: string };

/**
 * A micro-cache of public catalogue answers (decision 202): the serialised 200 answer of a GET to
 * one of `endpoints`, kept for `ttlMs` per process and served without touching the database. The
 * key is the URL plus the zoneId and moduleId headers (the only headers these answers depend on).
 * A request with credentials is never served from it or stored in it. Off unless `ttlMs` > 0.
 */
export function registerResponseCache(app: FastifyInstance, ttlMs: number, endpoints: readonly Endpoint[]) {
  if (ttlMs <= 0) return;
  const routes = new Set(
    endpoints.filter((e) => e.method === 'GET' && !e.auth).map((e) => API_PREFIX + routerPath(e.path)),
  );
  const cache = new TtlCache<string>(ttlMs, 5_000);

  app.addHook('onRequest', async (req: Keyed, reply) => {
    if (req.method !== 'GET' || req.headers.authorization || !routes.has(req.routeOptions.url ?? '')) return;
    const key = `${req.url}|${req.headers.zoneid ?? ''}|${req.headers.moduleid ?? ''}`;
    const hit = cache.get(key);
    if (hit === undefined) {
      req[KEY] = key;
      return;
    }
    return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(hit);
  });

  app.addHook('onSend', async (req: Keyed, reply, payload) => {
    const key = req[KEY];
    if (key && reply.statusCode === 200 && typeof payload === 'string' && payload.length <= MAX_BODY)
      cache.set(key, payload);
    return payload;
  });
}
