import {
  ADDRESS_TYPES,
  issueMessage,
  jsonOrValue,
  MAX_LINE_QUANTITY,
  MAX_LINES_PER_GROUP,
  MAX_STORE_GROUPS,
  MAX_STORED_ID,
  PAYMENT_METHODS,
} from '@bazaar/domain';
import { z } from 'zod';

const quantityError = { error: issueMessage('cart.quantity_invalid') };
/** Ids inside the Stores JSON: real JSON numbers, whole and positive (a string "1" is refused). */
const idError = { error: issueMessage('validation.invalid_number') };
const JsonId = z.number(idError).int(idError).positive(idError).max(MAX_STORED_ID, idError);
/** A form field or JSON value that may arrive as text (multipart) or as a number (JSON). */
const FormNumber = z.coerce.number({ error: issueMessage('validation.invalid_number') }).finite();
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** One cart line as the client sends it; only what identifies the purchase is read, prices never. */
export const PlaceOrderLineSchema = z.object({
  item_id: JsonId,
  quantity: z
    .number(quantityError)
    .int(quantityError)
    .min(1, quantityError)
    .max(MAX_LINE_QUANTITY, { error: issueMessage('stock.only_n_available', { n: MAX_LINE_QUANTITY }) }),
  /** The chosen variation type, e.g. 'Red-L' (or as the spec's `variation` list). */
  variant: z.string().max(200).optional(),
  variation: z
    .array(z.object({ type: z.string().max(200) }))
    .max(1)
    .optional(),
  choices: z
    .array(z.object({ name: z.string().max(100), values: z.array(z.string().max(100)).max(20) }))
    .max(20)
    .optional(),
  add_on_ids: z.array(JsonId).max(20).optional(),
  add_on_qtys: z.array(z.number().int().min(1).max(1000)).max(20).optional(),
  item_campaign_id: JsonId.nullable().optional(),
});
export type PlaceOrderLine = z.infer<typeof PlaceOrderLineSchema>;

/** One store group of the spec's `Stores`: its lines, and the client's own total for comparison. */
export const PlaceOrderGroupSchema = z.object({
  store_id: JsonId,
  cart: z
    .array(PlaceOrderLineSchema)
    .min(1, { error: issueMessage('empty.cart') })
    .max(MAX_LINES_PER_GROUP, { error: issueMessage('validation.too_long', { max: MAX_LINES_PER_GROUP }) }),
  order_amount: z.number().finite().optional(),
});

/**
 * POST customer/order/place (spec §7), multipart or JSON. Amounts the client sends are compared with
 * the server's, never used. Fields the server owns (payment_status, order_status, user_id, prices)
 * are not part of the schema and so never reach the handler.
 */
export const PlaceOrderBodySchema = z.object({
  Stores: jsonOrValue(
    z
      .array(PlaceOrderGroupSchema, { error: issueMessage('empty.cart') })
      .min(1, { error: issueMessage('empty.cart') })
      .max(MAX_STORE_GROUPS, { error: issueMessage('validation.too_long', { max: MAX_STORE_GROUPS }) }),
  ),
  payment_method: z.preprocess(
    blankAsAbsent,
    z.enum(PAYMENT_METHODS, { error: issueMessage('validation.invalid_choice') }).default('cash_on_delivery'),
  ),
  totalOrderAmount: FormNumber.min(0).max(1_000_000_000),
  /** Sent as fixed placeholders by the storefront (spec §7); kept for the record. */
  distance: z.preprocess(blankAsAbsent, FormNumber.min(0).max(100_000).optional()),
  payment_source: z.preprocess(blankAsAbsent, z.string().max(2000).optional()),
  coupon_code: z.preprocess(blankAsAbsent, z.string().trim().max(50).optional()),
  /** A saved address of the customer's, or the address fields below. */
  address_id: z.preprocess(blankAsAbsent, z.coerce.number().int().positive().max(MAX_STORED_ID).optional()),
  contact_person_name: z.preprocess(blankAsAbsent, z.string().trim().min(1).max(100).optional()),
  contact_person_number: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .regex(/^0?\d{10}$/, {
        error: issueMessage('validation.phone_invalid'),
      })
      .optional(),
  ),
  address_type: z.preprocess(blankAsAbsent, z.enum(ADDRESS_TYPES).optional()),
  address: z.preprocess(blankAsAbsent, z.string().trim().min(1).max(255).optional()),
  road: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  house: z.preprocess(blankAsAbsent, z.string().trim().max(100).optional()),
  floor: z.preprocess(blankAsAbsent, z.string().trim().max(50).optional()),
  latitude: z.preprocess(blankAsAbsent, FormNumber.min(-90).max(90).optional()),
  longitude: z.preprocess(blankAsAbsent, FormNumber.min(-180).max(180).optional()),
  order_note: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .max(500, { error: issueMessage('validation.too_long', { max: 500 }) })
      .optional(),
  ),
});
export type PlaceOrderBody = z.output<typeof PlaceOrderBodySchema>;

/**
 * The answer. `status: false` (with 200) means the order was not placed and `message` says why (the
 * prices changed); otherwise the order group and one order per store.
 */
export const PlaceOrderResponseSchema = z
  .object({
    status: z.boolean(),
    message: z.string(),
    /** The first order's id (what a single-store client shows). */
    order_id: z.number().optional(),
    order_ids: z.array(z.number()).optional(),
    /** The order group: one checkout, one order per store. */
    checkout_id: z.number().optional(),
    total_amount: z.number().optional(),
    order_payment: z
      .object({
        payment_method: z.enum(PAYMENT_METHODS),
        payment_status: z.enum(['paid', 'unpaid']),
        /** digital_payment: where the shopper pays (the provider's page). */
        redirect_url: z.string().nullable(),
      })
      .optional(),
  })
  .meta({ id: 'PlaceOrderResult' });
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;
