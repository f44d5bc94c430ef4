import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createApiClient } from '@bazaar/contract';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { API_PREFIX } from './endpoint';
import { AppError } from './errors';
import { injectFetch } from './inject-fetch';

/** Headers the storefront forwards to its in-process API calls. */
const FORWARDED = ['host', 'accept-language', 'x-localization', 'zoneid', 'moduleid', 'latitude', 'longitude'];

function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: createReadableStreamFromReadable(req.raw), duplex: 'half' }),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(response.body);
}

/**
 * Serves the React Router build: hashed assets from build/client, every other non-API path
 * rendered on the server. Loaders reach the API through `context.api` (in-process).
 */
export async function mountStorefront(app: FastifyInstance, buildDir: string) {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`Storefront build missing at ${serverEntry}: run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (scope) => {
    // Form posts reach React Router actions unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all('/*', async (req, reply) => {
      if (req.url.startsWith(`${API_PREFIX}/`) || req.url === API_PREFIX) {
        throw AppError.notFound('not_found', `Route not found: ${req.method} ${req.url.split('?')[0]}`);
      }
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED) {
        const value = req.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const api = createApiClient({ baseUrl: API_PREFIX, fetch: injectFetch(app, forwarded) });
      const response = await handle(toWebRequest(req, reply), { api });
      return sendWebResponse(reply, response);
    });
  });
}
