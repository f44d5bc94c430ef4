import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError, ERROR_CODES } from '../platform/errors';
import type { RateLimitStore } from './store';

export type Rule = { limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits of the account calls (decision 305). "address" rules count every request from one
 * client address; "account" rules count per email, known or not, so a limit never tells whether an
 * account exists. signInFailures counts only failed sign-ins: the 101st in an hour is refused.
 */
export const DEFAULT_RULES = {
  signInPerAddress: { limit: 60, windowMs: 15 * MINUTE },
  signInFailuresPerAccount: { limit: 100, windowMs: HOUR },
  signUpPerAddress: { limit: 10, windowMs: HOUR },
  recoveryPerAddress: { limit: 20, windowMs: HOUR },
  recoveryPerAccount: { limit: 5, windowMs: HOUR },
  recoveryCheckPerAddress: { limit: 60, windowMs: HOUR },
  verificationPerAddress: { limit: 20, windowMs: HOUR },
  verificationPerAccount: { limit: 5, windowMs: HOUR },
  deviceTokenPerAddress: { limit: 60, windowMs: HOUR },
  /** Wrong delivery verification codes per order (decision 407): four digits must not be guessable. */
  deliveryCodeFailuresPerOrder: { limit: 5, windowMs: HOUR },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof DEFAULT_RULES;
export type Rules = Record<RuleName, Rule>;

/** The rules that count failures, not requests: kept in the failure store so success can clear them. */
const FAILURE_RULES = ['signInFailuresPerAccount', 'deliveryCodeFailuresPerOrder'] as const;
type FailureRule = (typeof FAILURE_RULES)[number];
const isFailureRule = (rule: RuleName): rule is FailureRule =>
  (FAILURE_RULES as readonly string[]).includes(rule);
/** Rules that count every request, through @fastify/rate-limit. */
export type RequestRule = Exclude<RuleName, FailureRule>;

/** Per-process counters (without Redis) keep at most this many subjects per rule, least recent dropped. */
const MEMORY_SUBJECTS_PER_RULE = 100_000;

/**
 * The address a per-address rule counts: IPv6 grouped by /64 (one subscriber holds a whole /64),
 * IPv4-mapped IPv6 as IPv4. `req.ip` is the socket's unless TRUSTED_PROXY is set.
 */
const clientAddress = (req: FastifyRequest) => normalizeIP(req.ip);

/** Subjects are hashed before they reach a store, so no email or address is kept as such. */
const keyOf = (rule: RuleName, subject: string) =>
  `${rule}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22)}`;

function tooMany(seconds: number) {
  return new AppError(429, [{ code: ERROR_CODES.tooManyRequests, key: 'api.too_many_requests' }], {
    'retry-after': String(Math.max(1, Math.ceil(seconds))),
  });
}

/** The key @fastify/rate-limit counts under travels on a per-call view of the request. */
const KEY = Symbol('rate-limit key');
type Keyed = FastifyRequest & { [KEY]: string };
type Counter = ReturnType<FastifyInstance['createRateLimit']>;

export type LimiterOptions = {
  /** Shared counters (REDIS_URL); without it they live in this process. */
  redis: Redis | null;
  /** Where failed sign-ins are counted (memory, or Redis over the same connection). */
  failures: RateLimitStore;
  rules?: Partial<Rules>;
};

/**
 * The abuse limits of decision 305. Request-counting rules run on @fastify/rate-limit (its Redis store
 * when REDIS_URL is set); the failure rules (failed sign-ins, wrong delivery codes) are counted in
 * `failures`, which can also be cleared.
 */
export class Limiter {
  private constructor(
    readonly rules: Rules,
    private readonly counters: Record<RequestRule, Counter>,
    private readonly failures: RateLimitStore,
    private readonly now: () => number,
  ) {}

  /** Registers @fastify/rate-limit on `app` (no route limited by default) and builds one counter per rule. */
  static async register(app: FastifyInstance, options: LimiterOptions, now: () => number = Date.now) {
    await app.register(fastifyRateLimit, {
      global: false,
      ...(options.redis && { redis: options.redis, nameSpace: 'bazaar:rl:' }),
    });
    const rules: Rules = { ...DEFAULT_RULES, ...options.rules };
    const counters = {} as Record<RequestRule, Counter>;
    for (const rule of Object.keys(rules) as RuleName[]) {
      if (isFailureRule(rule)) continue;
      const counter: RateLimitOptions = {
        max: rules[rule].limit,
        timeWindow: rules[rule].windowMs,
        keyGenerator: (req) => (req as Keyed)[KEY],
        cache: MEMORY_SUBJECTS_PER_RULE,
      };
      counters[rule] = app.createRateLimit(counter);
    }
    return new Limiter(rules, counters, options.failures, now);
  }

  /**
   * Counts one call against a rule; throws 429 (with Retry-After) once its limit is passed. The
   * subject is the client address unless given (an email for per-account rules).
   */
  async consume(rule: RequestRule, req: FastifyRequest, subject: string = clientAddress(req)) {
    const keyed: Keyed = Object.create(req, { [KEY]: { value: keyOf(rule, subject) } });
    const result = await this.counters[rule](keyed);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl / 1000);
  }

  /** The client address as per-address rules count it (for a subject of one's own, e.g. `staff:…`). */
  addressOf(req: FastifyRequest): string {
    return clientAddress(req);
  }

  /** Throws 429 when the account's failures have reached the limit, without counting. */
  async check(rule: FailureRule, subject: string): Promise<void> {
    const w = await this.failures.peek(keyOf(rule, subject));
    if (w && w.count >= this.rules[rule].limit) throw tooMany((w.resetAt - this.now()) / 1000);
  }

  /** Counts one failure against the account. */
  async fail(rule: FailureRule, subject: string): Promise<void> {
    await this.failures.hit(keyOf(rule, subject), this.rules[rule].windowMs);
  }

  /** A success forgets the account's failures. */
  async clear(rule: FailureRule, subject: string): Promise<void> {
    await this.failures.reset(keyOf(rule, subject));
  }
}
