import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApi } from '../../src/app/build';
import { loadEnv } from '../../src/config/env';
import { openPglite } from '../../src/db/client';
import { checkouts, payments } from '../../src/db/schema';
import { paymentSecret, resolvePayments } from '../../src/payments/config';
import { paymentExpiresAt } from '../../src/payments/provider';
import { createSandboxProvider, signCallback, verifyCallback } from '../../src/payments/sandbox';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bazaar-pay-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('payment configuration', () => {
  it('generates the signing secret once into DATA_DIR/payment-secret (0600) and reuses it', async () => {
    const dir = await tempDir();
    const first = await paymentSecret(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'payment-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await paymentSecret(dir)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await paymentSecret(dir, 'configured-secret-123456')).toBe('configured-secret-123456');
  });

  it('reads PAYMENT_EXPIRY_MINUTES (default 30, 1..1440) and PAYMENT_SECRET (at least 16 characters)', () => {
    expect(loadEnv({}).PAYMENT_EXPIRY_MINUTES).toBe(30);
    expect(loadEnv({ PAYMENT_EXPIRY_MINUTES: '1440' }).PAYMENT_EXPIRY_MINUTES).toBe(1440);
    expect(() => loadEnv({ PAYMENT_EXPIRY_MINUTES: '0' })).toThrow(/PAYMENT_EXPIRY_MINUTES/);
    expect(() => loadEnv({ PAYMENT_EXPIRY_MINUTES: '1441' })).toThrow(/PAYMENT_EXPIRY_MINUTES/);
    expect(() => loadEnv({ PAYMENT_SECRET: 'short' })).toThrow(/PAYMENT_SECRET/);
    expect(loadEnv({ PAYMENT_SECRET: '' }).PAYMENT_SECRET).toBeUndefined();
  });

  it('builds the sandbox from the environment with the configured expiry', async () => {
    const dir = await tempDir();
    const resolved = await resolvePayments({ dataDir: dir, env: { PAYMENT_EXPIRY_MINUTES: 45 } });
    expect(resolved.payments.name).toBe('sandbox');
    expect(resolved.paymentExpiryMinutes).toBe(45);
    const started = await resolved.payments.start({
      paymentId: 1,
      checkoutId: 2,
      amount: 100,
      origin: 'https://bazaar.example/',
    });
    expect(started.providerRef).toMatch(/^[0-9a-f]{32}$/);
    expect(started.redirectUrl).toBe(`https://bazaar.example/payments/sandbox/${started.providerRef}`);
    expect(paymentExpiresAt(new Date('2026-01-01T00:00:00Z'), 45).toISOString()).toBe(
      '2026-01-01T00:45:00.000Z',
    );
  });
});

describe('callback signatures', () => {
  const secret = 'unit-test-secret-abcdefgh';
  const now = new Date('2026-03-01T10:00:00Z');
  const ts = String(now.getTime() / 1000);
  const body = '{"event_id":"e1","amount":100}';

  it.each([
    [
      'the signature of that body and moment',
      { timestamp: ts, signature: signCallback(secret, ts, body) },
      now,
      true,
    ],
    [
      'upper-case hex of the same',
      { timestamp: ts, signature: signCallback(secret, ts, body).toUpperCase() },
      now,
      true,
    ],
    [
      'another secret',
      { timestamp: ts, signature: signCallback('other-secret-000000000', ts, body) },
      now,
      'bad_signature',
    ],
    [
      'a signature over another timestamp',
      { timestamp: ts, signature: signCallback(secret, '1', body) },
      now,
      'bad_signature',
    ],
    [
      'a truncated signature',
      { timestamp: ts, signature: signCallback(secret, ts, body).slice(0, 20) },
      now,
      'bad_signature',
    ],
    ['no signature', { timestamp: ts, signature: undefined }, now, 'missing_signature'],
    ['no timestamp', { timestamp: undefined, signature: 'ab' }, now, 'missing_signature'],
    ['a timestamp that is not a number', { timestamp: '12a', signature: 'ab' }, now, 'bad_timestamp'],
    [
      'exactly 5 minutes old',
      { timestamp: ts, signature: signCallback(secret, ts, body) },
      new Date(now.getTime() + 300_000),
      true,
    ],
    [
      '5 minutes and 1 second old',
      { timestamp: ts, signature: signCallback(secret, ts, body) },
      new Date(now.getTime() + 301_000),
      'stale_timestamp',
    ],
    [
      '1 minute ahead',
      { timestamp: ts, signature: signCallback(secret, ts, body) },
      new Date(now.getTime() - 60_000),
      true,
    ],
    [
      '61 seconds ahead',
      { timestamp: ts, signature: signCallback(secret, ts, body) },
      new Date(now.getTime() - 61_000),
      'stale_timestamp',
    ],
  ] as const)('%s', (_name, headers, at, expected) => {
    const result = verifyCallback(secret, { ...headers, rawBody: body }, at);
    expect(result).toEqual(expected === true ? { ok: true } : { ok: false, reason: expected });
  });

  it('the sandbox signs what it verifies, and refuses a secret under 16 characters', () => {
    const sandbox = createSandboxProvider({ secret });
    const signed = sandbox.sign(body, now);
    expect(signed).toEqual({ timestamp: ts, signature: signCallback(secret, ts, body) });
    expect(sandbox.verify({ ...signed, rawBody: body }, now)).toEqual({ ok: true });
    expect(sandbox.verify({ ...signed, rawBody: `${body} ` }, now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(() => createSandboxProvider({ secret: 'short' })).toThrow();
  });
});

describe('the expiry timer', () => {
  it('runs the sweep every 30 s once the app is ready, when asked (never by default in tests)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = await tempDir();
    const handle = openPglite(null);
    await handle.migrate();
    const build = (sweep?: boolean) =>
      buildApi({
        db: handle.db,
        env: {
          GOOGLE_CLIENT_ID: undefined,
          PUBLIC_URL: undefined,
          SELLER_HOST: 'https://admin.example.test',
        },
        dataDir: dir,
        mailer: { send: async () => {} },
        ...(sweep !== undefined && { paymentExpirySweep: sweep }),
      });
    const overdue = async () => {
      const [checkout] = await handle.db
        .insert(checkouts)
        .values({ paymentMethod: 'digital_payment', totalAmount: 100 })
        .returning({ id: checkouts.id });
      const [payment] = await handle.db
        .insert(payments)
        .values({
          checkoutId: checkout!.id,
          provider: 'sandbox',
          amount: 100,
          status: 'pending',
          providerRef: `ref-${checkout!.id}`,
          expiresAt: new Date(Date.now() - 1000),
        })
        .returning({ id: payments.id });
      return payment!.id;
    };
    const statusOf = async (id: number) =>
      (await handle.db.select({ s: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.s;
    try {
      const quiet = await build();
      await quiet.ready();
      const untouched = await overdue();
      await vi.advanceTimersByTimeAsync(60_000);
      await quiet.close();
      expect(await statusOf(untouched)).toBe('pending');

      const app = await build(true);
      await app.ready();
      const id = await overdue();
      await vi.advanceTimersByTimeAsync(30_000);
      await app.close(); // waits for a sweep under way
      expect(await statusOf(id)).toBe('expired');
      expect(await statusOf(untouched)).toBe('expired');
    } finally {
      await handle.close();
    }
  });
});
