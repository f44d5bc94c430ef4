import type { FetchLike } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';

export type InjectOptions = {
  /** Headers added to every call (forwarded from the page request, e.g. Authorization). */
  headers?: Record<string, string>;
  /** The shopper's address, so per-address limits see the real client, not the loopback. */
  remoteAddress?: string;
};

/** A request body as bytes plus its content type: strings as they are, FormData as multipart. */
async function encodeBody(body: RequestInit['body']): Promise<{ payload?: Buffer; contentType?: string }> {
  if (body === undefined || body === null) return {};
  if (typeof body === 'string') return { payload: Buffer.from(body) };
  const request = new Request('http://in-process/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? undefined,
  };
}

/**
 * A fetch that runs the request through the same Fastify app in-process (app.inject): the
 * storefront's server-side loaders use the public API exactly as a remote client would, without
 * a network round trip.
 */
export function injectFetch(app: FastifyInstance, options: InjectOptions = {}): FetchLike {
  return async (url, init) => {
    const headers: Record<string, string> = { ...options.headers };
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const { payload, contentType } = await encodeBody(init.body);
    if (contentType) headers['content-type'] = contentType;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      ...(payload && { payload }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(v));
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}
