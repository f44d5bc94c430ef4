import { readFileSync } from 'node:fs';
import { AppError } from '../platform/errors';

/**
 * The 10,000 most common passwords of at least 6 characters (from the frequency-ordered list of
 * @zxcvbn-ts/language-common, MIT, with a few Pakistan-specific ones first), lower-cased.
 * Loaded once, on first use.
 */
let list: Set<string> | null = null;

function load(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter(Boolean));
}

/** True for a password found in the common list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}

/** Passwords from the common list are refused (on top of the spec's 6-character minimum). */
export function refuseCommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) throw AppError.field(field, 'account.common_password');
}
