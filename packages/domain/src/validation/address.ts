import { z } from 'zod';
import {
  issueMessage,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  phoneSchema,
  requiredText,
} from './common';

/** The longest street address an address may hold (what riders read). */
export const ADDRESS_TEXT_MAX = 255;

/** Address labels (spec §3). */
export const ADDRESS_TYPES = ['home', 'office', 'others'] as const;

/**
 * customer/address add and update (spec §3 Address). The label travels as `address_type` and the
 * street number as `road`, as the platform's clients send them.
 */
export const addressSchema = z.object({
  contact_person_name: requiredText('validation.field_empty'),
  contact_person_number: phoneSchema,
  address_type: z.enum(ADDRESS_TYPES, { error: issueMessage('validation.invalid_choice') }),
  address: requiredText('validation.field_empty', ADDRESS_TEXT_MAX),
  road: optionalText(100),
  house: optionalText(100),
  floor: optionalText(50),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type Address = z.output<typeof addressSchema>;
