import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './endpoint';

/** JSON, images and files: nothing may run, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Swagger UI: its own scripts and styles from this origin (it sets inline style attributes). */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * Storefront pages: scripts only from this origin or inline with this answer's nonce (React Router's
 * hydration scripts); styles may be inline (Radix sets style attributes); images from /storage.
 */
export const pageCsp = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; ` +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; manifest-src 'self'; worker-src 'self'; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const PERSONAL = [`${API_PREFIX}/auth/`, `${API_PREFIX}/customer/`];

/**
 * Security headers on every answer (decision 308). A route that sets its own CSP (the storefront,
 * with a nonce) keeps it. Answers about one person are never stored by a cache.
 */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), payment=(), usb=()');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', req.url.startsWith(`${API_PREFIX}/docs`) ? DOCS_CSP : API_CSP);
    }
    if (PERSONAL.some((prefix) => req.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
    return payload;
  });
}
