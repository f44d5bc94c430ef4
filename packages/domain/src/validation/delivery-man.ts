import { z } from 'zod';
import {
  blankAsAbsent,
  emailSchema,
  idSchema,
  imageFileSchema,
  imageListSchema,
  issueMessage,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './common';

export const IDENTITY_TYPES = ['passport', 'driving_license', 'nid'] as const;
export const DELIVERY_MAN_TYPES = ['freelancer', 'salary_based'] as const;

/** Delivery-man self-registration (spec §3, §6). */
export const deliveryManRegistrationSchema = z.object({
  f_name: requiredText('validation.first_name_required'),
  l_name: requiredText('validation.last_name_required'),
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  identity_type: z.enum(IDENTITY_TYPES, { error: issueMessage('validation.invalid_choice') }),
  identity_number: requiredText('validation.field_empty', 50),
  identity_image: imageListSchema.min(1, { error: issueMessage('validation.image_required') }),
  image: imageFileSchema,
  type: z.enum(DELIVERY_MAN_TYPES, { error: issueMessage('validation.invalid_choice') }),
  /** The zone the courier works; a field left blank is no zone (the operator sets one). */
  zone_id: blankAsAbsent(idSchema),
});
export type DeliveryManRegistration = z.output<typeof deliveryManRegistrationSchema>;
