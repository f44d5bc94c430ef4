import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limiter } from '../../src/rate-limit/limiter';
import { RedisStore } from '../../src/rate-limit/redis';
import { MemoryStore, type RateLimitStore } from '../../src/rate-limit/store';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers at REDIS_URL (it does on the development machines and in CI). */
const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const url = new URL(REDIS_URL);
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function behavesAsAFixedWindow(make: () => RateLimitStore) {
  let store: RateLimitStore;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => store.close?.());
  const key = () => `test:${randomBytes(6).toString('hex')}`;

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

  it('a limiter over it refuses the hit past the limit with Retry-After', async () => {
    const limiter = new Limiter(store, { signUpPerAddress: { limit: 3, windowMs: 60_000 } });
    const who = key();
    for (let i = 0; i < 3; i++) await limiter.consume('signUpPerAddress', who);
    const refused = await limiter.consume('signUpPerAddress', who).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 429,
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
  });

  it('many concurrent hits are all counted', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit(k, 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
}

describe('in-memory rate-limit store', () => {
  behavesAsAFixedWindow(() => new MemoryStore());

  it('a window ends on time', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    await store.hit('k', 1000);
    now += 1001;
    expect(await store.peek('k')).toBeNull();
    expect((await store.hit('k', 1000)).count).toBe(1);
  });
});

describe.runIf(await redisAnswers())('Redis rate-limit store (REDIS_URL)', () => {
  behavesAsAFixedWindow(() => new RedisStore(REDIS_URL, `bazaar-test-${randomBytes(4).toString('hex')}:`));
});
