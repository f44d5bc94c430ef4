import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createApiClient, LOCALE_COOKIE } from '@bazaar/contract';
import { resolveLocale } from '@bazaar/domain';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { API_PREFIX } from '../../platform/endpoint';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { gaugeFrom } from '../../platform/metrics';
import { pageNonce } from '../security-headers';
import { injectFetch } from './inject-fetch';
import {
  PageCache,
  PLACEHOLDERS,
  type Stored,
  substituteStream,
  tagTracking,
  type Visitor,
  WANT_TAGS,
} from './page-cache';
import { acceptsGzip, gzipPage } from './page-gzip';
import { MAX_TURN_WAIT_MS, renderGate } from './render-gate';
import { checkXsrf, personalCachePolicy, readBody, sessionHeaders, xsrfFor } from './session';

/** Headers the storefront forwards to its in-process API calls. */
const FORWARDED = [
  'host',
  'accept-language',
  'x-localization',
  'zoneid',
  'moduleid',
  'latitude',
  'longitude',
];

function toWebRequest(req: FastifyRequest, reply: FastifyReply, url: URL, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body && { body: new Uint8Array(body) }),
  } as RequestInit);
}

/** Sends React Router's answer; `own` headers (its cache policy) and cookies are added to its own. */
async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  own: Record<string, string>,
  ownCookies: string[],
  body: Readable | ReadableStream<Uint8Array> | null = response.body,
) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    // A body with the visitor's values in place of the placeholders may differ in length.
    if (key === 'set-cookie' || (key === 'content-length' && body !== response.body)) continue;
    reply.header(key, value);
  }
  reply.headers(own);
  const cookies = [...ownCookies, ...response.headers.getSetCookie()];
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!body) return reply.send();
  return reply.send(body);
}

/** Whether `ready` resolved within `ms` (the timer is cleared either way). */
async function startedWithin(ready: Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ready.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the response is over: sent, or its visitor gone. */
const isClosed = (reply: FastifyReply) =>
  reply.raw.destroyed || reply.raw.writableFinished || reply.raw.socket?.destroyed === true;

/**
 * Runs `fn` once the response is over, at once if it already is: a visitor may leave while the
 * request waits (for another's render, for a turn), before a listener could be added.
 */
function whenClosed(reply: FastifyReply, fn: () => void) {
  if (isClosed(reply)) fn();
  else reply.raw.once('close', fn);
}

/** React Router's headers but its cookies and length, as a page stored for every guest keeps them. */
function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of response.headers)
    if (key !== 'set-cookie' && key !== 'content-length') headers[key] = value;
  return headers;
}

/**
 * Serves the React Router build: hashed assets from build/client, every other non-API path
 * rendered on the server. Loaders reach the API through `context.api` (in-process).
 */
