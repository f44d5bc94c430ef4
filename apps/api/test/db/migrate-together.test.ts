import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { freshPostgres, testDatabaseKind } from '../support/db-templates';

// Several API processes started together on a new database each migrate it at start (scripts/cluster.mjs,
// several servers after a deploy): every one must start, and each migration be applied once.
const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(testDatabaseKind !== 'postgres')('migrations started by several processes at once', () => {
  it('three servers migrating one new database together all succeed, each migration applied once', async () => {
    const fresh = await freshPostgres();
    const servers = [1, 2, 3].map(() => openPostgres(fresh.url, 2));
    try {
      const outcomes = await Promise.allSettled(servers.map((s) => s.migrate()));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const applied = await fresh.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await fresh.close();
    }
  });
});
