import { issueMessage, passwordSchema, profileUpdateSchema, REGISTRATION_TYPES } from '@bazaar/domain';
import { z } from 'zod';

/** The signed-in customer (GET customer/info). */
export const CustomerInfoSchema = z
  .object({
    id: z.number(),
    f_name: z.string(),
    l_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The stored file name, to append to config's base_urls.customer_image_url. */
    image: z.string().nullable(),
    image_full_url: z.string().nullable(),
    is_phone_verified: z.boolean(),
    email_verified_at: z.string().nullable(),
    registration_type: z.enum(REGISTRATION_TYPES),
    login_with: z.enum(REGISTRATION_TYPES),
    /** False for an account that has only ever signed in with Google. */
    has_password: z.boolean(),
    /** Whole rupees: the sum of the wallet ledger. */
    wallet_balance: z.number(),
    order_count: z.number(),
    created_at: z.string(),
  })
  .meta({ id: 'CustomerInfo' });
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

/** An uploaded file as the API's multipart parser hands it over. */
export type UploadedImage = { filename: string; mimetype: string; size: number; data: Uint8Array };
const isUpload = (v: unknown): v is UploadedImage =>
  typeof v === 'object' && v !== null && (v as { data?: unknown }).data instanceof Uint8Array;

/** POST customer/update-profile (multipart): the domain's profile fields plus an optional image. */
export const UpdateProfileBodySchema = profileUpdateSchema.safeExtend({
  /** Needed to change the email of an account that has a password. */
  current_password: z.string().max(128).optional(),
  image: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.custom<UploadedImage>(isUpload, { error: issueMessage('validation.image_required') }).optional(),
    )
    .meta({ type: 'string', format: 'binary' }),
});

/** POST customer/change-password. A Google-only account sets its first password without a current one. */
export const ChangePasswordBodySchema = z
  .object({
    current_password: z.string().max(128).optional(),
    password: passwordSchema,
    password_confirmation: z.string({ error: issueMessage('validation.password_mismatch') }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: issueMessage('validation.password_mismatch'),
    path: ['password_confirmation'],
  });
