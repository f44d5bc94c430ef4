import { buildPath, type Endpoint, type EndpointInput, type EndpointOutput } from './endpoint';
import { ApiError, type ErrorEnvelope } from './errors';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type ClientOptions = {
  baseUrl: string;
  fetch?: FetchLike;
  headers?: () => Record<string, string>;
};

/** Calls /api/v1 through the contract's endpoint descriptions; non-2xx answers throw ApiError. */
export function createApiClient(options: ClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));

  return async function call<E extends Endpoint>(
    endpoint: E,
    input: Partial<EndpointInput<E>> = {},
  ): Promise<EndpointOutput<E>> {
    const path = buildPath(endpoint.path, input.params as Record<string, unknown> | undefined);
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) search.set(k, String(v));
    }
    const qs = search.size ? `?${search}` : '';
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers?.() };
    let body: BodyInit | undefined;
    if (input.body instanceof FormData) body = input.body;
    else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const res = await doFetch(`${options.baseUrl}${path}${qs}`, { method: endpoint.method, headers, body });
    const text = await res.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) {
      const envelope = (json as ErrorEnvelope | null)?.errors
        ? (json as ErrorEnvelope)
        : { errors: [{ code: String(res.status), message: res.statusText }] };
      throw new ApiError(res.status, envelope);
    }
    return json as EndpointOutput<E>;
  };
}

export type ApiCall = ReturnType<typeof createApiClient>;
