import { z } from 'zod';
import {
  blankAsAbsent,
  emailSchema,
  evenWithFieldErrors,
  issueMessage,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './common';

export const REGISTRATION_TYPES = ['manual', 'google'] as const;
const registrationType = z.enum(REGISTRATION_TYPES, { error: issueMessage('validation.invalid_choice') });

const mismatch = {
  error: issueMessage('validation.password_mismatch'),
  path: ['password_confirmation'],
  ...evenWithFieldErrors,
};
const confirms = (v: { password?: string | undefined; password_confirmation?: string | undefined }) =>
  v.password_confirmation === undefined || v.password_confirmation === v.password;

const registrationFields = {
  f_name: requiredText('validation.first_name_required'),
  l_name: requiredText('validation.last_name_required'),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  password_confirmation: z.string().optional(),
  registration_type: registrationType.default('manual'),
};

/**
 * POST auth/sign-up (spec §3 User, §5). A Google registration carries a verified identity instead of
 * a password and may come without a phone; a manual one needs both.
 */
export const registrationSchema = z
  .object({
    ...registrationFields,
    phone: blankAsAbsent(phoneSchema),
    password: blankAsAbsent(passwordSchema),
  })
  .refine((v) => v.registration_type !== 'manual' || v.phone !== undefined, {
    error: issueMessage('validation.phone_required'),
    path: ['phone'],
    ...evenWithFieldErrors,
  })
  .refine((v) => v.registration_type !== 'manual' || v.password !== undefined, {
    error: issueMessage('validation.password_required'),
    path: ['password'],
    ...evenWithFieldErrors,
  })
  .refine(confirms, mismatch);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The storefront's registration form: manual, with the confirmation required. */
export const registrationFormSchema = z
  .object({
    ...registrationFields,
    password_confirmation: z.string({ error: issueMessage('validation.password_mismatch') }),
    registration_type: z.literal('manual').default('manual'),
  })
  .refine(confirms, mismatch);
export type RegistrationForm = z.output<typeof registrationFormSchema>;

/** Sign-in credentials (spec §7: email, password, login_with). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: issueMessage('validation.password_required') })
    .min(1, { error: issueMessage('validation.password_required') }),
  login_with: registrationType.default('manual'),
});
export type Login = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

export const verifyTokenSchema = z.object({
  email: emailSchema,
  reset_token: requiredText('validation.field_empty'),
});
export type VerifyToken = z.output<typeof verifyTokenSchema>;

export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    reset_token: requiredText('validation.field_empty'),
    password: passwordSchema,
    password_confirmation: z.string({ error: issueMessage('validation.password_mismatch') }),
  })
  .refine(confirms, mismatch);
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** POST customer/update-profile: names, email and phone; a new password only when one is given. */
export const profileUpdateSchema = z
  .object({
    f_name: requiredText('validation.first_name_required'),
    l_name: requiredText('validation.last_name_required'),
    email: emailSchema,
    phone: phoneSchema,
    password: blankAsAbsent(passwordSchema),
    password_confirmation: blankAsAbsent(z.string()),
  })
  .refine(confirms, mismatch);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
