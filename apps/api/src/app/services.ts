import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig, AppDeps } from '../areas/area';
import { createGoogleVerifier } from '../auth/google';
import { LiveSearchIndex } from '../catalogue/search-index/live-index';
import { completeEnv } from '../config/env';
import { fileMailer, smtpMailer } from '../mail/mailer';
import { resolvePayments } from '../payments/config';
import { changeFeedFor, ORDERS_CHANNEL } from '../platform/change-feed';
import { resolvePush } from '../push/config';
import { Limiter } from '../rate-limit/limiter';
import { connectRedis, RedisStore } from '../rate-limit/redis';
import { MemoryStore } from '../rate-limit/store';

/**
 * Every service an area may use, built once from the checked configuration (tests may bring their own
 * mailer, counters or payment provider). The one place defaults are filled in.
 */
export async function buildServices(config: AppConfig, app: FastifyInstance): Promise<AppDeps> {
  // Unset variables take the schema's defaults (config/env.ts); tests pass only what they change.
  const env = completeEnv(config.env);
  // Abuse-limit counters (decision 305): in this process, or in Redis shared by every process.
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, app.log) : null;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  const rateLimitStore = config.rateLimitStore ?? (redis ? new RedisStore(redis) : new MemoryStore());
  const rules = {
    signUpPerAddress: { limit: env.SIGN_UPS_PER_HOUR, windowMs: 3_600_000 },
    ...config.rateLimits,
  };
  const limiter = await Limiter.register(app, { redis, failures: rateLimitStore, rules });
  const mailer =
    config.mailer ??
    (env.SMTP_URL
      ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : fileMailer(path.join(config.dataDir, 'mail'), env.MAIL_FROM, app.log));
  // The catalogue change feed: given (tests), or LISTEN on the app's own database, closed with the app.
  const changes =
    config.changes ?? changeFeedFor((config.db as unknown as { $client: unknown }).$client, app.log);
  if (!config.changes) app.addHook('onClose', () => changes.close());
  // Orders placed or changed by any process, for the sellers' live boards (decision 411).
  const orderChanges =
    config.orderChanges ??
    changeFeedFor((config.db as unknown as { $client: unknown }).$client, app.log, ORDERS_CHANNEL);
  if (!config.orderChanges) app.addHook('onClose', () => orderChanges.close());
  // The catalogue in memory, kept in step by the feed: search, and category and store lists (decisions 207, 214).
  const catalogue = new LiveSearchIndex(config.db, changes, app.log);
  app.addHook('onReady', async () => catalogue.start());
  app.addHook('onClose', () => catalogue.close());
  const google = env.GOOGLE_CLIENT_ID
    ? createGoogleVerifier(env.GOOGLE_CLIENT_ID, env.GOOGLE_JWKS_URL)
    : null;
  return {
    ...config,
    env,
    ...(await resolvePayments({ ...config, env })),
    mailer,
    rateLimitStore,
    limiter,
    google,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    push: await resolvePush({ ...config, env }),
    changes,
    catalogue,
    orderChanges,
  };
}
