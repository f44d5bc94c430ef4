import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCommonPassword } from '../../auth/common-passwords';
import { createGoogleVerifier, type GoogleVerifier } from '../../auth/google';
import { ACCOUNT_TEXT } from '../../auth/messages';
import { hashPassword } from '../../auth/password';
import type { SessionOptions } from '../../auth/sessions';
import { newToken } from '../../auth/tokens';
import type { AppDeps } from '../../http/deps';
import { AppError } from '../../http/errors';
import { fileMailer, type Mailer, smtpMailer } from '../../mail/mailer';
import { Limiter } from '../../rate-limit/limiter';
import { rateLimitStoreOf } from '../../rate-limit/store';

/** What the account routes share: built once per app from its deps. */
export type AccountServices = {
  limiter: Limiter;
  mailer: Mailer;
  google: GoogleVerifier | null;
  sessionOptions(req: FastifyRequest): SessionOptions;
  /** The origin links in mails point at (PUBLIC_URL when configured). */
  origin(req: FastifyRequest): string;
  /** A hash of a random password: sign-in verifies against it when the email is unknown. */
  dummyHash: Promise<string>;
};

export function createAccountServices(app: FastifyInstance, deps: AppDeps): AccountServices {
  const { env } = deps;
  const store = rateLimitStoreOf(deps);
  const from = env.MAIL_FROM ?? 'Bazaar <no-reply@bazaar.pk>';
  const mailer =
    deps.mailer ??
    (env.SMTP_URL
      ? smtpMailer(env.SMTP_URL, from)
      : fileMailer(path.join(deps.dataDir, 'mail'), from, app.log));
  const google = env.GOOGLE_CLIENT_ID
    ? createGoogleVerifier(
        env.GOOGLE_CLIENT_ID,
        env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      )
    : null;
  const ttlDays = env.SESSION_TTL_DAYS ?? 30;
  return {
    limiter: new Limiter(store, deps.rateLimits),
    mailer,
    google,
    sessionOptions: (req) => ({ ttlDays, userAgent: req.headers['user-agent'], ip: req.ip }),
    origin: (req) => env.PUBLIC_URL ?? `${req.protocol}://${req.host}`,
    dummyHash: hashPassword(newToken()),
  };
}

/** Passwords from the common list are refused (on top of the spec's 6-character minimum). */
export function refuseCommonPassword(password: string, field = 'password') {
  if (isCommonPassword(password)) throw AppError.field(field, ACCOUNT_TEXT.commonPassword);
}
