import { z } from 'zod';
import {
  blankAsAbsent,
  idSchema,
  issueMessage,
  nameAndDescriptionTranslations,
  requiredText,
} from '../validation/common';
import { storeRegistrationSchema } from '../validation/store-registration';
import { deliveryTimeOrderRefinement } from './delivery-time';

/**
 * A seller's store settings (PUT vendor/update-business-setup; decision 408) as a form or JSON sends
 * them. Every field may be left out: the store keeps what is not sent. The fields the store
 * application asks too (address, VAT, delivery time, zone, location) keep its rules word for word.
 */
export const STORE_NAME_MAX = 150;
export const STORE_DESCRIPTION_MAX = 2000;
export const ANNOUNCEMENT_MAX = 500;
export const MINIMUM_ORDER_MAX = 1_000_000;

/** A text that may be cleared: blank (or null) is none. */
const clearableText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: issueMessage('validation.invalid_value') })
      .trim()
      .max(max, { error: issueMessage('validation.too_long', { max }) })
      .nullable(),
  );

/** The name and description in ur, ar and sp, as stores.translations keeps them. */
const translations = nameAndDescriptionTranslations({
  name: STORE_NAME_MAX,
  description: STORE_DESCRIPTION_MAX,
});

/** Yes or no as a form (1, 0) or JSON (true, false) sends it. */
const yesNo = z.preprocess(
  (v) => (v === true || v === '1' || v === 1 ? true : v === false || v === '0' || v === 0 ? false : v),
  z.boolean({ error: issueMessage('store_setup.yes_no') }),
);

const minimumOrder = z.coerce
  .number({ error: issueMessage('store_setup.minimum_order_invalid') })
  .int({ error: issueMessage('store_setup.minimum_order_invalid') })
  .min(0, { error: issueMessage('store_setup.minimum_order_invalid') })
  .max(MINIMUM_ORDER_MAX, { error: issueMessage('store_setup.minimum_order_invalid') });

const registration = storeRegistrationSchema.shape;

export const storeSettingsSchema = z
  .object({
    name: requiredText('store_setup.name_required', STORE_NAME_MAX).optional(),
    description: clearableText(STORE_DESCRIPTION_MAX).optional(),
    translations: translations.optional(),
    address: registration.store_address.optional(),
    latitude: blankAsAbsent(registration.latitude),
    longitude: blankAsAbsent(registration.longitude),
    zone_id: blankAsAbsent(idSchema),
    minimum_order: blankAsAbsent(minimumOrder),
    minimum_delivery_time: blankAsAbsent(registration.minimum_delivery_time),
    maximum_delivery_time: blankAsAbsent(registration.maximum_delivery_time),
    delivery_time_type: blankAsAbsent(registration.delivery_time_type),
    tax: blankAsAbsent(registration.tax),
    announcement: clearableText(ANNOUNCEMENT_MAX).optional(),
    free_delivery: yesNo.optional(),
    take_away: yesNo.optional(),
  })
  .refine(...deliveryTimeOrderRefinement);
export type StoreSettings = z.output<typeof storeSettingsSchema>;