export async function mountStorefront(
  app: FastifyInstance,
  buildDir: string,
  options: { pageCacheBytes?: number } = {},
) {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry))
    throw new Error(`Storefront build missing at ${serverEntry}: run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  // Guest pages kept until a write changes what they show (app.changes: the API's change feed).
  const pages = new PageCache(app.changes, options.pageCacheBytes);
  const gate = renderGate();
  gaugeFrom('bazaar_page_renders_running', 'Pages being rendered now (render-gate.ts)', () => gate.running);
  gaugeFrom('bazaar_page_renders_waiting', 'Pages waiting for a turn to render', () => gate.waiting);

  // Scripts, styles and icons go out as the build compressed them (`name.br`, `name.gz`: the storefront's
  // precompress.ts) to a browser that takes that encoding; anything else is compressed per answer by the
  // app-wide @fastify/compress (app/build.ts), as pages are.
  const clientDir = path.join(buildDir, 'client');
  const serviceWorker = path.join(clientDir, 'sw.js');
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, sentPath) => {
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      if (filePath === serviceWorker) {
        // The push service worker (decision 502): scope '/', and always revalidated so a fix reaches browsers.
        res.header('service-worker-allowed', '/');
        res.header('cache-control', 'no-cache');
        return;
      }
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (scope) => {
    await scope.register(fastifyCookie);
    // Form posts reach React Router actions unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/*', async (req, reply) => {
      if (req.url.startsWith(`${API_PREFIX}/`) || req.url === API_PREFIX) {
        throw AppError.notFound(ERROR_CODES.notFound, 'api.route_not_found', {
          method: req.method,
          path: req.url.split('?')[0] ?? '',
        });
      }
      // The page's address as configured, not as the Host header names it: its canonical link and
      // every address built from it point at this shop (decision 220).
      const url = new URL(req.url, app.publicOrigin);
      const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
      if (body) await checkXsrf(req, url, body);
      const forwarded: Record<string, string> = sessionHeaders(req);
      for (const name of FORWARDED) {
        const value = req.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      // The shopper's language: the cookie the language switch sets, English otherwise; every API
      // call made for this page asks for it (X-localization), so refusals read in it too.
      const locale = resolveLocale(req.cookies[LOCALE_COOKIE]);
      forwarded['x-localization'] = locale;
      const xsrf = xsrfFor(req);
      const cspNonce = pageNonce(reply);
      const own = personalCachePolicy(req);
      const ownCookies = xsrf.setCookie ? [xsrf.setCookie] : [];
      const visitor: Visitor = { nonce: cspNonce, xsrf: xsrf.token };
      // A page every guest is shown alike comes from the page cache (page-cache.ts), or is rendered
      // with placeholders for this visitor's nonce and token and kept if every API answer was shareable.
      const key = req.method === 'GET' ? pages.keyOf(req, url, locale) : null;
      const sendStored = (stored: Stored) => {
        reply.status(200).headers(stored.headers).headers(own);
        if (ownCookies.length) reply.header('set-cookie', ownCookies);
        // Compressed once when stored, not again for every visitor (docs/performance-pages.md).
        const gzip = acceptsGzip(req.headers['accept-encoding']) ? gzipPage(stored, visitor) : null;
        if (gzip)
          return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(gzip);
        return reply.send(PageCache.fill(stored, visitor));
      };
      const shared = key !== null && pages.usable;
      if (req.method === 'GET') {
        let hit = shared ? pages.get(key) : undefined;
        const other = shared && key !== null && !hit ? pages.renderingNow(key) : undefined;
        if (other && key !== null) {
          await other;
          hit = pages.get(key);
        }
        pages.count(!shared ? 'bypass' : hit ? 'hit' : 'miss');
        reply.header('x-cache', hit ? 'hit' : 'miss');
        if (hit) return sendStored(hit);
      }
      // Whoever asks for this page while it waits or renders waits for it rather than rendering it again.
      const rendered = shared ? pages.startRendering(key) : () => {};
      whenClosed(reply, rendered);
      // A few renders at a time (render-gate.ts); a visitor who leaves while waiting gives up the place.
      const turn = gate.enter();
      whenClosed(reply, turn.leave);
      // The gate only orders work: past MAX_TURN_WAIT_MS the page renders anyway, outside it.
      if (!(await startedWithin(turn.ready, MAX_TURN_WAIT_MS))) turn.leave();
      // A visitor gone meanwhile: their close freed the turn and the render (whenClosed above).
      if (isClosed(reply)) return reply;
      const since = pages.mark();
      if (shared) forwarded[WANT_TAGS] = '1';
      const tracking = tagTracking(injectFetch(app, { headers: forwarded, remoteAddress: req.ip }));
      // In-process calls are not retried: a failure here is this server's own, and asking twice doubles it.
      const api = createApiClient({ baseUrl: API_PREFIX, fetch: tracking.fetch, retry: false });
      const context = {
        api,
        xsrfToken: shared ? PLACEHOLDERS.xsrf : xsrf.token,
        cspNonce: shared ? PLACEHOLDERS.nonce : cspNonce,
        signedIn: 'authorization' in forwarded,
        locale,
      };
      const response = await handle(toWebRequest(req, reply, url, body), context);
      if (!shared || key === null || !response.body) return sendWebResponse(reply, response, own, ownCookies);
      const raw: Buffer[] = [];
      const { state } = tracking;
      const stream = substituteStream(response.body, visitor, raw, () => {
        // Deferred sections have resolved by now: the stored page holds them inline.
        const storable =
          response.status === 200 &&
          state.shareable &&
          state.pending === 0 &&
          response.headers.getSetCookie().length === 0;
        if (!storable) return;
        const page = Buffer.concat(raw);
        if (!page.includes(xsrf.token)) pages.set(key, headersOf(response), page, state, since);
        rendered();
      });
      return sendWebResponse(reply, response, own, ownCookies, stream);
    });
  });
}
