import { shouldRetry } from '@bazaar/contract';

/**
 * Spec §9's generic retry for a raw `fetch` in the browser (the typed API client applies the same
 * rule itself): a GET/HEAD/OPTIONS answered 408, 409, 425, 429, 500, 502, 503 or 504 is asked once
 * more; a mutating call never is. No timeout.
 */
export function withRetry(doFetch: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const first = await doFetch(input, init);
    if (!shouldRetry(method, first.status)) return first;
    await first.body?.cancel();
    return doFetch(input instanceof Request ? input.clone() : input, init);
  };
}
