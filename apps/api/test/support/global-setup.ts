import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoMarket } from '@bazaar/seed';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import type { DatabaseTemplates } from './db-templates';
import { databaseUrl, untilUnused } from './postgres-admin';

/**
 * Once per API project (vitest globalSetup): migrate a database and seed the demo market once, and
 * hand every test file a copy instead of letting each create, migrate and seed its own (~10 s a file
 * on PGlite). PGlite's templates are dumped data folders (`loadDataDir`), PostgreSQL's are template
 * databases (`create database … template …`); the seed's pictures are one folder each file copies.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bazaar-templates-'));
  const seededData = path.join(dir, 'seeded-data');
  // The project's env (TEST_DB, TEST_DATABASE_URL) is set in its workers, not in this process.
  const env = project.config.env as Record<string, string | undefined>;
  const kind = env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const made =
    kind === 'postgres'
      ? await postgresTemplates(env.TEST_DATABASE_URL, seededData)
      : await pgliteTemplates(dir, seededData);
  project.provide('dbTemplates', { kind, seededData, ...made.templates } satisfies DatabaseTemplates);
  return async () => {
    await made.drop();
    await rm(dir, { recursive: true, force: true });
  };
}

async function pgliteTemplates(dir: string, seededData: string) {
  const handle = openPglite(null);
  await handle.migrate();
  const migrated = path.join(dir, 'migrated.tar');
  await dump(handle, migrated);
  await seedDemoMarket(handle.db, seededData);
  const seeded = path.join(dir, 'seeded.tar');
  await dump(handle, seeded);
  await handle.close();
  return { templates: { migrated, seeded }, drop: async () => {} };
}

async function dump(handle: DatabaseHandle, file: string) {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // A checkpoint first, so the dump holds every committed page rather than the WAL to replay.
  await client.exec('checkpoint');
  const data = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await data.arrayBuffer()));
}

async function postgresTemplates(adminUrl: string | undefined, seededData: string) {
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const prefix = `bazaar_tpl_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${migrated}`);
    const migratedDb = openPostgres(databaseUrl(adminUrl, migrated), 2);
    await migratedDb.migrate();
    await migratedDb.close();
    await untilUnused(admin, migrated);
    await admin.query(`create database ${seeded} template ${migrated}`);
    const seededDb = openPostgres(databaseUrl(adminUrl, seeded), 2);
    await seedDemoMarket(seededDb.db, seededData);
    await seededDb.close();
    await untilUnused(admin, seeded);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    for (const name of [seeded, migrated])
      await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { templates: { migrated, seeded }, drop };
}
