import { endpoints } from '@bazaar/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeUserSessions } from '../../auth/sessions';
import { orders, users, walletTransactions } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import { publicOrigin } from '../../platform/origin';
import type { AppDeps } from '../area';
import { profileRoutes } from './profile';
import { removeAccountRoute } from './remove-account';

/** The signed-in customer's own account: info, profile, password, removal. */
export async function customerRoutes(app: FastifyInstance, deps: AppDeps) {
  // The platform's apps send form data; the profile picture is the one file.
  await acceptFormData(app, { files: 1 });
  const { db } = deps;

  registerEndpoint(app, endpoints.customerInfo, async ({ req }) => {
    const { id } = currentCustomer(req);
    const [[user], [wallet], [placed]] = await Promise.all([
      db.select().from(users).where(eq(users.id, id)),
      db
        .select({
          balance: sql<string>`coalesce(sum(${walletTransactions.credit} - ${walletTransactions.debit}), 0)`,
        })
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, id)),
      db.select({ n: count() }).from(orders).where(eq(orders.userId, id)),
    ]);
    if (!user) throw AppError.notFound('user', 'account.user_deleted');
    const imageBase = `${publicOrigin(deps.env)}/storage/profile`;
    return {
      id: user.id,
      f_name: user.fName,
      l_name: user.lName,
      email: user.email,
      phone: user.phone,
      image: user.image,
      image_full_url: user.image ? `${imageBase}/${user.image}` : null,
      is_phone_verified: user.isPhoneVerified,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      registration_type: user.registrationType === 'google' ? ('google' as const) : ('manual' as const),
      login_with: user.loginWith === 'google' ? ('google' as const) : ('manual' as const),
      has_password: user.passwordHash !== null,
      wallet_balance: Number(wallet?.balance ?? 0),
      order_count: placed?.n ?? 0,
      created_at: user.createdAt.toISOString(),
    };
  });

  registerEndpoint(app, endpoints.changePassword, async ({ body, req }) => {
    const customer = currentCustomer(req);
    const [user] = await db
      .select({ passwordHash: users.passwordHash, email: users.email })
      .from(users)
      .where(eq(users.id, customer.id));
    if (user?.passwordHash) {
      // A stolen token alone must not be enough to lock the owner out, nor to guess the password.
      await deps.limiter.check('signInFailuresPerAccount', user.email);
      if (!body.current_password || !(await verifyPassword(user.passwordHash, body.current_password))) {
        await deps.limiter.fail('signInFailuresPerAccount', user.email);
        throw AppError.field('current_password', 'account.current_password_wrong');
      }
    }
    refuseCommonPassword(body.password);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, customer.id)));
      await revokeUserSessions(tx, customer.id, customer.sessionId);
    });
    return { message: say(req, 'auth.password_updated') };
  });

  profileRoutes(app, deps);
  removeAccountRoute(app, deps);
}
