import { describe, expect, it } from 'vitest';
import { withRetry } from './retry';

function counting(...statuses: number[]) {
  let calls = 0;
  const fetch = (async () => {
    const status = statuses[Math.min(calls, statuses.length - 1)]!;
    calls++;
    return new Response('{}', { status });
  }) as typeof globalThis.fetch;
  return { fetch, count: () => calls };
}

describe('withRetry', () => {
  it('asks a GET once more after a 503, and answers the second reply', async () => {
    const f = counting(503, 200);
    expect((await withRetry(f.fetch)('/search/suggest?q=x')).status).toBe(200);
    expect(f.count()).toBe(2);
  });

  it('stops after one retry', async () => {
    const f = counting(429);
    expect((await withRetry(f.fetch)('/x', { method: 'HEAD' })).status).toBe(429);
    expect(f.count()).toBe(2);
  });

  it('never retries a POST, nor a GET on 404', async () => {
    const post = counting(503);
    await withRetry(post.fetch)('/x', { method: 'POST', body: '{}' });
    expect(post.count()).toBe(1);
    const missing = counting(404);
    await withRetry(missing.fetch)('/x');
    expect(missing.count()).toBe(1);
  });
});
