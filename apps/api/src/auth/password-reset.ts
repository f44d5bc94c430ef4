import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { AppError } from '../platform/errors';
import { hashCode, hashToken, newCode, newToken, sameSecret } from '../platform/tokens';

export const RESET_TTL_MINUTES = 30;
/** Wrong codes a flow survives; after that it is dead and a new one must be asked for. */
export const RESET_MAX_ATTEMPTS = 5;

type ResetDelivery = { to: string; name: string; code: string };

/**
 * Starts a recovery flow. A known and an unknown email do the same work (one user lookup, the same
 * random values and hashes, one update, one insert) and get the same kind of answer: a flow token.
 * Only a known email gets a delivery, which the caller sends in the background (decision 303).
 */
export async function startPasswordReset(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, fName: users.fName })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  const flowToken = newToken();
  const code = newCode();
  const userId = user?.id ?? null;
  await db.transaction(async (tx) => {
    // A new flow ends the user's earlier ones (for an unknown email this matches no row).
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId ?? -1), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId,
      flowTokenHash: hashToken(flowToken),
      secretHash: hashCode(flowToken, code),
      expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    });
  });
  const delivery: ResetDelivery | null = user ? { to: user.email, name: user.fName, code } : null;
  return { flowToken, delivery };
}

const invalidCode = () => AppError.field('reset_token', 'account.reset_code_invalid');

type ResetClaim = { token: string; email: string; reset_token: string };

/**
 * Checks a flow's code. Every failure looks the same (403 on reset_token) and counts an attempt.
 * With `consume`, the flow is marked used in the same statement that checks it is unused, so two
 * concurrent resets cannot both succeed. Answers the user id.
 */
export async function checkPasswordReset(
  db: Pick<Database, 'select' | 'update'>,
  claim: ResetClaim,
  consume: boolean,
) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      secretHash: passwordResets.secretHash,
      email: users.email,
      live: sql<boolean>`${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > now() and ${passwordResets.attempts} < ${RESET_MAX_ATTEMPTS}`,
    })
    .from(passwordResets)
    .leftJoin(users, and(eq(users.id, passwordResets.userId), isNull(users.deletedAt)))
    .where(eq(passwordResets.flowTokenHash, hashToken(claim.token)))
    .limit(1);
  if (!row) throw invalidCode();
  const matches =
    row.live &&
    row.userId !== null &&
    row.email?.toLowerCase() === claim.email.toLowerCase() &&
    row.secretHash !== null &&
    sameSecret(row.secretHash, hashCode(claim.token, claim.reset_token));
  if (!matches) {
    await db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(eq(passwordResets.id, row.id));
    throw invalidCode();
  }
  if (consume) {
    const used = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalidCode();
  }
  return row.userId!;
}
