import { hash, verify } from '@node-rs/argon2';
import { newToken } from '../platform/tokens';

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, unusable under verbatimModuleSyntax). */
const ARGON2ID = 2;

/** argon2id at OWASP's second recommended setting (19 MiB, t=2, p=1): about 15 ms here. */
export const PASSWORD_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, PASSWORD_PARAMS);

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters and should be redone at the next sign-in. */
export function needsRehash(phc: string): boolean {
  const expected = `$argon2id$v=19$m=${PASSWORD_PARAMS.memoryCost},t=${PASSWORD_PARAMS.timeCost},p=${PASSWORD_PARAMS.parallelism}$`;
  return !phc.startsWith(expected);
}

let dummy: Promise<string> | null = null;

/** A hash of a random password, made once per process: sign-in verifies against it when the email is unknown. */
export const dummyPasswordHash = () => {
  dummy ??= hashPassword(newToken());
  return dummy;
};
