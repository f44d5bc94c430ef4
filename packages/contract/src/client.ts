import { buildPath, type Endpoint, type EndpointInput, type EndpointOutput } from './endpoint';
import { ApiError, type ErrorEnvelope } from './errors';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type ClientOptions = {
  baseUrl: string;
  fetch?: FetchLike;
  headers?: () => Record<string, string>;
  /** Retry a non-mutating call once on a transient status (spec §9); on unless `false`. */
  retry?: boolean;
};

/** Spec §9: a generic retry once, for non-mutating methods only, on these statuses; no timeout. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when an answer of `status` to a `method` call may be asked again, once. */
export const shouldRetry = (method: string, status: number) =>
  SAFE_METHODS.has(method.toUpperCase()) && RETRY_STATUSES.has(status);

/** The body as JSON, or `undefined` when it is not JSON (an HTML error page of a proxy, say). */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Calls /api/v1 through the contract's endpoint descriptions; non-2xx answers throw ApiError. */
export function createApiClient(options: ClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));

  return async function call<E extends Endpoint>(
    endpoint: E,
    input: Partial<EndpointInput<E>> & {
      /** Headers of this call only, e.g. an order placement's `Idempotency-Key`. */
      headers?: Record<string, string>;
    } = {},
  ): Promise<EndpointOutput<E>> {
    const path = buildPath(endpoint.path, input.params as Record<string, unknown> | undefined);
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) search.set(k, String(v));
    }
    const qs = search.size ? `?${search}` : '';
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers?.(),
      ...input.headers,
    };
    let body: BodyInit | undefined;
    if (input.body instanceof FormData) body = input.body;
    else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const url = `${options.baseUrl}${path}${qs}`;
    let res = await doFetch(url, { method: endpoint.method, headers, body });
    if (options.retry !== false && shouldRetry(endpoint.method, res.status)) {
      await res.body?.cancel();
      res = await doFetch(url, { method: endpoint.method, headers, body });
    }
    const text = await res.text();
    const json = parseJson(text);
    if (!res.ok) {
      const envelope = (json as ErrorEnvelope | null | undefined)?.errors
        ? (json as ErrorEnvelope)
        : { errors: [{ code: String(res.status), message: res.statusText || `HTTP ${res.status}` }] };
      throw new ApiError(res.status, envelope);
    }
    if (json === undefined) {
      throw new ApiError(502, { errors: [{ code: 'invalid-json', message: 'The answer was not JSON' }] });
    }
    return json as EndpointOutput<E>;
  };
}

export type ApiCall = ReturnType<typeof createApiClient>;
