import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { Rules } from '../rate-limit/limiter';
import type { RateLimitStore } from '../rate-limit/store';

/** What every route module is given: no globals, so tests build an app on any database. */
export type AppDeps = {
  db: Database;
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'PUBLIC_URL' | 'SELLER_HOST'> &
    Partial<
      Pick<
        Env,
        | 'GOOGLE_JWKS_URL'
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'TRUSTED_PROXY'
        | 'SESSION_TTL_DAYS'
        | 'REDIS_URL'
        | 'PAYMENT_SECRET'
        | 'PAYMENT_EXPIRY_MINUTES'
      >
    >;
  dataDir: string;
  /** Outgoing mail; by default SMTP when SMTP_URL is set, else files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Where rate-limit counters live; by default in memory (Redis when REDIS_URL is set). */
  rateLimitStore?: RateLimitStore;
  /** Overrides of the default abuse limits (tests). */
  rateLimits?: Partial<Rules>;
  /**
   * The digital-payment gateway. `buildApi` always fills it in (the sandbox, signed with PAYMENT_SECRET
   * or DATA_DIR/payment-secret) before any area is registered; read it with `paymentSetup(deps)`.
   */
  payments?: PaymentProvider;
  /** Minutes an unpaid digital order waits before it expires (PAYMENT_EXPIRY_MINUTES, default 30). */
  paymentExpiryMinutes?: number;
  /** Run the expiry sweep every 30 s while the app is up; default: yes unless NODE_ENV=test. */
  paymentExpirySweep?: boolean;
};
