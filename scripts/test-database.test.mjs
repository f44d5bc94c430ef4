import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_DATABASE_URL, resolveTestDatabase } from './test-database.mjs';

/** A loopback port with nothing listening on it. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('which PostgreSQL server the api-postgres suite runs on', () => {
  it('uses TEST_DATABASE_URL as given, without probing', async () => {
    const url = 'postgres://someone@db.example.test:6543/other';
    expect(await resolveTestDatabase({ TEST_DATABASE_URL: url })).toEqual({ url, reason: null });
  });

  it.each([
    'off',
    'OFF',
    'none',
    'false',
    '0',
  ])('leaves the suite out for TEST_DATABASE_URL=%s', async (off) => {
    expect(await resolveTestDatabase({ TEST_DATABASE_URL: off })).toEqual({
      url: null,
      reason: `TEST_DATABASE_URL=${off}`,
    });
  });

  it('says which address did not answer when the default server is not there', async () => {
    const port = await closedPort();
    const answer = await resolveTestDatabase({ TEST_PG_PROBE: `127.0.0.1:${port}` });
    expect(answer).toEqual({ url: null, reason: `no PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED)` });
  });

  it('does not take a server that hangs up for PostgreSQL', async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    try {
      const answer = await resolveTestDatabase({ TEST_PG_PROBE: `127.0.0.1:${port}` });
      expect(answer.url).toBeNull();
      expect(answer.reason).toMatch(new RegExp(`^no PostgreSQL at 127\\.0\\.0\\.1:${port} \\(.+\\)$`));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('defaults to the local trust server, database test', () => {
    expect(DEFAULT_TEST_DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});
