import type { FastifyRequest } from 'fastify';

/** Where the client reaches this server: PUBLIC_URL when configured, else the request's own origin. */
export function origin(req: FastifyRequest, publicUrl: string | undefined) {
  return (publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}
