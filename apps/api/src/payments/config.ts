import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreate } from '../platform/read-or-create';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, type PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

/**
 * The callback signing secret: PAYMENT_SECRET when set, else one generated once into
 * `${dataDir}/payment-secret` (mode 0600) and read back on every later start.
 */
export async function paymentSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'payment-secret');
  // Every process on one data folder signs with the same secret, whichever of them wrote it.
  const secret = (await readOrCreate(file, () => `${randomBytes(32).toString('hex')}\n`)).trim();
  if (!secret) throw new Error(`${file} is empty: set PAYMENT_SECRET, or delete the file to generate one`);
  return secret;
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
