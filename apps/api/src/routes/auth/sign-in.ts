import { endpoints } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountForGoogle, emailTaken, findUserByEmail, isUniqueViolation } from '../../auth/accounts';
import { ACCOUNT_TEXT } from '../../auth/messages';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import { createSession } from '../../auth/sessions';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { say } from '../../http/locale';
import { type AccountServices, refuseCommonPassword } from './services';

const wrongCredentials = (req: FastifyRequest) =>
  new AppError(401, [{ code: 'auth-001', message: say(req, 'auth.wrong_credentials') }]);

/** sign-up, login and google-login: each answers a new bearer token. */
export function signInRoutes(app: FastifyInstance, { db }: AppDeps, s: AccountServices) {
  const googleIdentity = async (req: FastifyRequest, idToken: string | undefined) => {
    if (!s.google) throw AppError.field('google', say(req, 'auth.google_unavailable'));
    if (!idToken) throw AppError.field('id_token', ACCOUNT_TEXT.googleIdTokenRequired);
    return s.google(idToken);
  };

  registerEndpoint(app, endpoints.signUp, async ({ body, req }) => {
    await s.limiter.consume('signUpPerAddress', req.ip);
    if (body.registration_type === 'google') {
      const account = await accountForGoogle(db, await googleIdentity(req, body.id_token), body.phone);
      const token = await createSession(db, account.id, s.sessionOptions(req));
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
    const token = await createSession(db, created[0]!.id, s.sessionOptions(req));
    const message = say(req, 'auth.account_created');
    return { message, token, is_phone_verified: false, registration_type: 'manual' as const };
  });

  registerEndpoint(app, endpoints.login, async ({ body, req }) => {
    await s.limiter.consume('signInPerAddress', req.ip);
    await s.limiter.check('signInFailuresPerAccount', body.email);
    if (body.login_with === 'google') throw AppError.field('login_with', ACCOUNT_TEXT.passwordLoginOnly);
    const user = await findUserByEmail(db, body.email);
    // An unknown email costs the same argon2 work as a wrong password.
    const matches = await verifyPassword(user?.passwordHash ?? (await s.dummyHash), body.password);
    if (!user?.passwordHash || !matches || user.status !== 'active') {
      await s.limiter.fail('signInFailuresPerAccount', body.email);
      throw wrongCredentials(req);
    }
    await s.limiter.clear('signInFailuresPerAccount', body.email);
    const rehash = needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(body.password) } : {};
    await db
      .update(users)
      .set({ loginWith: 'manual', ...rehash })
      .where(eq(users.id, user.id));
    const token = await createSession(db, user.id, s.sessionOptions(req));
    return { message: say(req, 'auth.login_success'), token, is_phone_verified: user.isPhoneVerified };
  });

  registerEndpoint(app, endpoints.googleLogin, async ({ body, req }) => {
    await s.limiter.consume('signInPerAddress', req.ip);
    const account = await accountForGoogle(db, await googleIdentity(req, body.id_token));
    const token = await createSession(db, account.id, s.sessionOptions(req));
    return { message: say(req, 'auth.login_success'), token, is_phone_verified: account.isPhoneVerified };
  });
}
