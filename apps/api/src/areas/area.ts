import type { GoogleVerifier } from '../auth/google';
import type { LiveSearchIndex } from '../catalogue/search-index/live-index';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { ChangeFeed } from '../platform/change-feed';
import type { PushOptions, PushSettings } from '../push/config';
import type { Limiter, Rules } from '../rate-limit/limiter';
import type { RateLimitStore } from '../rate-limit/store';

/** The configuration an app is built from (`buildApi` in app/build.ts): no globals, so tests use any database. */
export type AppConfig = {
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
        | 'SIGN_UPS_PER_HOUR'
        | 'CATALOGUE_CACHE'
        | 'CATALOGUE_CACHE_MB'
        | 'METRICS_TOKEN'
        | 'REDIS_URL'
        | 'PAYMENT_SECRET'
        | 'PAYMENT_EXPIRY_MINUTES'
        | 'VAPID_PUBLIC_KEY'
        | 'VAPID_PRIVATE_KEY'
        | 'VAPID_SUBJECT'
        | 'HEADERS_TIMEOUT_MS'
        | 'REQUEST_TIMEOUT_MS'
        | 'KEEP_ALIVE_TIMEOUT_MS'
        | 'MAX_CONNECTIONS_PER_ADDRESS'
      >
    >;
  dataDir: string;
  /** Outgoing mail; by default SMTP when SMTP_URL is set, else files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Where failed sign-ins are counted; by default in memory (Redis when REDIS_URL is set). */
  rateLimitStore?: RateLimitStore;
  /** Overrides of the default abuse limits (tests). */
  rateLimits?: Partial<Rules>;
  /** The digital-payment gateway; by default the sandbox, signed with PAYMENT_SECRET or DATA_DIR/payment-secret. */
  payments?: PaymentProvider;
  /** Minutes an unpaid digital order waits before it expires (PAYMENT_EXPIRY_MINUTES, default 30). */
  paymentExpiryMinutes?: number;
  /** Run the expiry sweep every 30 s while the app is up; default: yes unless NODE_ENV=test. */
  paymentExpirySweep?: boolean;
  /** Web Push: the delivery worker on or off, local test endpoints (decision 502). */
  push?: PushOptions;
  /** Committed catalogue changes (decision 209); by default LISTEN on `db`'s own database. */
  changes?: ChangeFeed;
  /** Committed order changes (`store:<id> order:<id>`, decision 411); by default LISTEN on `db`'s database. */
  orderChanges?: ChangeFeed;
};

/**
 * What every area is given: the configuration with each service built once by the composition root
 * (app/services.ts), so two areas never hold two copies of a counter, a mailer or a provider.
 */
export type AppDeps = Omit<AppConfig, 'env' | 'push'> & {
  /** Every variable, unset ones at their defaults. */
  env: Env;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  /** The abuse limits (decision 305): @fastify/rate-limit, failed sign-ins in `rateLimitStore`. */
  limiter: Limiter;
  /** Verifies Google ID tokens; null when GOOGLE_CLIENT_ID is not configured. */
  google: GoogleVerifier | null;
  payments: PaymentProvider;
  paymentExpiryMinutes: number;
  /** Days a customer session lives (SESSION_TTL_DAYS, default 30). */
  sessionTtlDays: number;
  /** VAPID keys (VAPID_* or DATA_DIR/vapid.json) and the push worker's switches. */
  push: PushSettings;
  /** Every committed catalogue change, in every process: what caches and the search index follow. */
  changes: ChangeFeed;
  /** The catalogue in memory (search, category and store lists), following `changes`. */
  catalogue: LiveSearchIndex;
  /** Every committed order placement or change, in every process: the sellers' live boards follow it. */
  orderChanges: ChangeFeed;
};
