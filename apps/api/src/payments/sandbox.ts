import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../platform/tokens';
import type { PaymentProvider } from './provider';

export const SANDBOX_PROVIDER = 'sandbox';

/** How far a callback's timestamp may lag (stale) or lead (clock skew) our clock, in seconds. */
export const CALLBACK_MAX_AGE_SECONDS = 5 * 60;
export const CALLBACK_MAX_LEAD_SECONDS = 60;

/** HMAC-SHA256 (hex) of `${timestamp}.${rawBody}`: the signature binds the body to its moment. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'bad_timestamp' | 'stale_timestamp' };

/**
 * Checks a callback's signature (constant time) and that its timestamp (Unix seconds) is within five
 * minutes behind or one minute ahead of `now`.
 */
export function verifyCallback(
  secret: string,
  input: { timestamp: string | undefined; signature: string | undefined; rawBody: string },
  now: Date = new Date(),
): SignatureCheck {
  const { timestamp, signature, rawBody } = input;
  if (!timestamp || !signature) return { ok: false, reason: 'missing_signature' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad_timestamp' };
  if (!sameSecret(signCallback(secret, timestamp, rawBody), signature.toLowerCase())) {
    return { ok: false, reason: 'bad_signature' };
  }
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  if (age > CALLBACK_MAX_AGE_SECONDS || age < -CALLBACK_MAX_LEAD_SECONDS) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  return { ok: true };
}

/** The sandbox gateway: a provider plus the signing half our hosted page uses to call back. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: typeof SANDBOX_PROVIDER;
  /** Signs a callback body as the gateway would; answers the headers to send with it. */
  sign(rawBody: string, now?: Date): { timestamp: string; signature: string };
  verify(
    input: { timestamp: string | undefined; signature: string | undefined; rawBody: string },
    now?: Date,
  ): SignatureCheck;
}

export function createSandboxProvider(opts: { secret: string }): SandboxProvider {
  if (opts.secret.length < 16) throw new Error('The sandbox payment secret must be at least 16 characters');
  const { secret } = opts;
  return {
    name: SANDBOX_PROVIDER,
    async start({ origin }) {
      const providerRef = randomBytes(16).toString('hex');
      return { providerRef, redirectUrl: `${origin.replace(/\/+$/, '')}/payments/sandbox/${providerRef}` };
    },
    sign(rawBody, now = new Date()) {
      const timestamp = String(Math.floor(now.getTime() / 1000));
      return { timestamp, signature: signCallback(secret, timestamp, rawBody) };
    },
    verify: (input, now) => verifyCallback(secret, input, now),
  };
}

export const isSandboxProvider = (provider: PaymentProvider | undefined): provider is SandboxProvider =>
  provider?.name === SANDBOX_PROVIDER && typeof (provider as SandboxProvider).verify === 'function';
