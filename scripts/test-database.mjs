// Which PostgreSQL server the api-postgres suite runs on. Shared by vitest.config.ts and scripts/test.mjs,
// so both agree and the final line of `npm test` can say why the suite was skipped.
import pg from 'pg';

/** The local server `npm test` uses when nothing else is said: trust auth, user postgres, database test. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Values of TEST_DATABASE_URL that turn the PostgreSQL suite off. */
const OFF = new Set(['off', 'none', '0', 'false']);

/**
 * `{ url }` when the suite should run (TEST_DATABASE_URL, else the default local server if it answers),
 * `{ url: null, reason }` when it should not. TEST_PG_PROBE=host:port points the default probe elsewhere
 * (tests of this decision use a closed port).
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ url: string, reason: null } | { url: null, reason: string }>}
 */
export async function resolveTestDatabase(env = process.env) {
  const given = env.TEST_DATABASE_URL?.trim();
  if (given && OFF.has(given.toLowerCase())) return { url: null, reason: `TEST_DATABASE_URL=${given}` };
  if (given) return { url: given, reason: null };
  const url = new URL(DEFAULT_TEST_DATABASE_URL);
  if (env.TEST_PG_PROBE) url.host = env.TEST_PG_PROBE;
  const failure = await probe(url.toString());
  if (failure === null) return { url: url.toString(), reason: null };
  return { url: null, reason: `no PostgreSQL at ${url.host} (${failure})` };
}

/** null when the server answers `select 1` as the URL's user on its database, else why not. */
async function probe(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  // An error event after a failed connect must not crash the process that asked.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    // Socket errors say it by code (ECONNREFUSED); the server's own refusals by message.
    const code = /** @type {{ code?: unknown }} */ (err)?.code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    return err instanceof Error ? err.message || err.name : String(err);
  } finally {
    await client.end().catch(() => {});
  }
}
