import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLabel } from '../../src/app/metrics-route';
import { cacheLookups, gaugeFrom, metricsRegistry, statusClass } from '../../src/platform/metrics';
import { testDatabaseKind } from '../support/db-templates';
import { createTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'a-metrics-token-of-32-characters';

/** The sample lines of a Prometheus text answer: name{labels} value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(\{.*\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
      return { name: match[1]!, labels: match[2] ?? '', value: Number(match[3]) };
    });
}

function value(text: string, name: string, labels = '') {
  return samples(text).find((s) => s.name === name && s.labels === labels)?.value;
}

const notFoundEnvelope = {
  errors: [{ code: 'not_found', message: expect.stringContaining('/metrics') }],
};

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { METRICS_TOKEN: TOKEN, TRUSTED_PROXY: '10.0.0.5' } });
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

  it('answers a loopback client in Prometheus text with the request histogram by route pattern', async () => {
    const latest = await t.app.inject({ url: '/api/v1/items/latest?limit=5&offset=1' });
    expect(latest.statusCode).toBe(200);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const parsed = samples(res.body);
    expect(parsed.length).toBeGreaterThan(20);
    expect(res.body).toMatch(
      /^bazaar_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/items\/latest",status="2xx"\} \d+$/m,
    );
    const count = value(
      res.body,
      'bazaar_http_request_duration_seconds_count',
      '{method="GET",route="/api/v1/items/latest",status="2xx"}',
    );
    expect(count).toBeGreaterThanOrEqual(1);
    // The largest bucket holds every request: buckets are cumulative.
    expect(
      value(
        res.body,
        'bazaar_http_request_duration_seconds_bucket',
        '{le="+Inf",method="GET",route="/api/v1/items/latest",status="2xx"}',
      ),
    ).toBe(count);
    // Query strings never reach a label.
    expect(res.body).not.toContain('limit=5');
  });

  it('labels a route by its pattern, not by the id asked for; unknown paths are "unmatched"', async () => {
    await t.app.inject({ url: '/api/v1/items/details/5' });
    await t.app.inject({ url: '/api/v1/no-such-thing/123456' });
    const res = await scrape();
    expect(res.body).toMatch(/route="\/api\/v1\/items\/details\/:id"/);
    expect(res.body).not.toContain('items/details/5');
    expect(res.body).toMatch(/method="GET",route="unmatched",status="4xx"/);
    expect(res.body).not.toContain('no-such-thing');
  });

  it('includes the event-loop delay, process metrics and the database pool gauges', async () => {
    const item = await t.app.inject({ url: '/api/v1/items/details/1' });
    expect(item.statusCode).toBe(200);
    const res = await scrape();
    expect(value(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(res.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const total = value(res.body, 'bazaar_db_pool_connections');
    expect(value(res.body, 'bazaar_db_pool_waiting_requests')).toBe(0);
    expect(value(res.body, 'bazaar_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    if (testDatabaseKind === 'postgres') {
      // createTestApp opens a pool of 5 on the server.
      expect(value(res.body, 'bazaar_db_pool_max_connections')).toBe(5);
      expect(total).toBeGreaterThanOrEqual(0);
      expect(total).toBeLessThanOrEqual(5);
    } else {
      expect(total).toBe(1);
      expect(value(res.body, 'bazaar_db_pool_max_connections')).toBe(1);
    }
    // Item details ran prepared shapes: PGlite keeps them named; a server's connections keep their own.
    const named = value(res.body, 'bazaar_db_named_statements');
    if (testDatabaseKind === 'postgres') expect(named).toBe(0);
    else expect(named).toBeGreaterThan(0);
  });

  it('exposes the cache hit ratio derived from the lookup counter', async () => {
    cacheLookups.inc({ cache: 'test-ratio', result: 'hit' }, 3);
    cacheLookups.inc({ cache: 'test-ratio', result: 'miss' });
    cacheLookups.inc({ cache: 'test-ratio', result: 'bypass' }, 10);
    const res = await scrape();
    expect(value(res.body, 'bazaar_cache_lookups_total', '{cache="test-ratio",result="hit"}')).toBe(3);
    expect(value(res.body, 'bazaar_cache_hit_ratio', '{cache="test-ratio"}')).toBe(0.75);
  });

  it('refuses a remote client without the token with the ordinary 404 envelope', async () => {
    const res = await scrape({}, '10.0.0.9');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundEnvelope);
    expect(res.body).not.toContain('nodejs_');
    // The same answer as a path that does not exist.
    const unknown = await t.app.inject({ url: '/metricz', remoteAddress: '10.0.0.9' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a remote client with the right bearer token, and 404 to a wrong or malformed one', async () => {
    const right = await scrape({ authorization: `Bearer ${TOKEN}` }, '10.0.0.9');
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('bazaar_http_request_duration_seconds_bucket');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', TOKEN]) {
      const wrong = await scrape({ authorization }, '10.0.0.9');
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual(notFoundEnvelope);
    }
  });

  it('goes by the socket address, not X-Forwarded-For, even from a trusted proxy', async () => {
    const res = await scrape({ 'x-forwarded-for': '127.0.0.1' }, '10.0.0.5');
    expect(res.statusCode).toBe(404);
    const ipv6 = await scrape({}, '::1');
    expect(ipv6.statusCode).toBe(200);
    const mapped = await scrape({}, '::ffff:127.0.0.1');
    expect(mapped.statusCode).toBe(200);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { paths: object };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A second app in the same process: nothing is registered twice.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses every remote client, whatever it sends', async () => {
    const res = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { authorization: 'Bearer undefined' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundEnvelope);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('metric helpers', () => {
  it('classes status codes', () => {
    const cases: [number, string][] = [
      [101, '1xx'],
      [200, '2xx'],
      [204, '2xx'],
      [304, '3xx'],
      [404, '4xx'],
      [429, '4xx'],
      [500, '5xx'],
      [503, '5xx'],
    ];
    for (const [status, label] of cases) expect(statusClass(status)).toBe(label);
  });

  it('labels storefront pages "page" and unknown API paths under the catch-all "unmatched"', () => {
    const req = (routeUrl: string | undefined, url: string) =>
      ({ routeOptions: { url: routeUrl }, url }) as unknown as Parameters<typeof routeLabel>[0];
    expect(routeLabel(req('/*', '/category/rice?page=2'))).toBe('page');
    expect(routeLabel(req('/*', '/api/v1/nope'))).toBe('unmatched');
    expect(routeLabel(req(undefined, '/x'))).toBe('unmatched');
    expect(routeLabel(req('/api/v1/stores/details/:id', '/api/v1/stores/details/7'))).toBe(
      '/api/v1/stores/details/:id',
    );
  });

  it('registers a scrape-time gauge once; a second registration replaces its reader; a failing reader is skipped', async () => {
    gaugeFrom('bazaar_test_scrape_gauge', 'test', () => 1);
    gaugeFrom('bazaar_test_scrape_gauge', 'test', () => 2);
    expect(await metricsRegistry.getSingleMetricAsString('bazaar_test_scrape_gauge')).toMatch(
      /^bazaar_test_scrape_gauge 2$/m,
    );
    gaugeFrom('bazaar_test_scrape_gauge', 'test', () => {
      throw new Error('pool closed');
    });
    await expect(metricsRegistry.metrics()).resolves.toContain('bazaar_test_scrape_gauge');
    metricsRegistry.removeSingleMetric('bazaar_test_scrape_gauge');
  });
});
