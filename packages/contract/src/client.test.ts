import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike, shouldRetry } from './client';
import { buildPath } from './endpoint';
import { endpoints } from './endpoints/index';
import { ApiError, isApiError } from './errors';

const BASE = 'http://127.0.0.1:3000/api/v1';

/** A fetch that records what it is asked and answers `status` with `body` (text as is, else JSON). */
function recordingFetch(status = 200, body: unknown = {}, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, statusText });
  };
  return { calls, fetch };
}

const headersOf = (init: RequestInit | undefined) => init?.headers as Record<string, string>;

describe('the typed client', () => {
  it('fills path parameters and writes the query, leaving out absent values', async () => {
    const { calls, fetch } = recordingFetch(200, { total_size: 0, limit: 5, offset: 2, products: [] });
    const call = createApiClient({ baseUrl: BASE, fetch });
    await call(endpoints.categoryItems, {
      params: { id: 'mobile-phones' },
      query: { limit: 5, offset: 2, type: 'veg', store_id: undefined, with_deal_items: '1' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      `${BASE}/categories/items/mobile-phones?limit=5&offset=2&type=veg&with_deal_items=1`,
    );
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0]?.init)).toEqual({ accept: 'application/json' });
  });

  it('adds no "?" when there is no query', async () => {
    const { calls, fetch } = recordingFetch(200, []);
    await createApiClient({ baseUrl: BASE, fetch })(endpoints.categories);
    expect(calls[0]?.url).toBe(`${BASE}/categories`);
  });

  it('escapes path parameters, so a value cannot reach another path', async () => {
    const { calls, fetch } = recordingFetch(200, {});
    await createApiClient({ baseUrl: BASE, fetch })(endpoints.checkPromoCode, {
      params: { code: 'eid 20/../x?y' },
    });
    expect(calls[0]?.url).toBe(`${BASE}/customer/order/check-promo-code/eid%2020%2F..%2Fx%3Fy`);
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('refuses to call without a path parameter', async () => {
    const { calls, fetch } = recordingFetch();
    await expect(createApiClient({ baseUrl: BASE, fetch })(endpoints.itemDetails, {})).rejects.toThrow(
      'Missing path parameter id',
    );
    expect(calls).toHaveLength(0);
    expect(() => buildPath('/categories/{id}', { id: null })).toThrow('Missing path parameter id');
    expect(buildPath('/categories/{id}', { id: 0 })).toBe('/categories/0');
  });

  it('sends a JSON body with its content type, and asks the headers anew for every call', async () => {
    const { calls, fetch } = recordingFetch(200, { message: 'ok', token: 't', is_phone_verified: false });
    let token = 'first';
    const call = createApiClient({
      baseUrl: BASE,
      fetch,
      headers: () => ({ authorization: `Bearer ${token}`, 'X-localization': 'ur' }),
    });
    const body = { email: 'ayesha@example.pk', password: 'secret1', login_with: 'manual' } as const;
    await call(endpoints.login, { body });
    token = 'second';
    await call(endpoints.logout);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(JSON.stringify(body));
    expect(headersOf(calls[0]?.init)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer first',
      'X-localization': 'ur',
    });
    expect(headersOf(calls[1]?.init).authorization).toBe('Bearer second');
    expect(headersOf(calls[1]?.init)['content-type']).toBeUndefined();
  });

  it("adds one call's own headers (an Idempotency-Key) to the client's", async () => {
    const { calls, fetch } = recordingFetch(200, { message: 'ok' });
    const call = createApiClient({ baseUrl: BASE, fetch, headers: () => ({ authorization: 'Bearer t' }) });
    await call(endpoints.logout, { headers: { 'Idempotency-Key': 'k-1' } });
    await call(endpoints.logout);
    expect(headersOf(calls[0]?.init)).toMatchObject({ authorization: 'Bearer t', 'Idempotency-Key': 'k-1' });
    expect(headersOf(calls[1]?.init)['Idempotency-Key']).toBeUndefined();
  });

  it('hands form data over as it is, leaving the multipart boundary to fetch', async () => {
    const { calls, fetch } = recordingFetch(200, { message: 'Profile updated' });
    const form = new FormData();
    form.set('f_name', 'Ayesha');
    // The storefront posts the browser's FormData; the body's type describes the parsed fields.
    await createApiClient({ baseUrl: BASE, fetch })(endpoints.updateProfile, { body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(headersOf(calls[0]?.init)['content-type']).toBeUndefined();
  });

  it('answers the parsed JSON, and null for an empty answer', async () => {
    const answer = { message: 'Signed out' };
    expect(
      await createApiClient({ baseUrl: BASE, fetch: recordingFetch(200, answer).fetch })(endpoints.logout),
    ).toEqual(answer);
    expect(
      await createApiClient({ baseUrl: BASE, fetch: recordingFetch(204).fetch })(endpoints.logout),
    ).toBeNull();
  });

  it('throws the error envelope of a refusal as ApiError, with its status', async () => {
    const envelope = { errors: [{ code: 'auth-001', message: 'Invalid credentials' }] };
    const call = createApiClient({ baseUrl: BASE, fetch: recordingFetch(401, envelope).fetch });
    const error = await call(endpoints.login, { body: { email: 'a@b.pk', password: 'x' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, body: envelope, message: 'Invalid credentials' });
  });

  it('makes an envelope from the status when a refusal carries none', async () => {
    const call = createApiClient({
      baseUrl: BASE,
      fetch: recordingFetch(404, { message: 'Route GET:/api/v1/nope not found' }, 'Not Found').fetch,
    });
    const error = await call(endpoints.config).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, body: { errors: [{ code: '404', message: 'Not Found' }] } });
  });
});

/** A fetch that answers each call with the next of `answers` (the last one repeats), counting calls. */
function sequenceFetch(...answers: { status: number; body?: string; statusText?: string }[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    const a = answers[Math.min(calls.length, answers.length - 1)]!;
    calls.push({ url, init });
    return new Response(a.body ?? '{}', { status: a.status, statusText: a.statusText ?? '' });
  };
  return { calls, fetch };
}

describe('retry once (spec §9)', () => {
  const envelope = JSON.stringify({ errors: [{ code: 'server', message: 'Busy' }] });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('asks a GET again once after %i', async (status) => {
    const { calls, fetch } = sequenceFetch({ status, body: envelope }, { status: 200, body: '[]' });
    expect(await createApiClient({ baseUrl: BASE, fetch })(endpoints.categories)).toEqual([]);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toBe(calls[0]?.url);
  });

  it('retries only once: a second failure is thrown', async () => {
    const { calls, fetch } = sequenceFetch({ status: 503, body: envelope });
    const error = await createApiClient({ baseUrl: BASE, fetch })(endpoints.categories).catch((e) => e);
    expect(calls).toHaveLength(2);
    expect(error).toMatchObject({ status: 503, message: 'Busy' });
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { calls, fetch } = sequenceFetch({ status, body: envelope });
    await createApiClient({ baseUrl: BASE, fetch })(endpoints.categories).catch(() => {});
    expect(calls).toHaveLength(1);
  });

  it('never retries a mutating call (POST, PUT, DELETE)', async () => {
    const { calls, fetch } = sequenceFetch({ status: 503, body: envelope });
    const call = createApiClient({ baseUrl: BASE, fetch });
    await call(endpoints.logout).catch(() => {});
    await call(endpoints.login, { body: { email: 'a@b.pk', password: 'x' } }).catch(() => {});
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'POST']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(shouldRetry(method, 503)).toBe(false);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(shouldRetry(method, 503)).toBe(true);
  });

  it('can be switched off', async () => {
    const { calls, fetch } = sequenceFetch({ status: 500, body: envelope });
    await createApiClient({ baseUrl: BASE, fetch, retry: false })(endpoints.categories).catch(() => {});
    expect(calls).toHaveLength(1);
  });
});

