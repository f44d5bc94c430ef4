import {
  deliveryManRegistrationSchema,
  deliveryTimeOrderRefinement,
  issueMessage,
  storeRegistrationSchema,
} from '@bazaar/domain';
import { z } from 'zod';
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
