import type pg from 'pg';

/**
 * pg's pool.end() resolves before its sockets have closed, and a database can be dropped cleanly or
 * copied as a template only while nobody is connected to it: wait until the server has let them go.
 */
export async function untilUnused(admin: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server's URL with another database named in it. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
