import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Rules } from '../rate-limit/limiter';
import type { RateLimitStore } from '../rate-limit/store';

/** What every route module is given: no globals, so tests build an app on any database. */
export type AppDeps = {
  db: Database;
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'PUBLIC_URL' | 'SELLER_HOST'> &
    Partial<
      Pick<
        Env,
        'GOOGLE_JWKS_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'TRUSTED_PROXY' | 'SESSION_TTL_DAYS' | 'REDIS_URL'
      >
    >;
  dataDir: string;
  /** Outgoing mail; by default SMTP when SMTP_URL is set, else files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Where rate-limit counters live; by default in memory (Redis when REDIS_URL is set). */
  rateLimitStore?: RateLimitStore;
  /** Overrides of the default abuse limits (tests). */
  rateLimits?: Partial<Rules>;
};
