import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app/build';
import { createTestApp, type TestApp } from './support/test-app';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('an unknown API route answers 404 in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Route not found: GET /api/v1/no-such-call' }],
    });
  });

  it('a malformed JSON body answers 400 in the envelope, with no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(res.body).not.toMatch(/at .*\.ts|stack|node_modules/);
  });

  it('a huge query string is refused without a 500', async () => {
    const res = await t.app.inject({ url: `/api/v1/items/latest?type=${'x'.repeat(10_000)}` });
    expect(res.statusCode).toBe(403);
  });

  it('every answer carries a request id, and a given one is kept', async () => {
    const res = await t.app.inject({ url: '/api/v1/config', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    const other = await t.app.inject({ url: '/api/v1/config' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/healthz checks the database: ok after a round trip, 503 when the database does not answer', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });

    let asked = 0;
    const unreachable = new Proxy(t.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? async () => {
              asked += 1;
              throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
            }
          : Reflect.get(target, key, receiver),
    });
    const down = await buildApi({
      db: unreachable,
      env: { GOOGLE_CLIENT_ID: undefined, PUBLIC_URL: undefined, SELLER_HOST: 'https://admin.bazaar.pk' },
      dataDir: t.dataDir,
      paymentExpirySweep: false,
    });
    try {
      const answer = await down.inject({ url: '/healthz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect(answer.body).not.toContain('ECONNREFUSED');
      expect(asked).toBe(1);
    } finally {
      await down.close();
    }
  });

  it('the OpenAPI document lists every call of this issue', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/v1/config',
      '/api/v1/config/get-zone-id',
      '/api/v1/config/cities-list',
      '/api/v1/categories',
      '/api/v1/categories/childes/{id}',
      '/api/v1/categories/{id}',
      '/api/v1/items/latest',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const docs = await t.app.inject({ url: '/api/v1/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('the seeded pictures are real files', async () => {
    const svg = await readFile(path.join(t.dataDir, 'uploads', 'business', 'logo.svg'), 'utf8');
    expect(svg).toMatch(/^<svg|<\?xml/);
  });
});
