import { execFile } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_COURIERS, DEMO_SELLERS } from '@bazaar/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password';
import { runAdmin } from '../../src/cli/admin';
import { submitStoreApplication } from '../../src/commerce/store-applications';
import { openPglite } from '../../src/db/client';
import { orders, staff, users, zones } from '../../src/db/schema';
import { freshDatabase, tempDataDir, testDatabaseKind } from '../support/db-templates';
import { insertOrder } from '../support/order-fixtures';
import { balanceOf, ledgerOf, storeIdOf, storeItem } from './staff-support';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

type Run = { code: number; stdout: string; stderr: string };

/** `npm run admin -- …` as a terminal runs it: a separate node process on the data folder. */
function admin(dataDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The same command in this process (each spawn costs seconds): for the many refusals. */
async function adminHere(dataDir: string, ...args: string[]): Promise<Run> {
  const outcome = await runAdmin(args, { DATA_DIR: dataDir });
  const line = (text?: string) => (text === undefined ? '' : `${text}\n`);
  return { code: outcome.code, stdout: line(outcome.out), stderr: line(outcome.err) };
}

/** Opens the data folder's database for a look, and closes it again (PGlite is one process at a time). */
async function inspect<T>(dataDir: string, look: (db: ReturnType<typeof openPglite>['db']) => Promise<T>) {
  const handle = openPglite(path.join(dataDir, 'pg'));
  try {
    return await look(handle.db);
  } finally {
    await handle.close();
  }
}

// The CLI opens the embedded database itself; the PostgreSQL run would test the same code again.
describe.skipIf(testDatabaseKind === 'postgres')('npm run admin (decision 404)', () => {
  let dataDir: string;
  let orderId: number;
  let customerId: number;

  beforeAll(async () => {
    dataDir = await tempDataDir('bazaar-admin-cli-');
    const handle = await freshDatabase({ seed: true, dataDir, pgDir: path.join(dataDir, 'pg') });
    const [customer] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'demo@bazaar.pk'));
    customerId = customer!.id;
    const storeId = await storeIdOf(handle.db, 'jinnah-super-grocers');
    const item = await storeItem(handle.db, storeId);
    orderId = (
      await insertOrder(handle.db, { userId: customerId, storeId, lines: [{ itemId: item.id, quantity: 1 }] })
    ).orderId;
    await handle.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints its help with exit 0, and usage with exit 2 for an unknown command or option', async () => {
    const help = await admin(dataDir, '--help');
    expect(help.code).toBe(0);
    for (const command of ['order-status', 'wallet-topup', 'create-seller', 'create-admin'])
      expect(help.stdout).toContain(command);
    const unknown = await admin(dataDir, 'drop-tables');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "drop-tables"');
    const option = await adminHere(dataDir, 'wallet-topup', '--force');
    expect(option.code).toBe(2);
    expect(option.stderr).not.toMatch(/\n\s+at /);
  });

  it('tops up a wallet; bad amounts exit 1 with the reason and change nothing', async () => {
    const before = await inspect(dataDir, (db) => balanceOf(db, customerId));
    const ok = await admin(dataDir, 'wallet-topup', 'demo@bazaar.pk', '750', '--note', 'Goodwill');
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(
      `Added Rs 750 to demo@bazaar.pk (customer ${customerId}); balance Rs ${before + 750}`,
    );
    for (const amount of ['-5', '0', '1.5', 'abc', '1000001']) {
      const run = amount === '-5' ? admin : adminHere;
      const bad = await run(dataDir, 'wallet-topup', 'demo@bazaar.pk', amount);
      expect(bad.code, amount).toBe(1);
      expect(bad.stderr, amount).toContain('amount: Amount must be a whole number from 1 to 1000000');
      expect(bad.stderr).not.toMatch(/\n\s+at /);
    }
    const nobody = await adminHere(dataDir, 'wallet-topup', 'nobody@example.pk', '10');
    expect(nobody).toMatchObject({ code: 1, stderr: 'Customer not found\n' });
    const ledger = await inspect(dataDir, (db) => ledgerOf(db, customerId));
    expect(ledger.filter((l) => l.transactionType === 'add_fund_by_admin').map((l) => l.credit)).toEqual([
      5000, 750,
    ]);
    expect(ledger.at(-1)!.reference).toMatch(/^Goodwill · /);
  });

  it('creates a seller who can sign in for their store; a taken email or unknown store exits 1', async () => {
    const made = await admin(
      dataDir,
      'create-seller',
      'owner@liberty.pk',
      'Lawn-Kurta-2026',
      'liberty-fashion-house',
      '--name',
      'Sana',
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('Seller owner@liberty.pk');
    const [row] = await inspect(dataDir, (db) =>
      db.select().from(staff).where(eq(staff.email, 'owner@liberty.pk')),
    );
    expect(row).toMatchObject({ name: 'Sana', role: 'seller' });
    expect(row!.storeId).toBe(await inspect(dataDir, (db) => storeIdOf(db, 'liberty-fashion-house')));
    expect(await verifyPassword(row!.passwordHash, 'Lawn-Kurta-2026')).toBe(true);

    const taken = await adminHere(
      dataDir,
      'create-seller',
      'OWNER@liberty.pk',
      'Lawn-Kurta-2026',
      'liberty-fashion-house',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');
    const noStore = await adminHere(
      dataDir,
      'create-seller',
      'x@liberty.pk',
      'Lawn-Kurta-2026',
      'no-such-store',
    );
    expect(noStore.code).toBe(1);
    expect(noStore.stderr).toContain('No store with the slug "no-such-store"');
    const short = await adminHere(dataDir, 'create-admin', 'boss@bazaar.pk', '12345');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password should be greater than 6 characters');
    const common = await adminHere(dataDir, 'create-admin', 'boss@bazaar.pk', 'password123');
    expect(common).toMatchObject({
      code: 1,
      stderr: 'password: This password is too common. Choose one that is harder to guess.\n',
    });
    const adminMade = await adminHere(dataDir, 'create-admin', 'boss@bazaar.pk', 'Boss-Chai-2026');
    expect(adminMade.code).toBe(0);
    const count = await inspect(dataDir, (db) => db.select({ id: staff.id }).from(staff));
    // The seeded admin, sellers and couriers, and the seller and admin made here.
    expect(count).toHaveLength(1 + DEMO_SELLERS.length + DEMO_COURIERS.length + 2);
  });

  it('moves an order as admin; a refused move or a missing order exits 1 with the reason', async () => {
    const moved = await admin(
      dataDir,
      'order-status',
      String(orderId),
      'confirmed',
      '--note',
      'phoned the customer',
    );
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain(`Order ${orderId} is now confirmed`);
    const refused = await adminHere(dataDir, 'order-status', String(orderId), 'refunded');
    expect(refused).toMatchObject({
      code: 1,
      stderr: 'Order status can not be changed from Confirmed to Refunded\n',
    });
    const missing = await adminHere(dataDir, 'order-status', '999999', 'confirmed');
    expect(missing).toMatchObject({ code: 1, stderr: 'Not found\n' });
    const badStatus = await adminHere(dataDir, 'order-status', String(orderId), 'shipped');
    expect(badStatus.code).toBe(1);
    expect(badStatus.stderr).toContain('status: Select a valid option');
    const usage = await adminHere(dataDir, 'order-status', String(orderId));
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('usage: npm run admin -- order-status');
    const [row] = await inspect(dataDir, (db) => db.select().from(orders).where(eq(orders.id, orderId)));
    expect(row!.orderStatus).toBe('confirmed');
  });

  it('lists store applications, approves one (mailed to DATA_DIR/mail) and refuses a rejection without its reason', async () => {
    const sharp = (await import('sharp')).default;
    const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#047857' } })
      .png()
      .toBuffer();
    const upload = { filename: 'p.png', mimetype: 'image/png', size: picture.length, data: picture };
    const id = await inspect(dataDir, async (db) => {
      const [zone] = await db.select({ id: zones.id }).from(zones).limit(1);
      return submitStoreApplication(db, dataDir, {
        store_name: 'Gawalmandi Sweets',
        store_address: 'Food Street, Gawalmandi, Lahore',
        tax: 0,
        minimum_delivery_time: 1,
        maximum_delivery_time: 2,
        delivery_time_type: 'hours',
        logo: [upload],
        cover_photo: [upload],
        zone_id: zone!.id,
        latitude: 31.57,
        longitude: 74.32,
        f_name: 'Bilal',
        l_name: 'Butt',
        email: 'bilal.sweets@example.pk',
        phone: '3001234567',
        password: 'Barfi-Lahore-2026',
      });
    });
    const listed = await adminHere(dataDir, 'store-applications');
    expect(listed.stdout).toContain(`#${id}  Gawalmandi Sweets  <bilal.sweets@example.pk>`);
    const noReason = await adminHere(dataDir, 'reject-store', String(id));
    expect(noReason).toMatchObject({ code: 1, stderr: 'A rejection needs its reason: --note <reason>\n' });
    const approved = await adminHere(dataDir, 'approve-store', String(id));
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain('Approved: Gawalmandi Sweets is store');
    expect(approved.stdout).toContain('bilal.sweets@example.pk can sign in as its seller');
    expect((await readdir(path.join(dataDir, 'mail'))).length).toBeGreaterThan(0);
    const twice = await adminHere(dataDir, 'approve-store', String(id));
    expect(twice).toMatchObject({ code: 1, stderr: `Store application ${id} was already approved\n` });
    expect((await adminHere(dataDir, 'store-applications')).stdout).toContain(
      'No store application is waiting.',
    );
  });

  it('refuses to open an embedded database a running server holds', async () => {
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    await writeFile(pidFile, '-42\n');
    try {
      const busy = await admin(dataDir, 'wallet-topup', 'demo@bazaar.pk', '10');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('is in use');
    } finally {
      await rm(pidFile, { force: true });
    }
  });
});
