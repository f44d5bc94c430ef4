import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer or flow token: 256 random bits, URL-safe. Only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Letters and digits a person reads off an email without confusing them (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A short secret to type in from an email: 8 characters of 31, about 40 bits. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a person may type for a code: case, spaces and dashes do not matter. */
export const normaliseCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/**
 * A code's stored form, keyed with the flow token that only the requester holds: a copy of the
 * table alone is not enough to brute-force the short code offline.
 */
export const hashCode = (flowToken: string, code: string) =>
  createHmac('sha256', flowToken).update(normaliseCode(code)).digest('hex');

/** Compares two secrets (hashes, signatures, tokens) in constant time: the one compare for secrets. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
