import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import { catalogueEndpoints, endpoints } from '@bazaar/contract';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { accountRoutes } from '../areas/account';
import { addressesArea } from '../areas/addresses';
import { applicationsArea } from '../areas/applications';
import type { AppConfig } from '../areas/area';
import { blogRoutes } from '../areas/blogs';
import { cartArea } from '../areas/cart';
import { categoryRoutes } from '../areas/categories';
import { checkoutArea } from '../areas/checkout';
import { configRoutes } from '../areas/config';
import { couponsArea } from '../areas/coupons';
import { couriersArea } from '../areas/couriers';
import { customerRoutes } from '../areas/customer';
import { favouritesArea } from '../areas/favourites';
import { imageRoutes } from '../areas/images';
import { itemRoutes } from '../areas/items';
import { marketingRoutes } from '../areas/marketing';
import { moneyArea } from '../areas/money';
import { notificationsArea } from '../areas/notifications';
import { ordersArea } from '../areas/orders';
import { paymentsArea } from '../areas/payments';
import { reviewsArea } from '../areas/reviews';
import { searchRoutes } from '../areas/search';
import { sellerConsoleArea } from '../areas/seller-console';
import { sellerItemsArea } from '../areas/seller-items';
import { sellerStoreArea } from '../areas/seller-store';
import { staffArea } from '../areas/staff';
import { storeRoutes } from '../areas/stores';
import { supportDeskArea } from '../areas/support-desk';
import { ticketsArea } from '../areas/tickets';
import { walletArea } from '../areas/wallet';
import { registerAuthentication } from '../auth/authenticate';
import { registerStaffAuthentication } from '../auth/staff';
import { connectionLimits } from '../config/connections';
import { completeEnv } from '../config/env';
import { sheddingOptions } from '../config/load-shedding';
import { answerClientError, limitedServerFactory } from '../platform/connections';
import { API_PREFIX } from '../platform/endpoint';
import { AppError, ERROR_CODES, errorHandler } from '../platform/errors';
import { registerLoadShedding } from '../platform/load-shedding';
import { requestLocale } from '../platform/locale';
import { requestSerializer } from '../platform/log-redaction';
import { refuseNulText } from '../platform/nul-text';
import { publicOrigin } from '../platform/origin';
import { guardJsonBodies } from '../platform/request-body';
import { startPushWorker } from '../push/worker';
import { registerAnswerCache } from './answer-cache';
import { healthRoute } from './health';
import { registerMetrics } from './metrics-route';
import { securityHeaders } from './security-headers';
import { buildServices } from './services';

export type BuildOptions = AppConfig & {
  logger?: FastifyServerOptions['logger'];
};

/** The HTTP application without the storefront: what API tests build and inject into. */
export async function buildApi(options: BuildOptions) {
  const logger =
    options.logger && typeof options.logger === 'object'
      ? { ...options.logger, serializers: { req: requestSerializer, ...options.logger.serializers } }
      : (options.logger ?? false);
  const env = completeEnv(options.env);
  const app = Fastify({
    logger,
    // Time limits on every phase of a connection and a cap per address (decision 220).
    serverFactory: limitedServerFactory(connectionLimits(env)),
    clientErrorHandler: answerClientError,
    // The client address is the socket's unless a trusted proxy is configured (rate limits use it).
    trustProxy: options.env.TRUSTED_PROXY ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Router refusals (a path parameter over 200 characters, a malformed URL) answer in the envelope too.
    frameworkErrors: (error, req, reply) => errorHandler(error, req, reply),
  });
  // Every service built once, here, so every area is given the same counters, mailer and provider.
  const deps = await buildServices(options, app);
  // The change feed, for what is mounted beside the API (the storefront's page cache).
  app.decorate('changes', deps.changes);
  // Where every absolute link points (never the request's Host header: decision 220).
  app.decorate('publicOrigin', publicOrigin(env));
  const pushWorker = deps.push.worker ? startPushWorker(app, deps) : null;
  if (pushWorker) app.addHook('onClose', () => pushWorker.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Answers, pages, scripts and styles compressed (brotli or gzip, as the client accepts) on every route
  // registered after this: on a phone's slow network they are most of the first load
  // (docs/performance-pages.md). Request bodies are left as they come. A streamed answer (a fresh page)
  // cannot tell brotli its size, so brotli would set up its default 4 MiB window for each: 256 KiB holds
  // the largest page, and 20 product pages compressed at once took 1.4 ms of CPU each instead of 2.1
  // (same bytes). Quality 4 is the plugin's own default.
  await app.register(fastifyCompress, {
    globalDecompression: false,
    brotliOptions: {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 4,
        [zlib.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  securityHeaders(app);
  registerAuthentication(app, deps.db);
  registerStaffAuthentication(app, deps.db);
  guardJsonBodies(app);
  refuseNulText(app);
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
    // Fills components.schemas: without it every named schema's $ref (ErrorEnvelope, Item, …) dangles.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  healthRoute(app, deps.db);
  registerMetrics(app, deps);

  configRoutes(app, deps);
  // Public catalogue answers kept until a committed write changes them (decision 209); CATALOGUE_CACHE=off.
  if (deps.env.CATALOGUE_CACHE === 'on')
    registerAnswerCache(app, deps.changes, {
      maxBytes: deps.env.CATALOGUE_CACHE_MB * 1024 * 1024,
      endpoints: [
        ...Object.values(catalogueEndpoints),
        endpoints.config,
        endpoints.zoneId,
        endpoints.citiesList,
      ],
    });
  // Past its limit the server answers 503 at once rather than queueing (decision 210); after the cache.
  registerLoadShedding(app, sheddingOptions(deps.env));
  categoryRoutes(app, deps);
  itemRoutes(app, deps);
  storeRoutes(app, deps);
  searchRoutes(app, deps);
  marketingRoutes(app, deps);
  blogRoutes(app, deps);
  imageRoutes(app, deps);
  await app.register(async (scope) => accountRoutes(scope, deps));
  await app.register(async (scope) => applicationsArea(scope, deps));
  await app.register(async (scope) => customerRoutes(scope, deps));
  await app.register(async (scope) => favouritesArea(scope, deps));
  await app.register(async (scope) => walletArea(scope, deps));
  await app.register(async (scope) => addressesArea(scope, deps));
  await app.register(async (scope) => couponsArea(scope, deps));
  await app.register(async (scope) => cartArea(scope, deps));
  await app.register(async (scope) => checkoutArea(scope, deps));
  await app.register(async (scope) => staffArea(scope, deps));
  await app.register(async (scope) => couriersArea(scope, deps));
  await app.register(async (scope) => sellerItemsArea(scope, deps));
  await app.register(async (scope) => moneyArea(scope, deps));
  await app.register(async (scope) => sellerConsoleArea(scope, deps));
  await app.register(async (scope) => sellerStoreArea(scope, deps));
  await app.register(async (scope) => ordersArea(scope, deps));
  await app.register(async (scope) => paymentsArea(scope, deps));
  await app.register(async (scope) => reviewsArea(scope, deps));
  await app.register(async (scope) => notificationsArea(scope, deps));
  await app.register(async (scope) => ticketsArea(scope, deps));
  await app.register(async (scope) => supportDeskArea(scope, deps));

  app.setNotFoundHandler((req, reply) => {
    const error = AppError.notFound(ERROR_CODES.notFound, 'api.route_not_found', {
      method: req.method,
      path: req.url.split('?')[0] ?? '',
    });
    return reply.status(404).send({ errors: error.render(requestLocale(req)) });
  });
  return app;
}
