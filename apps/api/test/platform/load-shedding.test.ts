// Load shedding over real sockets (decision 210): `app.inject` is never shed, by design, so these tests
// listen on a loopback port. Requests are held in flight by a test-only route that waits until the test
// lets it go, so what is admitted and what is refused follows from the order of events, never the clock.
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApi } from '../../src/app/build';
import type { Env } from '../../src/config/env';
import { freshDatabase, testDatabaseKind } from '../support/db-templates';
import { TEST_ENV } from '../support/test-env';

const HOLD = '/api/v1/__test/hold';
const SPIN = '/api/v1/__test/spin';
/** Long enough that no wait in line times out during a test unless the test asks for it. */
const NEVER_MS = 60_000;

/** A gate the test-only route waits at: counts who arrived, lets everyone through on `open`. */
class Hold {
  arrived = 0;
  private opened!: () => void;
  private readonly gate = new Promise<void>((resolve) => {
    this.opened = resolve;
  });
  private watchers: (() => void)[] = [];

  async pass() {
    this.arrived += 1;
    for (const watch of this.watchers) watch();
    await this.gate;
  }

  /** Resolves once `n` requests are inside the route. */
  until(n: number) {
    return new Promise<void>((resolve) => {
      const watch = () => {
        if (this.arrived < n) return;
        this.watchers = this.watchers.filter((w) => w !== watch);
        resolve();
      };
      this.watchers.push(watch);
      watch();
    });
  }

  open() {
    this.opened();
  }
}

type Running = { app: FastifyInstance; base: string; hold: Hold; close: () => Promise<void> };
const running: Running[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await r.close();
});

/** The API with these settings, a holding route under /api/v1 and a stand-in storefront page route. */
async function serve(env: Partial<Env>): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-shed-'));
  const handle = await freshDatabase();
  const app = await buildApi({
    db: handle.db,
    env: {
      ...TEST_ENV,
      ...env,
    },
    dataDir,
    mailer: { send: async () => {} },
  });
  const hold = new Hold();
  app.get(HOLD, async () => {
    await hold.pass();
    return { held: true };
  });
  // Holds the event loop, as a request whose queries run on it (PGlite) does.
  app.get(SPIN, async (req) => {
    const until = performance.now() + Number((req.query as { ms?: string }).ms ?? 0);
    while (performance.now() < until) {
      // busy on purpose
    }
    return { spun: true };
  });
  // The storefront's catch-all has this pattern (app/storefront/mount.ts); shedding keys on it.
  app.get('/*', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>a page</p>'));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const r: Running = {
    app,
    base: address,
    hold,
    close: async () => {
      hold.open();
      await app.close();
      await handle.close();
    },
  };
  running.push(r);
  return r;
}

/** A number from GET /metrics (loopback), by its whole sample name with labels; 0 when absent. */
async function metric(base: string, sample: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}

/** Polls /metrics until `sample` reads `value` (the server's own count, so no sleep is guessed). */
async function untilMetric(base: string, sample: string, value: number) {
  while ((await metric(base, sample)) !== value) await new Promise((r) => setTimeout(r, 10));
}

const SHED_FULL = 'bazaar_requests_shed_total{reason="full"}';
const SHED_WAITED = 'bazaar_requests_shed_total{reason="waited"}';

