import { endpoints } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailTaken, findUserByEmail, isUniqueViolation } from '../../auth/accounts';
import { currentCustomer } from '../../auth/authenticate';
import { verifyPassword } from '../../auth/password';
import { users } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { removeProfileImage, storeProfileImage } from './profile-image';

/**
 * POST customer/update-profile. Only the listed fields are written; a changed email needs the current
 * password and is unverified again, a changed phone is unverified again, and a password is changed
 * only through change-password (decision 306).
 */
export function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, dataDir } = deps;
  registerEndpoint(app, endpoints.updateProfile, async ({ body, req }) => {
    const customer = currentCustomer(req);
    if (body.password !== undefined) throw AppError.field('password', 'account.password_update_here');
    const [user] = await db
      .select({
        email: users.email,
        phone: users.phone,
        image: users.image,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, customer.id));
    if (!user) throw AppError.notFound('user', 'account.user_deleted');

    const emailChanged = body.email.toLowerCase() !== user.email.toLowerCase();
    if (emailChanged) {
      if (user.passwordHash) {
        await deps.limiter.check('signInFailuresPerAccount', user.email);
        if (!body.current_password || !(await verifyPassword(user.passwordHash, body.current_password))) {
          await deps.limiter.fail('signInFailuresPerAccount', user.email);
          throw AppError.field('current_password', 'account.current_password_for_email');
        }
      }
      if (await findUserByEmail(db, body.email)) throw emailTaken();
    }
    const image = body.image ? await storeProfileImage(dataDir, body.image) : undefined;
    try {
      await db
        .update(users)
        .set({
          fName: body.f_name,
          lName: body.l_name,
          phone: body.phone,
          ...(body.phone !== user.phone && { isPhoneVerified: false }),
          ...(emailChanged && { email: body.email, emailVerifiedAt: null }),
          ...(image && { image }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, customer.id));
    } catch (err) {
      await removeProfileImage(dataDir, image);
      throw isUniqueViolation(err) ? emailTaken() : err;
    }
    if (image) await removeProfileImage(dataDir, user.image);
    return { message: say(req, 'account.profile_updated') };
  });
}
