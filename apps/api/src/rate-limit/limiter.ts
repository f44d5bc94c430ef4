import { createHash } from 'node:crypto';
import { t } from '@bazaar/domain';
import { AppError } from '../http/errors';
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
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof DEFAULT_RULES;
export type Rules = Record<RuleName, Rule>;

function tooMany(resetAt: number, now: number) {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new AppError(429, [{ code: 'too_many_requests', message: t('api.too_many_requests') }], {
    'retry-after': String(seconds),
  });
}

export class Limiter {
  readonly rules: Rules;
  constructor(
    private readonly store: RateLimitStore,
    rules: Partial<Rules> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.rules = { ...DEFAULT_RULES, ...rules };
  }

  private key(rule: RuleName, subject: string) {
    return `rl:${rule}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 22)}`;
  }

  /** Counts a request; throws 429 (with Retry-After) once the rule's limit is passed. */
  async consume(rule: RuleName, subject: string): Promise<void> {
    const { limit, windowMs } = this.rules[rule];
    const w = await this.store.hit(this.key(rule, subject), windowMs);
    if (w.count > limit) throw tooMany(w.resetAt, this.now());
  }

  /** Throws 429 when the limit is already reached, without counting (for failure-only rules). */
  async check(rule: RuleName, subject: string): Promise<void> {
    const w = await this.store.peek(this.key(rule, subject));
    if (w && w.count >= this.rules[rule].limit) throw tooMany(w.resetAt, this.now());
  }

  /** Counts one failure against a failure-only rule. */
  async fail(rule: RuleName, subject: string): Promise<void> {
    await this.store.hit(this.key(rule, subject), this.rules[rule].windowMs);
  }

  async clear(rule: RuleName, subject: string): Promise<void> {
    await this.store.reset(this.key(rule, subject));
  }
}
