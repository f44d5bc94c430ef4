import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Env } from '../../src/config/env';
import { ConnectionsPerAddress, checkEveryMs } from '../../src/platform/connections';
import { createTestApp, type TestApp } from '../support/test-app';

// Decision 220: time limits on every phase of a connection, a load-shedding slot only once a body has
// arrived, and a cap on one address's open connections. Over real sockets: `app.inject` has none.

describe('ConnectionsPerAddress', () => {
  it('admits up to the cap per address, and again once one closes', () => {
    const counts = new ConnectionsPerAddress(2);
    expect([counts.admit('a'), counts.admit('a'), counts.admit('a'), counts.admit('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    counts.release('a');
    expect(counts.admit('a')).toBe(true);
    counts.release('b');
    expect(counts.count('b')).toBe(0);
  });

  it('0 is no cap', () => {
    const counts = new ConnectionsPerAddress(0);
    for (let i = 0; i < 1000; i++) expect(counts.admit('a')).toBe(true);
  });

  it.each([
    [10_000, 60_000, 1000],
    [300, 600, 100],
    [2000, 5000, 200],
  ])('checks headers %i ms and requests %i ms every %i ms', (headersTimeoutMs, requestTimeoutMs, every) => {
    expect(checkEveryMs({ headersTimeoutMs, requestTimeoutMs })).toBe(every);
  });
});

/** A raw connection: what it received, and a promise of the moment the server closed it. */
function rawConnection(port: number, localAddress = '127.0.0.1') {
  const socket: Socket = connect({ host: '127.0.0.1', port, localAddress });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, opened, received: () => received };
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const envelopeOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe('slow clients over real sockets', () => {
  let t: TestApp | undefined;
  let port = 0;
  const open: Socket[] = [];
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.destroy();
    await t?.close();
    t = undefined;
  });

  async function serve(env: Partial<Env>) {
    t = await createTestApp({ env });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  }

  it('headers that never finish: 408 in the envelope, and the connection is closed', async () => {
    await serve({ HEADERS_TIMEOUT_MS: 300, REQUEST_TIMEOUT_MS: 600 });
    const c = rawConnection(port);
    open.push(c.socket);
    c.socket.write('GET /api/v1/config HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const raw = await c.closed;
    expect(statusOf(raw)).toBe(408);
    expect(envelopeOf(raw)).toEqual({
      errors: [{ code: 'request_timeout', message: 'The request took too long to arrive' }],
    });
  });

  it('a body that trickles in holds no slot: with one slot, others are served; the trickler gets 408', async () => {
    await serve({
      HEADERS_TIMEOUT_MS: 500,
      REQUEST_TIMEOUT_MS: 1500,
      LOAD_SHED_MAX_IN_FLIGHT: 1,
      LOAD_SHED_QUEUE: 0,
    });
    const tricklers = Array.from({ length: 3 }, () => rawConnection(port));
    for (const c of tricklers) {
      open.push(c.socket);
      await c.opened;
      c.socket.write(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"e',
      );
    }
    // A whole request with a body, and one without, each needing the one slot.
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.pk', password: 'not-the-password' }),
    });
    expect(login.status).toBe(401);
    const info = await fetch(`http://127.0.0.1:${port}/api/v1/customer/info`);
    expect(info.status).toBe(401);
    for (const c of tricklers) expect(statusOf(await c.closed)).toBe(408);
  });

  it('an idle kept-alive connection is closed after its time', async () => {
    await serve({ KEEP_ALIVE_TIMEOUT_MS: 200, HEADERS_TIMEOUT_MS: 60_000, REQUEST_TIMEOUT_MS: 60_000 });
    const c = rawConnection(port);
    open.push(c.socket);
    c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    const raw = await c.closed;
    expect(statusOf(raw)).toBe(200);
  });

  it('one address holds at most MAX_CONNECTIONS_PER_ADDRESS; another address is still served', async () => {
    await serve({ MAX_CONNECTIONS_PER_ADDRESS: 2 });
    const held = [rawConnection(port), rawConnection(port)];
    for (const c of held) {
      open.push(c.socket);
      await c.opened;
    }
    const third = rawConnection(port);
    open.push(third.socket);
    const refused = await third.closed;
    expect(statusOf(refused)).toBe(503);
    expect(envelopeOf(refused).errors[0].code).toBe('too_many_connections');
    // Another loopback address is a client of its own.
    const other = rawConnection(port, '127.0.0.2');
    open.push(other.socket);
    other.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(await other.closed)).toBe(200);
    // Once one of the first address's closes, it may open another.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    const again = rawConnection(port);
    open.push(again.socket);
    again.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(await again.closed)).toBe(200);
  });

  it('a trusted proxy is never capped: all its clients come from it', async () => {
    await serve({ MAX_CONNECTIONS_PER_ADDRESS: 1, TRUSTED_PROXY: '127.0.0.1' });
    const first = rawConnection(port);
    open.push(first.socket);
    await first.opened;
    const second = rawConnection(port);
    open.push(second.socket);
    second.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusOf(await second.closed)).toBe(200);
  });
});
