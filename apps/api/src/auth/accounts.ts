import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../platform/errors';
import type { GoogleIdentity } from './google';

/** The live account with this email (case-insensitive), if any. */
export async function findUserByEmail(db: Pick<Database, 'select'>, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      googleSub: users.googleSub,
      isPhoneVerified: users.isPhoneVerified,
      status: users.status,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

export const emailTaken = () => AppError.field('email', 'account.email_taken');

/** A unique-index violation (another request took the email between our check and our insert). */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The account a verified Google identity signs in to. The Google subject decides; an email that
 * already belongs to another account (password or another Google subject) is refused, never taken
 * over (decision 304). A new identity creates a passwordless account.
 */
export async function accountForGoogle(db: Database, identity: GoogleIdentity, phone?: string) {
  const [linked] = await db
    .select({ id: users.id, isPhoneVerified: users.isPhoneVerified, status: users.status })
    .from(users)
    .where(and(eq(users.googleSub, identity.sub), isNull(users.deletedAt)))
    .limit(1);
  if (linked) {
    if (linked.status !== 'active') throw AppError.of(401, 'id_token', 'account.google_failed');
    await db.update(users).set({ loginWith: 'google' }).where(eq(users.id, linked.id));
    return { id: linked.id, isPhoneVerified: linked.isPhoneVerified, created: false };
  }
  if (await findUserByEmail(db, identity.email))
    throw AppError.field('email', 'account.google_account_exists');
  try {
    const [created] = await db
      .insert(users)
      .values({
        fName: identity.givenName,
        lName: identity.familyName,
        email: identity.email,
        phone: phone ?? null,
        passwordHash: null,
        registrationType: 'google',
        loginWith: 'google',
        googleSub: identity.sub,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id, isPhoneVerified: users.isPhoneVerified });
    return { ...created!, created: true };
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('email', 'account.google_account_exists');
    throw err;
  }
}
