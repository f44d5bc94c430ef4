import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { categoryRoutes } from '../routes/categories';
import { configRoutes } from '../routes/config';
import { imageRoutes } from '../routes/images';
import { itemRoutes } from '../routes/items';
import type { AppDeps } from './deps';
import { API_PREFIX } from './endpoint';
import { AppError, errorHandler } from './errors';

export type BuildOptions = AppDeps & { logger?: FastifyServerOptions['logger'] };

/** The HTTP application without the storefront: what API tests build and inject into. */
export async function buildApi(deps: BuildOptions) {
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
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
  categoryRoutes(app, deps);
  itemRoutes(app, deps);
  imageRoutes(app, deps);

  app.setNotFoundHandler((req, reply) => {
    const error = AppError.notFound('not_found', `Route not found: ${req.method} ${req.url.split('?')[0]}`);
    return reply.status(404).send({ errors: error.errors });
  });
  return app;
}
