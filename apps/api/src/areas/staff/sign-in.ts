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
import { staff } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { say } from '../../platform/locale';
import { newToken } from '../../platform/tokens';
import type { AppDeps } from '../area';

/**
 * The customer sign-in's abuse limits (decision 305), counted apart: staff subjects are prefixed, so a
 * seller's failures never lock a customer with the same email, nor the reverse.
 */
const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** staff/auth/login and logout: a staff token is good for vendor/* or admin/* calls only. */
export function staffSignInRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const { limiter } = deps;
  const dummyHash = hashPassword(newToken());

  registerEndpoint(app, endpoints.staffLogin, async ({ body, req }) => {
    await limiter.consume('signInPerAddress', req, `staff:${limiter.addressOf(req)}`);
    await limiter.check('signInFailuresPerAccount', `staff:${body.email}`);
    const member = await findStaffByEmail(db, body.email);
    // An unknown email costs the same argon2 work as a wrong password.
    const matches = await verifyPassword(member?.passwordHash ?? (await dummyHash), body.password);
    if (!member || !matches || member.active !== 'active' || !isRole(member.role)) {
      await limiter.fail('signInFailuresPerAccount', `staff:${body.email}`);
      throw AppError.of(401, ERROR_CODES.unauthorized, 'auth.wrong_credentials');
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
