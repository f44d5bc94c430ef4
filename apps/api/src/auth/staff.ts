import { STAFF_ROLES, type StaffRole } from '@bazaar/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { staff, staffSessions } from '../db/schema';
import { AppError } from '../platform/errors';
import { hashToken, newToken } from '../platform/tokens';
import { bearerToken, unauthorized } from './authenticate';

/** The people who run the market (decision 404): a seller acts for one store, a courier delivers, an admin runs all. */
export { STAFF_ROLES, type StaffRole } from '@bazaar/contract';

/** A staff token lives a week: shorter than a customer's, since it can move every order of a store. */
export const STAFF_SESSION_DAYS = 7;

/** A signed-in seller or admin as the routes see one. */
export type AuthedStaff = {
  sessionId: number;
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** The seller's store; null for an admin. */
  storeId: number | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff bearer-token check on calls marked 'seller', 'admin' or 'staff'. */
    staff: AuthedStaff | null;
  }
  interface FastifyInstance {
    authenticateStaff?: (req: FastifyRequest, roles: readonly StaffRole[]) => Promise<void>;
  }
}

type Writer = Pick<Database, 'insert' | 'update'>;

/** A new opaque staff bearer token; only its SHA-256 is stored, as for customers (decision 301). */
export async function createStaffSession(db: Writer, staffId: number): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_DAYS * 86_400_000),
  });
  return token;
}

/** The staff member a live token belongs to: not revoked, not expired, account active. */
export async function findStaffSession(db: Database, token: string): Promise<AuthedStaff | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      storeId: staff.storeId,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        eq(staff.active, 'active'),
      ),
    )
    .limit(1);
  if (!row || !(STAFF_ROLES as readonly string[]).includes(row.role)) return null;
  return { ...row, role: row.role as StaffRole };
}

export async function revokeStaffSession(db: Writer, sessionId: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** A staff account by email, whatever its case. */
export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

const forbidden = () => AppError.of(403, 'forbidden', 'api.forbidden');

/**
 * Teaches the app to check staff bearer tokens; registerEndpoint calls it for staff calls. No token or
 * an unknown one (a customer's included) is 401; a live staff token of another role is 403.
 */
export function registerStaffAuthentication(app: FastifyInstance, db: Database) {
  app.decorateRequest('staff', null);
  app.decorate('authenticateStaff', async (req: FastifyRequest, roles: readonly StaffRole[]) => {
    const token = bearerToken(req.headers.authorization);
    const member = token ? await findStaffSession(db, token) : null;
    if (!member) throw unauthorized();
    if (!roles.includes(member.role)) throw forbidden();
    req.staff = member;
  });
}

/** The signed-in seller or admin of a staff call. */
export function currentStaff(req: FastifyRequest): AuthedStaff {
  if (!req.staff) throw unauthorized();
  return req.staff;
}
