import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { hashToken, newToken } from '../platform/tokens';

export const VERIFICATION_TTL_HOURS = 24;

/**
 * A verification link for an account's current address, when the account exists and is not verified
 * yet. Unknown and verified addresses do the same lookup and token work and get no link, so the
 * caller's answer is the same for all (decision 303).
 */
export async function startEmailVerification(db: Database, email: string) {
  const token = newToken();
  const tokenHash = hashToken(token);
  const [user] = await db
    .select({ id: users.id, email: users.email, fName: users.fName, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  if (!user || user.verifiedAt) return null;
  await db.insert(emailVerifications).values({
    userId: user.id,
    email: user.email,
    tokenHash,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_HOURS * 3_600_000),
  });
  return { to: user.email, name: user.fName, token };
}

/** Confirms the address a link was made for, once; a link for an address since changed does nothing. */
export async function confirmEmail(db: Database, token: string) {
  const [used] = await db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  if (!used) throw AppError.field('token', 'account.verification_invalid');
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = ${used.email.toLowerCase()}`))
    .returning({ id: users.id });
  if (updated.length === 0) throw AppError.field('token', 'account.verification_invalid');
}
