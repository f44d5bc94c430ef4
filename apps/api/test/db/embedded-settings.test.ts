import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, PGLITE_SETTINGS } from '../../src/db/client';

// Decision 208: the embedded database runs with a small buffer pool, set on PGlite's command line.
type Rows = { rows: Record<string, unknown>[] };
const firstValue = (result: unknown) => Object.values((result as Rows).rows[0] ?? {})[0];

describe('the embedded database settings', () => {
  let dir: string;
  let handle: DatabaseHandle;
  const show = async (name: string) => {
    return firstValue(await handle.db.execute(sql.raw(`show ${name}`)));
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bazaar-pglite-settings-'));
    handle = openPglite(path.join(dir, 'pg'));
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs with a 16MB buffer pool instead of initdb’s 128MB', async () => {
    expect(PGLITE_SETTINGS).toContain('shared_buffers=16MB');
    expect(await show('shared_buffers')).toBe('16MB');
  });

  it('keeps the rest of initdb’s configuration: the settings are never written to postgresql.conf', async () => {
    const conf = await readFile(path.join(dir, 'pg', 'postgresql.conf'), 'utf8');
    expect(conf).toMatch(/^shared_buffers = 128MB/m);
    expect(conf).toMatch(/^timezone = /m);
    expect(await show('timezone')).toBe('UTC');
    expect(await show('search_path')).toBe('public');
  });

  it('still loads pg_trgm, which the search vocabulary relies on', async () => {
    const result = await handle.db.execute(sql`select similarity('chawal', 'chawl') > 0.3 as close`);
    expect(firstValue(result)).toBe(true);
  });

  it('reopens the same data folder with the same settings', async () => {
    await handle.close();
    handle = openPglite(path.join(dir, 'pg'));
    expect(await show('shared_buffers')).toBe('16MB');
  });

  it('applies to the in-memory database the tests use too', async () => {
    const memory = openPglite(null);
    try {
      expect(firstValue(await memory.db.execute(sql`show shared_buffers`))).toBe('16MB');
    } finally {
      await memory.close();
    }
  });
});
