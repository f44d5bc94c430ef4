import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from '../platform/tokens';

export type SessionOptions = { ttlDays: number; userAgent?: string | undefined; ip?: string | undefined };

/** The session a request signs in to: its lifetime, and the device and address it came from. */
export const sessionOptionsOf = (
  req: { headers: Record<string, string | string[] | undefined>; ip: string },
  ttlDays: number,
): SessionOptions => {
  const agent = req.headers['user-agent'];
  return { ttlDays, userAgent: typeof agent === 'string' ? agent : undefined, ip: req.ip };
};

/** A signed-in customer as the routes see one. */
export type AuthedCustomer = {
  sessionId: number;
  id: number;
  fName: string;
  lName: string;
  email: string;
  isPhoneVerified: boolean;
  hasPassword: boolean;
};

type Tx = Pick<Database, 'insert' | 'update'>;

/** A new opaque bearer token for a user; only its SHA-256 is stored (decision 301). */
export async function createSession(db: Tx, userId: number, opts: SessionOptions): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + opts.ttlDays * 86_400_000),
    userAgent: opts.userAgent?.slice(0, 200) ?? null,
    ip: opts.ip ?? null,
  });
  return token;
}

/** The customer a live token belongs to: not revoked, not expired, account active. */
export async function findSession(db: Database, token: string): Promise<AuthedCustomer | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      fName: users.fName,
      lName: users.lName,
      email: users.email,
      isPhoneVerified: users.isPhoneVerified,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Tx, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, but the one given (the caller's own, when it stays). */
export async function revokeUserSessions(db: Tx, userId: number, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
