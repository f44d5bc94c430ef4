import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './endpoint';
import { AppError } from './errors';

/** Where in a value (`Stores.0.cart.0.variant`) the first key or string holding a NUL character is. */
export function nulPathIn(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? at : null;
  // Uploaded files arrive as bytes (Buffer): binary, never stored as text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, v] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (key.includes('\0')) return path;
    const found = nulPathIn(v, path);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (`invalid byte sequence for encoding "UTF8": 0x00`): a
 * request carrying one in any path parameter, query parameter or body field is refused here, 403
 * under that field, instead of failing with a 500 in whichever query meets it first (the fuzz
 * battery found three: sign-up names, promo codes, push endpoints; decision 212). After validation
 * (a field's own rule speaks first), before every API handler.
 */
export function refuseNulText(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    // API calls only: a storefront page passes what it was given to the API, which answers for it.
    if (!req.routeOptions.url?.startsWith(API_PREFIX)) return;
    for (const part of [req.params, req.query, req.body]) {
      const at = nulPathIn(part);
      if (at !== null) throw AppError.field(at || 'request', 'validation.invalid_value');
    }
  });
}
