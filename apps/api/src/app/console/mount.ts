import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageNonce } from '../security-headers';

/** The console's areas (decision 411); the operator's `/admin` joins them with the next issue. */
export const CONSOLE_AREAS = ['seller', 'courier'] as const;
/** Where the console's scripts and styles are served (apps/console/vite.config.ts). */
const ASSETS = 'console-assets';

/** The prerendered page with this answer's nonce on each of its scripts, so the page CSP lets them run. */
export const withNonce = (html: string, nonce: string) =>
  html.replaceAll('<script', `<script nonce="${nonce}"`);

/**
 * Serves the console (apps/console, a single-page app built with React Router's `ssr: false`) on the
 * storefront's port: its hashed scripts and styles under /console-assets/, and for every address under
 * /seller and /courier the one prerendered index.html, whose scripts then route in the browser. The
 * page answers under the storefront's page CSP (decision 308), with a fresh nonce for its inline
 * scripts; it holds nobody's data (that comes from /api/v1 with the seller's token), so it is the same
 * for everyone, but it is never kept by caches, so a new build is picked up at once.
 */
export async function mountConsole(app: FastifyInstance, buildDir: string) {
  const clientDir = path.join(buildDir, 'client');
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`Console build missing at ${indexFile}: run npm run build`);
  const page = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: path.join(clientDir, ASSETS),
    prefix: `/${ASSETS}/`,
    wildcard: false,
    decorateReply: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });

  const send = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .send(withNonce(page, pageNonce(reply)));
  for (const area of CONSOLE_AREAS) {
    app.get(`/${area}`, { schema: { hide: true } }, (_req, reply) => send(reply));
    app.get(`/${area}/*`, { schema: { hide: true } }, (_req, reply) => send(reply));
  }
}
