import {
  emailSchema,
  forgotPasswordSchema,
  issueMessage,
  loginSchema,
  REGISTRATION_TYPES,
  registrationSchema,
  requiredText,
  resetPasswordSchema,
  verifyTokenSchema,
} from '@bazaar/domain';
import { z } from 'zod';

/**
 * Account calls. Request bodies are the domain's zod schemas (the spec's messages); unknown fields
 * are stripped, never written (mass assignment).
 */

/** A Google ID token (a JWT), as Google Identity Services hands it to the page. */
const idToken = requiredText('validation.field_empty', 4096);

/** The recovery flow's token, returned by forgot-password and sent back with every later step. */
const flowToken = requiredText('validation.field_empty', 200);

export const SignUpBodySchema = registrationSchema.safeExtend({
  /** Required when registration_type is google: the identity comes from the verified token. */
  id_token: idToken.optional(),
});
export type SignUpBody = z.input<typeof SignUpBodySchema>;

export const LoginBodySchema = loginSchema;
export type LoginBody = z.input<typeof LoginBodySchema>;

export const GoogleLoginBodySchema = z.object({ id_token: idToken });

export const ForgotPasswordBodySchema = forgotPasswordSchema;
export const VerifyTokenBodySchema = verifyTokenSchema.safeExtend({ token: flowToken });
export const ResetPasswordBodySchema = resetPasswordSchema.safeExtend({ token: flowToken });

export const SendVerificationLinkBodySchema = z.object({ email: emailSchema });
export const VerifyEmailBodySchema = z.object({
  token: z
    .string({ error: issueMessage('validation.field_empty') })
    .trim()
    .min(1, { error: issueMessage('validation.field_empty') })
    .max(200),
});

/** A new session: the bearer token for `Authorization: Bearer`. */
export const SessionResponseSchema = z
  .object({
    message: z.string(),
    token: z.string(),
    is_phone_verified: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const SignUpResponseSchema = SessionResponseSchema.extend({
  registration_type: z.enum(REGISTRATION_TYPES),
}).meta({ id: 'SignUpResult' });

/** forgot-password and verify-token: the flow token to send with the next step. */
export const FlowTokenResponseSchema = z
  .object({ message: z.string(), token: z.string() })
  .meta({ id: 'RecoveryStep' });
