import { endpoints } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountForGoogle, emailTaken, findUserByEmail, isUniqueViolation } from '../../auth/accounts';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import { createSession, sessionOptionsOf } from '../../auth/sessions';
import { users } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';

const wrongCredentials = () => AppError.of(401, ERROR_CODES.unauthorized, 'auth.wrong_credentials');

/** sign-up, login and google-login: each answers a new bearer token. */
export function signInRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const googleIdentity = async (idToken: string | undefined) => {
    if (!deps.google) throw AppError.field('google', 'auth.google_unavailable');
    if (!idToken) throw AppError.field('id_token', 'account.google_id_token_required');
    return deps.google(idToken);
  };

  registerEndpoint(app, endpoints.signUp, async ({ body, req }) => {
    await deps.limiter.consume('signUpPerAddress', req);
    if (body.registration_type === 'google') {
      const account = await accountForGoogle(db, await googleIdentity(body.id_token), body.phone);
      const token = await createSession(db, account.id, sessionOptionsOf(req, deps.sessionTtlDays));
      const message = say(req, 'auth.account_created');
      return {
        message,
        token,
        is_phone_verified: account.isPhoneVerified,
        registration_type: 'google' as const,
      };
    }
    const password = body.password!;
    refuseCommonPassword(password);
    if (await findUserByEmail(db, body.email)) throw emailTaken();
    const passwordHash = await hashPassword(password);
    const created = await db
      .insert(users)
      .values({
        fName: body.f_name,
        lName: body.l_name,
        email: body.email,
        phone: body.phone ?? null,
        passwordHash,
      })
      .returning({ id: users.id })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? emailTaken() : err;
      });
    const token = await createSession(db, created[0]!.id, sessionOptionsOf(req, deps.sessionTtlDays));
    const message = say(req, 'auth.account_created');
    return { message, token, is_phone_verified: false, registration_type: 'manual' as const };
  });

  registerEndpoint(app, endpoints.login, async ({ body, req }) => {
    await deps.limiter.consume('signInPerAddress', req);
    await deps.limiter.check('signInFailuresPerAccount', body.email);
    if (body.login_with === 'google') throw AppError.field('login_with', 'account.password_login_only');
    const user = await findUserByEmail(db, body.email);
    // An unknown email costs the same argon2 work as a wrong password.
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
    if (!user?.passwordHash || !matches || user.status !== 'active') {
      await deps.limiter.fail('signInFailuresPerAccount', body.email);
      throw wrongCredentials();
    }
    await deps.limiter.clear('signInFailuresPerAccount', body.email);
    const rehash = needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(body.password) } : {};
    await db
      .update(users)
      .set({ loginWith: 'manual', ...rehash })
      .where(eq(users.id, user.id));
    const token = await createSession(db, user.id, sessionOptionsOf(req, deps.sessionTtlDays));
    return { message: say(req, 'auth.login_success'), token, is_phone_verified: user.isPhoneVerified };
  });

  registerEndpoint(app, endpoints.googleLogin, async ({ body, req }) => {
    await deps.limiter.consume('signInPerAddress', req);
    const account = await accountForGoogle(db, await googleIdentity(body.id_token));
    const token = await createSession(db, account.id, sessionOptionsOf(req, deps.sessionTtlDays));
    return { message: say(req, 'auth.login_success'), token, is_phone_verified: account.isPhoneVerified };
  });
}
