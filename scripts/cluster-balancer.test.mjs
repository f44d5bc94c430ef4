import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundRobin, startBalancer } from './cluster-balancer.mjs';

describe('roundRobin', () => {
  it('takes the members in turn and passes over those that are down', () => {
    const members = ['a', 'b', 'c'].map((name) => ({ name, up: true }));
    const next = roundRobin(members);
    expect([next(), next(), next(), next()].map((m) => m.name)).toEqual(['a', 'b', 'c', 'a']);
    members[2].up = false;
    expect([next(), next(), next()].map((m) => m.name)).toEqual(['b', 'a', 'b']);
    for (const m of members) m.up = false;
    expect(next()).toBeNull();
  });
});

/** A member that answers every request with its own name and what it was told about the client. */
function fakeMember(name) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name, forwardedFor: req.headers['x-forwarded-for'], body }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

describe('the balancer', () => {
  let a;
  let b;
  let balancer;
  let base;
  const lines = [];
  let members;

  beforeAll(async () => {
    [a, b] = await Promise.all([fakeMember('one'), fakeMember('two')]);
    members = [
      { name: 'api-1', port: a.port, up: true, served: 0 },
      { name: 'api-2', port: b.port, up: true, served: 0 },
    ];
    const probe = http.createServer();
    const port = await new Promise((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      }),
    );
    balancer = await startBalancer({ port, members, log: (line) => lines.push(line) });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await balancer?.close();
    a?.server.close();
    b?.server.close();
  });

  it('sends requests round-robin, names the member, and replaces a forged X-Forwarded-For', async () => {
    const served = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/x`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      const body = await res.json();
      expect(res.headers.get('x-served-by')).toBe(body.name === 'one' ? 'api-1' : 'api-2');
      expect(body.forwardedFor).toBe('127.0.0.1');
      served.push(body.name);
    }
    expect(served).toEqual(['one', 'two', 'one', 'two']);
  });

  it('passes a body through', async () => {
    const res = await fetch(`${base}/y`, { method: 'POST', body: 'hello' });
    expect((await res.json()).body).toBe('hello');
  });

  it('skips a member that has gone: a GET is retried on the next one, and it is marked down', async () => {
    b.server.closeAllConnections();
    await new Promise((resolve) => b.server.close(resolve));
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await (await fetch(`${base}/z`)).json()).name);
    expect(names).toEqual(['one', 'one', 'one', 'one']);
    expect(members[1].up).toBe(false);
    expect(lines.some((line) => line.startsWith('api-2') && line.includes('skipped'))).toBe(true);
  });
});
