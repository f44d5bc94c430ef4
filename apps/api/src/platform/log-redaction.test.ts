import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactQueryError } from './log-redaction';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

/** A failed insert as Drizzle reports it: statement, parameters, and PostgreSQL's own error. */
function failedSignUp() {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    detail: 'Key (email)=(ayesha@example.pk) already exists.',
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['ayesha@example.pk', HASH],
    cause,
  );
}

describe('a failed query in the logs', () => {
  it('keeps the statement and the database reason, never the parameters or the row detail', () => {
    const logged = redactQueryError(failedSignUp()) as Error;
    const text = JSON.stringify({ message: logged.message, stack: logged.stack, cause: logged.cause });
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('ayesha@example.pk');
    expect(logged.message).toContain('insert into "users"');
    expect(logged.message).toContain('[2 redacted]');
    expect(logged.cause).toEqual({
      message: 'invalid byte sequence for encoding "UTF8": 0x00',
      code: '22021',
    });
    expect(logged.stack).toMatch(/^\w*Error: Failed query/);
  });

  it('the original error did carry them (so the redaction is what removes them)', () => {
    expect(failedSignUp().message).toContain(HASH);
  });

  it('leaves any other error as it is', () => {
    const other = new Error('boom');
    expect(redactQueryError(other)).toBe(other);
    expect(redactQueryError('text')).toBe('text');
  });
});