describe(`load shedding (${testDatabaseKind})`, () => {
  it('refuses a burst past the limit at once with 503, Retry-After and the envelope; admitted requests succeed; /healthz is never shed', async () => {
    const { base, hold } = await serve({
      LOAD_SHED_MAX_IN_FLIGHT: 2,
      LOAD_SHED_QUEUE: 1,
      LOAD_SHED_MAX_WAIT_MS: NEVER_MS,
      LOAD_SHED_RETRY_AFTER_S: 3,
    });
    const shedBefore = await metric(base, SHED_FULL);
    // Two take the slots, a third waits in line.
    const admitted = [fetch(base + HOLD), fetch(base + HOLD)];
    await hold.until(2);
    const queued = fetch(base + HOLD);
    await untilMetric(base, 'bazaar_requests_waiting', 1);
    expect(await metric(base, 'bazaar_requests_in_flight')).toBe(2);

    // The burst: every one refused while the three are still held (so refused without waiting).
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(i % 3 === 2 ? `${base}/api/v1/config` : base + HOLD, {
          headers: i % 2 ? { 'x-localization': 'ur' } : {},
        }),
      ),
    );
    for (const [i, res] of burst.entries()) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('3');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await res.json();
      expect(body).toEqual({
        errors: [
          {
            code: 'server_busy',
            message: i % 2 ? expect.stringContaining('سرور') : expect.stringContaining('server is busy'),
          },
        ],
      });
    }
    expect(hold.arrived).toBe(2);

    // A storefront page is refused with a small HTML page, no stack trace.
    const page = await fetch(`${base}/stores/some-store`, {
      headers: { accept: 'text/html', cookie: 'bazaar_locale=ar' },
    });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('الخادم مشغول');
    expect(html).not.toMatch(/<script|at .*\.ts:\d+|Error:/);

    // The probes pass, however full it is.
    for (let i = 0; i < 5; i++) {
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    }
    expect(await metric(base, SHED_FULL)).toBe(shedBefore + 13);

    // Let the held ones go: the two admitted and the one in line all succeed.
    hold.open();
    for (const res of await Promise.all([...admitted, queued])) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ held: true });
    }
    expect(hold.arrived).toBe(3);

    // After the burst, everything is served again, two at a time as before.
    await untilMetric(base, 'bazaar_requests_in_flight', 0);
    for (let i = 0; i < 10; i++) {
      const pair = await Promise.all([fetch(base + HOLD), fetch(`${base}/api/v1/config`)]);
      expect(pair.map((r) => r.status)).toEqual([200, 200]);
    }
    expect(await metric(base, SHED_FULL)).toBe(shedBefore + 13);
  });

  it('refuses a request that waited in line the longest allowed', async () => {
    const { base, hold } = await serve({
      LOAD_SHED_MAX_IN_FLIGHT: 1,
      LOAD_SHED_QUEUE: 5,
      LOAD_SHED_MAX_WAIT_MS: 1,
    });
    const before = await metric(base, SHED_WAITED);
    const first = fetch(base + HOLD);
    await hold.until(1);
    // The slot stays taken until the test opens the hold, so this one can only time out in line.
    const late = await fetch(base + HOLD);
    expect(late.status).toBe(503);
    expect((await late.json()).errors[0].code).toBe('server_busy');
    expect(await metric(base, SHED_WAITED)).toBe(before + 1);
    hold.open();
    expect((await first).status).toBe(200);
  });

  it('gives the slot back when a client goes away, and never sheds in-process calls', async () => {
    const { app, base, hold } = await serve({
      LOAD_SHED_MAX_IN_FLIGHT: 1,
      LOAD_SHED_QUEUE: 0,
    });
    const abort = new AbortController();
    const gone = fetch(base + HOLD, { signal: abort.signal }).catch(() => 'aborted');
    await hold.until(1);
    expect((await fetch(`${base}/api/v1/config`)).status).toBe(503);
    // The storefront's in-process calls (app.inject) belong to a page already admitted.
    const injected = await app.inject({ url: '/api/v1/config' });
    expect(injected.statusCode).toBe(200);
    abort.abort();
    expect(await gone).toBe('aborted');
    await untilMetric(base, 'bazaar_requests_in_flight', 0);
    expect((await fetch(`${base}/api/v1/config`)).status).toBe(200);
  });

  it('refuses requests read after the event loop has been busy too long in one turn', async () => {
    const { app, base } = await serve({ LOAD_SHED_MAX_BUSY_MS: 50 });
    const { port } = new URL(base);
    let accepted = 0;
    const allAccepted = new Promise<void>((resolve) => {
      app.server.on('connection', () => {
        accepted += 1;
        if (accepted === 5) resolve();
      });
    });
    const before = await metric(base, 'bazaar_requests_shed_total{reason="busy"}');
    // Five connections, accepted by the server, then five requests written at once: this process is
    // the server too, so all five are in the socket buffers before its next turn reads them, one after
    // the other. The first holds the loop 150 ms; the four read after it have waited that long.
    const sockets = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk) => {
            text += chunk.toString();
          });
          socket.on('end', () => resolve(text));
        }),
    );
    await allAccepted;
    // One more turn, so the server is reading every one of them before anything is written.
    await new Promise((resolve) => setImmediate(resolve));
    for (const socket of sockets)
      socket.write(`GET ${SPIN}?ms=150 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const statuses = (await Promise.all(answers)).map((text) => Number(text.split(' ')[1]));
    // Which sockets Node reads in the same turn is its own affair (here the five came in two turns):
    // the first of a turn is served, those read after it in that turn are refused.
    expect(statuses).toContain(200);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const refused = (await Promise.all(answers)).find((text) => text.startsWith('HTTP/1.1 503'))!;
    expect(refused).toMatch(/\r\nretry-after: 2\r\n/i);
    expect(refused).toContain('"code":"server_busy"');
    expect(await metric(base, 'bazaar_requests_shed_total{reason="busy"}')).toBe(
      before + statuses.filter((s) => s === 503).length,
    );
    // The next turn starts afresh.
    expect((await fetch(`${base}${SPIN}?ms=0`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('LOAD_SHEDDING=off admits everything', async () => {
    const { base, hold } = await serve({
      LOAD_SHEDDING: 'off',
      LOAD_SHED_MAX_IN_FLIGHT: 1,
      LOAD_SHED_QUEUE: 0,
    });
    const many = Array.from({ length: 8 }, () => fetch(base + HOLD));
    await hold.until(8);
    hold.open();
    for (const res of await Promise.all(many)) expect(res.status).toBe(200);
  });
});
