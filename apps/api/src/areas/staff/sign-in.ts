import { endpoints } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
const isRole = (role: string, roles: readonly StaffRole[]): role is StaffRole =>
  (roles as readonly string[]).includes(role);

type SignIn = { body: { email: string; password: string }; req: FastifyRequest };

/**
 * staff/auth/login and logout: a staff token is good for its role's calls only (vendor/*, delivery-man/*
 * or admin/*). The seller and courier apps' own names for it (auth/vendor/login, auth/delivery-man/login)
 * are the same sign-in restricted to that role: another role's account is answered as wrong
 * credentials, so they tell nobody which role an email has.
 */
export function staffSignInRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const { limiter } = deps;
  const dummyHash = hashPassword(newToken());

  const signIn =
    (roles: readonly StaffRole[]) =>
    async ({ body, req }: SignIn) => {
      await limiter.consume('signInPerAddress', req, `staff:${limiter.addressOf(req)}`);
      await limiter.check('signInFailuresPerAccount', `staff:${body.email}`);
      const member = await findStaffByEmail(db, body.email);
      // An unknown email costs the same argon2 work as a wrong password.
      const matches = await verifyPassword(member?.passwordHash ?? (await dummyHash), body.password);
      if (!member || !matches || member.active !== 'active' || !isRole(member.role, roles)) {
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
        // A seller's store, or a store's own courier's; null for an admin and the market's couriers.
        store_id: member.role === 'admin' ? null : member.storeId,
      };
    };

  registerEndpoint(app, endpoints.staffLogin, signIn(STAFF_ROLES));
  registerEndpoint(app, endpoints.vendorLogin, signIn(['seller']));
  registerEndpoint(app, endpoints.courierLogin, signIn(['courier']));

  registerEndpoint(app, endpoints.staffLogout, async ({ req }) => {
    await revokeStaffSession(db, currentStaff(req).sessionId);
    return { message: say(req, 'auth.logout_success') };
  });
}
