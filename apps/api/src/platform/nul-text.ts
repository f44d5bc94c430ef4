import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './endpoint';
import { AppError } from './errors';

/**
 * Where in a value (`Stores.0.cart.0.variant`) the first key or string holding a NUL character is.
 * Walked with a stack of its own, not by recursion: the value came from a client (decision 220).
 */
export function nulPathIn(value: unknown, at = ''): string | null {
  // Depth first, each entry's key before its value, as a recursive walk would meet them.
  const pending: { value: unknown; path: string; keyHasNul: boolean }[] = [
    { value, path: at, keyHasNul: false },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.keyHasNul) return next.path;
    const v = next.value;
    if (typeof v === 'string') {
      if (v.includes('\0')) return next.path;
      continue;
    }
    // Uploaded files arrive as bytes (Buffer): binary, never stored as text.
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      pending.push({
        value: child,
        path: next.path ? `${next.path}.${key}` : key,
        keyHasNul: key.includes('\0'),
      });
    }
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
