import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/platform/errors';
import { Limiter, type Rules } from '../../src/rate-limit/limiter';
import { connectRedis, RedisStore } from '../../src/rate-limit/redis';
import { MemoryStore, type RateLimitStore } from '../../src/rate-limit/store';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';

const quiet = { warn: () => {} };
const key = () => `test:${randomBytes(6).toString('hex')}`;

/** The failure counters: peeked without counting, cleared on success, never racing. */
function behavesAsAFixedWindow(make: () => RateLimitStore) {
  let store: RateLimitStore;
  beforeAll(() => {
    store = make();
  });

  it('counts hits in one window and starts a fresh one after reset', async () => {
    const k = key();
    expect(await store.peek(k)).toBeNull();
    const first = await store.hit(k, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt - Date.now()).toBeGreaterThan(50_000);
    expect((await store.hit(k, 60_000)).count).toBe(2);
    expect((await store.peek(k))?.count).toBe(2);
    await store.reset(k);
    expect(await store.peek(k)).toBeNull();
    expect((await store.hit(k, 60_000)).count).toBe(1);
  });

  it('many concurrent hits are all counted', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit(k, 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
}

/**
 * One API process: a route that counts every call against signUpPerAddress (3 a minute here) and one
 * that counts a failure per call, both through the Limiter as the areas use it.
 */
async function processWith(redis: Redis | null, rules: Partial<Rules>) {
  const app = Fastify({ trustProxy: true });
  app.setErrorHandler(errorHandler);
  const failures = redis ? new RedisStore(redis) : new MemoryStore();
  const limiter = await Limiter.register(app, { redis, failures, rules });
  app.post('/sign-up', async (req) => {
    await limiter.consume('signUpPerAddress', req);
    return { ok: true };
  });
  app.post('/forgot/:email', async (req) => {
    await limiter.consume('recoveryPerAccount', req, (req.params as { email: string }).email);
    return { ok: true };
  });
  app.post('/fail/:email', async (req) => {
    const { email } = req.params as { email: string };
    await limiter.check('signInFailuresPerAccount', email);
    await limiter.fail('signInFailuresPerAccount', email);
    return { ok: true };
  });
  await app.ready();
  return app;
}

const RULES: Partial<Rules> = {
  signUpPerAddress: { limit: 3, windowMs: 60_000 },
  recoveryPerAccount: { limit: 2, windowMs: 60_000 },
  signInFailuresPerAccount: { limit: 2, windowMs: 60_000 },
};
/** A fresh address per test, so runs sharing one Redis never meet. */
const address = () => `10.${randomBytes(3).join('.')}`;
const call = (app: FastifyInstance, url: string, from: string) =>
  app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': from } });

function limitsRequests(makeProcesses: () => Promise<[FastifyInstance, FastifyInstance]>) {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = await makeProcesses();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses the call past the limit with the 429 envelope and Retry-After', async () => {
    const from = address();
    for (let i = 0; i < 3; i++) expect((await call(a, '/sign-up', from)).statusCode).toBe(200);
    const refused = await call(a, '/sign-up', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [{ code: 'too_many_requests', message: 'Too many requests' }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await call(a, '/sign-up', address())).statusCode).toBe(200);
  });

  it('counts per rule: one subject under two rules is two counters', async () => {
    const from = address();
    const email = `${randomBytes(4).toString('hex')}@example.pk`;
    for (let i = 0; i < 2; i++) expect((await call(a, `/forgot/${email}`, from)).statusCode).toBe(200);
    expect((await call(a, `/forgot/${email.toUpperCase()}`, address())).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) expect((await call(a, '/sign-up', from)).statusCode).toBe(200);
  });

  it('an IPv6 client is counted by its /64', async () => {
    const net = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 1; i <= 3; i++) expect((await call(a, '/sign-up', `${net}::${i}`)).statusCode).toBe(200);
    expect((await call(a, '/sign-up', `${net}::ffff:4`)).statusCode).toBe(429);
  });

  it('failures are refused once at the limit, without counting the refusal', async () => {
    const email = `${randomBytes(4).toString('hex')}@example.pk`;
    for (let i = 0; i < 2; i++) expect((await call(a, `/fail/${email}`, address())).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const refused = await call(a, `/fail/${email}`, address());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    }
  });
  return () => [a, b] as const;
}

describe('abuse limits in one process (no REDIS_URL)', () => {
  const processes = limitsRequests(async () => [
    await processWith(null, RULES),
    await processWith(null, RULES),
  ]);
  behavesAsAFixedWindow(() => new MemoryStore());

  it('a flood of other addresses does not push one address out of its window', async () => {
    const [a] = processes();
    const from = address();
    for (let i = 0; i < 3; i++) expect((await call(a, '/sign-up', from)).statusCode).toBe(200);
    // More distinct subjects than @fastify/rate-limit's default in-memory LRU (5,000) holds.
    for (let i = 0; i < 5_100; i++) await call(a, '/sign-up', `192.168.${i >> 8}.${i & 255}`);
    expect((await call(a, '/sign-up', from)).statusCode).toBe(429);
  });

  it('a failure window ends on time', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    await store.hit('k', 1000);
    now += 1001;
    expect(await store.peek('k')).toBeNull();
    expect((await store.hit('k', 1000)).count).toBe(1);
  });
});

describe.runIf(await redisAnswers())('abuse limits shared through Redis (REDIS_URL)', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const redis = connectRedis(TEST_REDIS_URL, quiet);
    connections.push(redis);
    return redis;
  };
  afterAll(() => {
    for (const c of connections) c.disconnect();
  });

  const processes = limitsRequests(async () => [
    await processWith(connect(), RULES),
    await processWith(connect(), RULES),
  ]);

  it('two processes count one address together', async () => {
    const [a, b] = processes();
    const from = address();
    expect((await call(a, '/sign-up', from)).statusCode).toBe(200);
    expect((await call(b, '/sign-up', from)).statusCode).toBe(200);
    expect((await call(a, '/sign-up', from)).statusCode).toBe(200);
    expect((await call(b, '/sign-up', from)).statusCode).toBe(429);
  });

  it("two processes count one account's failures together", async () => {
    const [a, b] = processes();
    const email = `${randomBytes(4).toString('hex')}@example.pk`;
    expect((await call(a, `/fail/${email}`, address())).statusCode).toBe(200);
    expect((await call(b, `/fail/${email}`, address())).statusCode).toBe(200);
    expect((await call(a, `/fail/${email}`, address())).statusCode).toBe(429);
  });

  behavesAsAFixedWindow(() => new RedisStore(connect(), `bazaar-test-${randomBytes(4).toString('hex')}:`));
});

describe('a Redis outage', () => {
  it('fails closed: the limited call answers 500 rather than going through', async () => {
    // A port that refuses connections: bound, then closed again.
    const port = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
    });
    const redis = connectRedis(`redis://127.0.0.1:${port}`, quiet);
    const app = await processWith(redis, RULES);
    try {
      expect((await call(app, '/sign-up', address())).statusCode).toBe(500);
      expect((await call(app, '/fail/x@example.pk', address())).statusCode).toBe(500);
    } finally {
      await app.close();
      redis.disconnect();
    }
  });
});
