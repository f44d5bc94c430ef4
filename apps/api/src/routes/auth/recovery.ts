import { endpoints } from '@bazaar/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { confirmEmail, startEmailVerification, VERIFICATION_TTL_HOURS } from '../../auth/email-verification';
import { ACCOUNT_TEXT } from '../../auth/messages';
import { hashPassword } from '../../auth/password';
import { checkPasswordReset, RESET_TTL_MINUTES, startPasswordReset } from '../../auth/password-reset';
import { createSession, revokeUserSessions } from '../../auth/sessions';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { say } from '../../http/locale';
import { sendInBackground } from '../../mail/mailer';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { type AccountServices, refuseCommonPassword } from './services';

/** forgot-password → verify-token → reset-password (decision 303), and email verification. */
export function recoveryRoutes(app: FastifyInstance, { db }: AppDeps, s: AccountServices) {
  registerEndpoint(app, endpoints.forgotPassword, async ({ body, req }) => {
    await s.limiter.consume('recoveryPerAddress', req.ip);
    await s.limiter.consume('recoveryPerAccount', body.email);
    const { flowToken, delivery } = await startPasswordReset(db, body.email);
    if (delivery) {
      const mail = { to: delivery.to, ...passwordResetMail(delivery.name, delivery.code, RESET_TTL_MINUTES) };
      sendInBackground(s.mailer, mail, req.log, 'password_reset');
    }
    return { message: say(req, 'auth.email_sent'), token: flowToken };
  });

  registerEndpoint(app, endpoints.verifyToken, async ({ body, req }) => {
    await s.limiter.consume('recoveryCheckPerAddress', req.ip);
    await checkPasswordReset(db, body, false);
    return { message: say(req, 'auth.token_verified'), token: body.token };
  });

  registerEndpoint(app, endpoints.resetPassword, async ({ body, req }) => {
    await s.limiter.consume('recoveryCheckPerAddress', req.ip);
    refuseCommonPassword(body.password);
    const userId = await checkPasswordReset(db, body, true);
    const passwordHash = await hashPassword(body.password);
    const { token, isPhoneVerified } = await db.transaction(async (tx) => {
      // The code came by email, so the mailbox is proven too.
      const [user] = await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, userId))
        .returning({ isPhoneVerified: users.isPhoneVerified });
      await revokeUserSessions(tx, userId);
      return {
        token: await createSession(tx, userId, s.sessionOptions(req)),
        isPhoneVerified: user!.isPhoneVerified,
      };
    });
    return { message: say(req, 'auth.password_updated'), token, is_phone_verified: isPhoneVerified };
  });

  registerEndpoint(app, endpoints.sendVerificationLink, async ({ body, req }) => {
    await s.limiter.consume('verificationPerAddress', req.ip);
    await s.limiter.consume('verificationPerAccount', body.email);
    const link = await startEmailVerification(db, body.email);
    if (link) {
      const url = `${s.origin(req)}/auth/verify-email?token=${encodeURIComponent(link.token)}`;
      const mail = { to: link.to, ...verificationMail(link.name, url, VERIFICATION_TTL_HOURS) };
      sendInBackground(s.mailer, mail, req.log, 'email_verification');
    }
    return { message: say(req, 'auth.email_sent') };
  });

  registerEndpoint(app, endpoints.verifyEmail, async ({ body, req }) => {
    await s.limiter.consume('verificationPerAddress', req.ip);
    await confirmEmail(db, body.token);
    return { message: ACCOUNT_TEXT.emailVerified };
  });
}
