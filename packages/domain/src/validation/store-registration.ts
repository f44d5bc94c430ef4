import { z } from 'zod';
import { DELIVERY_TIME_TYPES, deliveryTimeOrderRefinement } from '../stores/delivery-time';
import {
  emailSchema,
  idSchema,
  imageFileSchema,
  issueMessage,
  latitudeSchema,
  longitudeSchema,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './common';

/** Minutes or hours: bounded, so a number past what a store can mean (or its column holds) is refused, not stored. */
export const MAX_DELIVERY_TIME = 10_000;
const deliveryTime = z.coerce
  .number({ error: issueMessage('validation.invalid_number') })
  .int({ error: issueMessage('validation.invalid_number') })
  .positive({ error: issueMessage('validation.invalid_number') })
  .max(MAX_DELIVERY_TIME, { error: issueMessage('validation.invalid_number') });

/** Store self-registration (spec §3 Store registration, §5). */
export const storeRegistrationSchema = z
  .object({
    store_name: requiredText('validation.field_empty', 150),
    store_address: requiredText('validation.field_empty', 255),
    /** VAT, percent. */
    tax: z.coerce
      .number({ error: issueMessage('validation.invalid_number') })
      .min(0, { error: issueMessage('validation.invalid_number') })
      .max(100, { error: issueMessage('validation.invalid_number') }),
    minimum_delivery_time: deliveryTime,
    maximum_delivery_time: deliveryTime,
    delivery_time_type: z.enum(DELIVERY_TIME_TYPES, { error: issueMessage('validation.invalid_choice') }),
    logo: imageFileSchema,
    cover_photo: imageFileSchema,
    zone_id: idSchema,
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    f_name: requiredText('validation.first_name_required'),
    l_name: requiredText('validation.last_name_required'),
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
  })
  .refine(...deliveryTimeOrderRefinement);
export type StoreRegistration = z.output<typeof storeRegistrationSchema>;
