import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, type PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

/**
 * The callback signing secret: PAYMENT_SECRET when set, else one generated once into
 * `${dataDir}/payment-secret` (mode 0600) and read back on every later start.
 */
export async function paymentSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'payment-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': if another process wrote it first, theirs wins and we read it.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

/** Fills in the payment provider and expiry the deps did not bring (tests may pass their own). */
export async function resolvePayments(deps: {
  dataDir: string;
  env: { PAYMENT_SECRET?: string | undefined; PAYMENT_EXPIRY_MINUTES?: number | undefined };
  payments?: PaymentProvider;
  paymentExpiryMinutes?: number;
}): Promise<{ payments: PaymentProvider; paymentExpiryMinutes: number }> {
  const payments =
    deps.payments ??
    createSandboxProvider({ secret: await paymentSecret(deps.dataDir, deps.env.PAYMENT_SECRET) });
  const paymentExpiryMinutes =
    deps.paymentExpiryMinutes ?? deps.env.PAYMENT_EXPIRY_MINUTES ?? DEFAULT_PAYMENT_EXPIRY_MINUTES;
  return { payments, paymentExpiryMinutes };
}
