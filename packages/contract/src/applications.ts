import {
  DELIVERY_TIME_TYPES,
  emailSchema,
  idSchema,
  issueMessage,
  latitudeSchema,
  longitudeSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
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

const deliveryTime = storeRegistrationSchema.shape.minimum_delivery_time;

export const StoreApplicationBodySchema = z
  .object({
    store_name: requiredText('validation.field_empty', 150),
    store_address: requiredText('validation.field_empty', 255),
    tax: storeRegistrationSchema.shape.tax,
    minimum_delivery_time: deliveryTime,
    maximum_delivery_time: deliveryTime,
    delivery_time_type: z.enum(DELIVERY_TIME_TYPES, { error: issueMessage('validation.invalid_choice') }),
    logo: onePicture(),
    cover_photo: onePicture(),
    zone_id: idSchema,
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    f_name: requiredText('validation.first_name_required'),
    l_name: requiredText('validation.last_name_required'),
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
  })
  .refine((v) => v.maximum_delivery_time >= v.minimum_delivery_time, {
    error: issueMessage('validation.delivery_time_order'),
    path: ['maximum_delivery_time'],
  });
export type StoreApplicationBody = z.input<typeof StoreApplicationBodySchema>;
/** An application as the API reads it: numbers parsed, the two pictures as one upload each in a list. */
export type StoreApplication = z.output<typeof StoreApplicationBodySchema>;

export const StoreApplicationAnswerSchema = z.object({
  message: z.string(),
  application_id: z.number(),
  status: z.literal('pending'),
});
