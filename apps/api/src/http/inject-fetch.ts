import type { FetchLike } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';

/**
 * A fetch that runs the request through the same Fastify app in-process (app.inject): the
 * storefront's server-side loaders use the public API exactly as a remote client would, without
 * a network round trip.
 */
export function injectFetch(app: FastifyInstance, extraHeaders: Record<string, string> = {}): FetchLike {
  return async (url, init) => {
    const headers: Record<string, string> = { ...extraHeaders };
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
  };
}
