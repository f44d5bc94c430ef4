import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '../platform/endpoint';

type Directives = Record<string, Iterable<string | ((req: unknown, res: ServerResponse) => string)>>;

/** JSON, images and files: nothing may run, nothing may frame them. */
const API_CSP: Directives = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/** Swagger UI: its own scripts and styles from this origin (it sets inline style attributes). */
const DOCS_CSP: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The nonce of each storefront answer, given out by `pageNonce`. */
const nonces = new WeakMap<ServerResponse, string>();

/**
 * Storefront pages: scripts only from this origin or inline with this answer's nonce (React Router's
 * hydration scripts); styles may be inline (Radix sets style attributes); images from /storage.
 */
const PAGE_CSP: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", (_req, res) => `'nonce-${nonces.get(res)}'`],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Every answer, whatever its CSP (decision 308); helmet adds its other defaults (nosniff, …). */
const COMMON: HelmetOptions = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Other sites may not embed our answers; sibling hosts (the seller panel) may.
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** One helmet middleware per policy, built once: building it per answer costs more than it sets. */
const withCsp = (directives: Directives) =>
  helmet({ ...COMMON, contentSecurityPolicy: { useDefaults: false, directives } });
const POLICIES = { api: withCsp(API_CSP), docs: withCsp(DOCS_CSP), page: withCsp(PAGE_CSP) };

const PERMISSIONS = 'camera=(), microphone=(), payment=(), usb=()';
const PERSONAL = [`${API_PREFIX}/auth/`, `${API_PREFIX}/customer/`];

/** A fresh nonce for this storefront answer: its CSP allows inline scripts that carry it. */
export function pageNonce(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('base64');
  nonces.set(reply.raw, nonce);
  return nonce;
}

/**
 * Security headers on every answer (decision 308), set by helmet as the answer goes out: the page
 * policy when the storefront took a nonce, the Swagger UI's under /docs, else the API's. A route that
 * sets its own CSP (the hosted payment page) keeps it. Answers about one person are never stored.
 */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    const policy = nonces.has(reply.raw)
      ? POLICIES.page
      : req.url.startsWith(`${API_PREFIX}/docs`)
        ? POLICIES.docs
        : POLICIES.api;
    policy(req.raw, reply.raw, () => {
      reply.header('permissions-policy', PERMISSIONS);
      if (PERSONAL.some((prefix) => req.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  });
}
