import {
  deliveryManRegistrationSchema,
  deliveryTimeOrderRefinement,
  evenWithFieldErrors,
  idSchema,
  issueMessage,
  optionalText,
  storeRegistrationSchema,
} from '@bazaar/domain';
import { z } from 'zod';
import { PageQuerySchema, pageEnvelope } from './common';
import { formImagesField } from './form-images';

/**
 * A store's application (spec §3 store registration, §5; issue 36), as the form sends it: the
 * domain's field rules (the same as the browser form's), with the logo and cover photo as one
 * uploaded picture each. Unknown fields are stripped.
 */
const onePicture = () =>
  formImagesField().refine((files) => files.length === 1, {
    error: issueMessage('validation.image_required'),
  });

export const StoreApplicationBodySchema = z
  .object({ ...storeRegistrationSchema.shape, logo: onePicture(), cover_photo: onePicture() })
  .refine(...deliveryTimeOrderRefinement);
export type StoreApplicationBody = z.input<typeof StoreApplicationBodySchema>;
/** An application as the API reads it: numbers parsed, the two pictures as one upload each in a list. */
export type StoreApplication = z.output<typeof StoreApplicationBodySchema>;

/** The answer to either application: it is received and waits, pending, for the operator. */
export const ApplicationAnswerSchema = z.object({
  message: z.string(),
  application_id: z.number(),
  status: z.literal('pending'),
});
export const StoreApplicationAnswerSchema = ApplicationAnswerSchema;

/**
 * A courier's application (spec §3 delivery-man registration; issue 36), as the form sends it: the
 * domain's field rules, with the identity pictures (1 to 3) and the photo (one) as uploads.
 */
export const CourierApplicationBodySchema = z.object({
  ...deliveryManRegistrationSchema.shape,
  identity_image: formImagesField().refine((files) => files.length >= 1, {
    error: issueMessage('validation.image_required'),
  }),
  image: onePicture(),
});
export type CourierApplicationBody = z.input<typeof CourierApplicationBodySchema>;
/** An application as the API reads it: the identity pictures and the photo as lists of uploads. */
export type CourierApplication = z.output<typeof CourierApplicationBodySchema>;

/** The operator's queue (issue 38's approvals; the CLI's store- and courier-applications). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** GET admin/store-applications and admin/courier-applications: by status, oldest first. */
export const ApplicationsQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(APPLICATION_STATUSES, { error: issueMessage('validation.invalid_choice') })
    .default('pending'),
});

const decided = {
  id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  f_name: z.string(),
  l_name: z.string(),
  email: z.string(),
  phone: z.string(),
  zone_id: z.number().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
};

export const StoreApplicationSummarySchema = z
  .object({ ...decided, store_name: z.string(), address: z.string(), store_id: z.number().nullable() })
  .meta({ id: 'StoreApplicationSummary' });
export const StoreApplicationListSchema = pageEnvelope('applications', StoreApplicationSummarySchema).meta({
  id: 'StoreApplicationList',
});

export const CourierApplicationSummarySchema = z
  .object({
    ...decided,
    identity_type: z.string(),
    earning: z.string(),
    /** The courier's staff account, once approved. */
    courier_id: z.number().nullable(),
  })
  .meta({ id: 'CourierApplicationSummary' });
export const CourierApplicationListSchema = pageEnvelope(
  'applications',
  CourierApplicationSummarySchema,
).meta({ id: 'CourierApplicationList' });

/** PUT admin/store-application/decide and admin/courier-application/decide: once, a rejection with its reason. */
export const DecideApplicationBodySchema = z
  .object({
    application_id: idSchema,
    action: z.enum(['approve', 'reject'], { error: issueMessage('validation.invalid_choice') }),
    reason: optionalText(500),
  })
  .refine((v) => v.action !== 'reject' || (v.reason ?? '') !== '', {
    error: issueMessage('application.reject_reason_required'),
    path: ['reason'],
    ...evenWithFieldErrors,
  });

export const DecideApplicationResultSchema = z
  .object({
    message: z.string(),
    application_id: z.number(),
    status: z.enum(['approved', 'rejected']),
    /** The store (for a store application) or courier account (for a courier's) made by an approval. */
    made_id: z.number().nullable(),
  })
  .meta({ id: 'DecideApplicationResult' });
