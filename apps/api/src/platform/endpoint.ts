import { type Endpoint, type EndpointOutput, routerPath } from '@bazaar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refuseBody } from './request-body';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
export type EndpointRequest<E extends Endpoint> = {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
};

export const API_PREFIX = '/api/v1';

const STAFF_GUARDS = {
  seller: ['seller'],
  admin: ['admin'],
  courier: ['courier'],
  staff: ['seller', 'admin', 'courier'],
} as const;

/** The bearer check a call needs: a customer's token, a staff token of some role (decision 404), or none. */
function guardOf(app: FastifyInstance, endpoint: Endpoint) {
  const { auth } = endpoint;
  if (auth === undefined || auth === 'optional') return undefined;
  if (auth === 'required') {
    if (!app.authenticateCustomer) throw new Error(`${endpoint.path} needs authentication registered first`);
    return app.authenticateCustomer;
  }
  const check = app.authenticateStaff;
  if (!check) throw new Error(`${endpoint.path} needs staff authentication registered first`);
  const roles = STAFF_GUARDS[auth];
  return (req: FastifyRequest) => check(req, roles);
}

/**
 * Registers one contract endpoint: validation, serialisation and OpenAPI all come from its schemas.
 * The handler answers with the output, or with the reply once it has sent an answer itself.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointRequest<E>) => Promise<EndpointOutput<E> | FastifyReply>,
) {
  const authenticate = guardOf(app, endpoint);
  app.route({
    method: endpoint.method,
    url: API_PREFIX + routerPath(endpoint.path),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.bodyType === 'multipart' && { consumes: ['multipart/form-data'] }),
      ...(endpoint.auth && { security: [{ bearer: [] }] }),
      response: { 200: endpoint.response, ...endpoint.responses },
    },
    ...(authenticate && { onRequest: authenticate }),
    // A call without a body schema takes none: a body is refused before it is read (decision 220).
    ...(!endpoint.body && { preParsing: refuseBody }),
    handler: (req, reply) =>
      handler({
        params: req.params as Parsed<E['params']>,
        query: req.query as Parsed<E['query']>,
        body: req.body as Parsed<E['body']>,
        req,
        reply,
      }),
  });
}
