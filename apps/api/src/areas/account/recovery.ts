import { endpoints } from '@bazaar/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { confirmEmail, startEmailVerification, VERIFICATION_TTL_HOURS } from '../../auth/email-verification';
import { hashPassword } from '../../auth/password';
import { checkPasswordReset, RESET_TTL_MINUTES, startPasswordReset } from '../../auth/password-reset';
import { createSession, revokeUserSessions, sessionOptionsOf } from '../../auth/sessions';
import { users } from '../../db/schema';
import { sendInBackground } from '../../mail/mailer';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { publicOrigin } from '../../platform/origin';
import type { AppDeps } from '../area';

/** forgot-password → verify-token → reset-password (decision 303), and email verification. */
export function recoveryRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  registerEndpoint(app, endpoints.forgotPassword, async ({ body, req }) => {
    await deps.limiter.consume('recoveryPerAddress', req);
    await deps.limiter.consume('recoveryPerAccount', req, body.email);
    const { flowToken, delivery } = await startPasswordReset(db, body.email);
    if (delivery) {
      const mail = { to: delivery.to, ...passwordResetMail(delivery.name, delivery.code, RESET_TTL_MINUTES) };
      sendInBackground(deps.mailer, mail, req.log, 'password_reset');
    }
    return { message: say(req, 'auth.email_sent'), token: flowToken };
  });

  registerEndpoint(app, endpoints.verifyToken, async ({ body, req }) => {
    await deps.limiter.consume('recoveryCheckPerAddress', req);
    await checkPasswordReset(db, body, false);
    return { message: say(req, 'auth.token_verified'), token: body.token };
  });

  registerEndpoint(app, endpoints.resetPassword, async ({ body, req }) => {
    await deps.limiter.consume('recoveryCheckPerAddress', req);
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
        token: await createSession(tx, userId, sessionOptionsOf(req, deps.sessionTtlDays)),
        isPhoneVerified: user!.isPhoneVerified,
      };
    });
    return { message: say(req, 'auth.password_updated'), token, is_phone_verified: isPhoneVerified };
  });

  registerEndpoint(app, endpoints.sendVerificationLink, async ({ body, req }) => {
    await deps.limiter.consume('verificationPerAddress', req);
    await deps.limiter.consume('verificationPerAccount', req, body.email);
    const link = await startEmailVerification(db, body.email);
    if (link) {
      const url = `${publicOrigin(deps.env)}/auth/verify-email?token=${encodeURIComponent(link.token)}`;
      const mail = { to: link.to, ...verificationMail(link.name, url, VERIFICATION_TTL_HOURS) };
      sendInBackground(deps.mailer, mail, req.log, 'email_verification');
    }
    return { message: say(req, 'auth.email_sent') };
  });

  registerEndpoint(app, endpoints.verifyEmail, async ({ body, req }) => {
    await deps.limiter.consume('verificationPerAddress', req);
    await confirmEmail(db, body.token);
    return { message: say(req, 'account.email_verified') };
  });
}
