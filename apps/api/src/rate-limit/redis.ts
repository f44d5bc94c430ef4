import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitStore, Window } from './store';

/**
 * The Redis connection (`REDIS_URL`, redis:// or rediss://) shared by @fastify/rate-limit and the
 * failure counters. A command fails after one reconnect attempt, so an outage answers 500 (the limits
 * fail closed) instead of letting calls through or holding them; connection errors go to the log.
 */
export function connectRedis(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (err: Error) => log.warn({ err: err.message }, 'rate-limit redis unavailable'));
  return redis;
}

/** Counts and starts the window in one step, so processes sharing Redis never race. */
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;
const PEEK = `return {redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1])}`;

/** Failure counters in Redis, shared by every API process (decision 305). */
export class RedisStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bazaar:rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Window> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<Window | null> {
    const [count, ttl] = (await this.redis.eval(PEEK, 1, this.prefix + key)) as [string | null, number];
    return count === null || ttl <= 0 ? null : { count: Number(count), resetAt: Date.now() + ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
