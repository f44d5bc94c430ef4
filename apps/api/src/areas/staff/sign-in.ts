import { endpoints } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import {
  createStaffSession,
  currentStaff,
  findStaffByEmail,
  revokeStaffSession,
  STAFF_ROLES,
  type StaffRole,
} from '../../auth/staff';
import { newToken } from '../../auth/tokens';
import { staff } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { say } from '../../http/locale';
import { Limiter } from '../../rate-limit/limiter';
import { rateLimitStoreOf } from '../../rate-limit/store';

/**
 * The customer sign-in's abuse limits (decision 305), counted apart: staff subjects are prefixed, so a
 * seller's failures never lock a customer with the same email, nor the reverse.
 */
const staffLimiter = (deps: AppDeps) => new Limiter(rateLimitStoreOf(deps), deps.rateLimits);

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** staff/auth/login and logout: a staff token is good for vendor/* or admin/* calls only. */
export function staffSignInRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const limiter = staffLimiter(deps);
  const dummyHash = hashPassword(newToken());

  registerEndpoint(app, endpoints.staffLogin, async ({ body, req }) => {
    await limiter.consume('signInPerAddress', `staff:${req.ip}`);
    await limiter.check('signInFailuresPerAccount', `staff:${body.email}`);
    const member = await findStaffByEmail(db, body.email);
    // An unknown email costs the same argon2 work as a wrong password.
    const matches = await verifyPassword(member?.passwordHash ?? (await dummyHash), body.password);
    if (!member || !matches || member.active !== 'active' || !isRole(member.role)) {
      await limiter.fail('signInFailuresPerAccount', `staff:${body.email}`);
      throw new AppError(401, [{ code: 'auth-001', message: say(req, 'auth.wrong_credentials') }]);
    }
    await limiter.clear('signInFailuresPerAccount', `staff:${body.email}`);
    if (needsRehash(member.passwordHash)) {
      const passwordHash = await hashPassword(body.password);
      await db.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, member.id));
    }
    const token = await createStaffSession(db, member.id);
    return {
      message: say(req, 'auth.login_success'),
      token,
      role: member.role,
      store_id: member.role === 'seller' ? member.storeId : null,
    };
  });

  registerEndpoint(app, endpoints.staffLogout, async ({ req }) => {
    await revokeStaffSession(db, currentStaff(req).sessionId);
    return { message: say(req, 'auth.logout_success') };
  });
}
