import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError, ERROR_CODES } from '../platform/errors';
import { type AuthedCustomer, findSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer-token check on calls marked `auth: 'required'`. */
    customer: AuthedCustomer | null;
  }
  interface FastifyInstance {
    authenticateCustomer?: (req: FastifyRequest) => Promise<void>;
  }
}

export const unauthorized = () => AppError.of(401, ERROR_CODES.unauthorized, 'api.unauthorized');

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([\w-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** Teaches the app to check bearer tokens; registerEndpoint calls it for `auth: 'required'` calls. */
export function registerAuthentication(app: FastifyInstance, db: Database) {
  app.decorateRequest('customer', null);
  app.decorate('authenticateCustomer', async (req: FastifyRequest) => {
    const token = bearerToken(req.headers.authorization);
    const customer = token ? await findSession(db, token) : null;
    if (!customer) throw unauthorized();
    req.customer = customer;
  });
}

/**
 * On a call open to guests: the customer a live bearer token names, or null — no token, or one that is
 * malformed, expired or revoked (a stale token reads as a guest, never as a 401).
 */
export async function optionalCustomer(db: Database, req: FastifyRequest): Promise<AuthedCustomer | null> {
  if (req.customer) return req.customer;
  const token = bearerToken(req.headers.authorization);
  return token ? findSession(db, token) : null;
}

/** The signed-in customer of a call marked `auth: 'required'`. */
export function currentCustomer(req: FastifyRequest): AuthedCustomer {
  if (!req.customer) throw unauthorized();
  return req.customer;
}