describe('a non-JSON answer', () => {
  it('turns an HTML error page into an ApiError with an envelope, not a SyntaxError', async () => {
    const { fetch } = sequenceFetch({
      status: 404,
      body: '<html><body>Not here</body></html>',
      statusText: 'Not Found',
    });
    const error = await createApiClient({ baseUrl: BASE, fetch })(endpoints.categories).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { errors: [{ code: '404', message: 'Not Found' }] } });
  });

  it('names the status when the error page has no status text', async () => {
    const { fetch } = sequenceFetch({ status: 400, body: 'Bad gateway text' });
    const error = await createApiClient({ baseUrl: BASE, fetch })(endpoints.logout).catch((e) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, body: { errors: [{ code: '400', message: 'HTTP 400' }] } });
  });

  it('refuses a 2xx answer that is not JSON with an ApiError too', async () => {
    const { fetch } = sequenceFetch({ status: 200, body: 'ok' });
    const error = await createApiClient({ baseUrl: BASE, fetch })(endpoints.categories).catch((e) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 502, body: { errors: [{ code: 'invalid-json' }] } });
  });
});

describe('isApiError', () => {
  it('knows an ApiError of another copy of the package by its name and status', () => {
    const lookAlike = Object.assign(new Error('Store closed'), { name: 'ApiError', status: 406 });
    expect(isApiError(lookAlike)).toBe(true);
    expect(isApiError(new Error('Store closed'))).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 406 })).toBe(false);
  });
});
