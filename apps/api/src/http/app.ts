import { randomUUID } from 'node:crypto';
import { catalogueEndpoints } from '@bazaar/contract';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { cartArea } from '../areas/cart';
import { checkoutArea } from '../areas/checkout';
import { couponsArea } from '../areas/coupons';
import { ordersArea } from '../areas/orders';
import { paymentsArea } from '../areas/payments';
import { staffArea } from '../areas/staff';
import { registerAuthentication } from '../auth/authenticate';
import { registerStaffAuthentication } from '../auth/staff';
import { resolvePayments } from '../payments/config';
import { RedisStore } from '../rate-limit/redis';
import { MemoryStore, type RateLimitStore } from '../rate-limit/store';
import { accountRoutes } from '../routes/auth';
import { blogRoutes } from '../routes/blogs';
import { categoryRoutes } from '../routes/categories';
import { configRoutes } from '../routes/config';
import { imageRoutes } from '../routes/images';
import { itemRoutes } from '../routes/items';
import { marketingRoutes } from '../routes/marketing';
import { searchRoutes } from '../routes/search';
import { storeRoutes } from '../routes/stores';
import type { AppDeps } from './deps';
import { API_PREFIX } from './endpoint';
import { AppError, errorHandler } from './errors';
import { requestSerializer } from './log-redaction';
import { registerResponseCache } from './response-cache';
import { securityHeaders } from './security-headers';

export type BuildOptions = AppDeps & {
  logger?: FastifyServerOptions['logger'];
  /** Keep public catalogue answers this long (ms) per process; 0 or unset: off (decision 202). */
  catalogueCacheMs?: number;
};

/** The HTTP application without the storefront: what API tests build and inject into. */
export async function buildApi(options: BuildOptions) {
  // Filled in once here so every area is given the same payment provider and rate-limit counters.
  const rateLimitStore: RateLimitStore =
    options.rateLimitStore ??
    (options.env.REDIS_URL ? new RedisStore(options.env.REDIS_URL) : new MemoryStore());
  const deps: BuildOptions = { ...options, ...(await resolvePayments(options)), rateLimitStore };
  const logger =
    deps.logger && typeof deps.logger === 'object'
      ? { ...deps.logger, serializers: { req: requestSerializer, ...deps.logger.serializers } }
      : (deps.logger ?? false);
  const app = Fastify({
    logger,
    // The client address is the socket's unless a trusted proxy is configured (rate limits use it).
    trustProxy: deps.env.TRUSTED_PROXY ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Router refusals (a path parameter over 200 characters, a malformed URL) answer in the envelope too.
    frameworkErrors: (error, req, reply) => errorHandler(error, req, reply),
  });
  if (rateLimitStore.close) app.addHook('onClose', () => rateLimitStore.close!());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  securityHeaders(app);
  registerAuthentication(app, deps.db);
  registerStaffAuthentication(app, deps.db);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Bazaar API',
        version: '1.0.0',
        description: 'The /api/v1 of the Bazaar marketplace. Errors: {"errors":[{"code","message"}]}.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  configRoutes(app, deps);
  registerResponseCache(app, deps.catalogueCacheMs ?? 0, Object.values(catalogueEndpoints));
  categoryRoutes(app, deps);
  itemRoutes(app, deps);
  storeRoutes(app, deps);
  searchRoutes(app, deps);
  marketingRoutes(app, deps);
  blogRoutes(app, deps);
  imageRoutes(app, deps);
  await app.register(async (scope) => accountRoutes(scope, deps));
  await app.register(async (scope) => couponsArea(scope, deps));
  await app.register(async (scope) => cartArea(scope, deps));
  await app.register(async (scope) => checkoutArea(scope, deps));
  await app.register(async (scope) => staffArea(scope, deps));
  await app.register(async (scope) => ordersArea(scope, deps));
  await app.register(async (scope) => paymentsArea(scope, deps));

  app.setNotFoundHandler((req, reply) => {
    const error = AppError.notFound('not_found', `Route not found: ${req.method} ${req.url.split('?')[0]}`);
    return reply.status(404).send({ errors: error.errors });
  });
  return app;
}
