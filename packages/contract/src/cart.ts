import { issueMessage, MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_STORED_ID, NAME_MAX } from '@bazaar/domain';
import { z } from 'zod';
import { CouponSchema } from './coupons';

const id = z.number().int().positive().max(MAX_STORED_ID);
const quantity = z
  .number({ error: issueMessage('cart.quantity_invalid') })
  .int({ error: issueMessage('cart.quantity_invalid') })
  .min(1, { error: issueMessage('cart.quantity_invalid') })
  .max(MAX_LINE_QUANTITY, { error: issueMessage('cart.quantity_max', { max: MAX_LINE_QUANTITY }) });
const label = z.string().max(NAME_MAX, { error: issueMessage('validation.too_long', { max: NAME_MAX }) });

/**
 * One line of a signed-in customer's stored cart (the domain's StoredCartLine): what was asked for,
 * never prices to charge. Order placement reads the same shape.
 */
export const StoredCartLineSchema = z
  .object({
    item_id: id,
    quantity,
    variant: label.optional(),
    choices: z
      .array(z.object({ name: label, values: z.array(label).max(20) }))
      .max(20)
      .optional(),
    add_on_ids: z.array(id).max(20).optional(),
    add_on_qtys: z.array(quantity).max(20).optional(),
    item_campaign_id: id.nullable().optional(),
    /** The unit price the customer last saw (cart line `price`); only used to tell them it changed. */
    price: z.number().min(0).max(100_000_000).optional(),
  })
  .refine((line) => (line.add_on_qtys?.length ?? 0) <= (line.add_on_ids?.length ?? 0), {
    error: 'add_on_qtys may not be longer than add_on_ids',
    path: ['add_on_qtys'],
  })
  .meta({ id: 'StoredCartLine' });
export type StoredCartLineInput = z.infer<typeof StoredCartLineSchema>;

const StoredCartSchema = z
  .array(StoredCartLineSchema)
  .max(MAX_CART_LINES, { error: issueMessage('cart.too_many_lines', { max: MAX_CART_LINES }) });

/** PUT customer/cart: the whole cart; coupon_code absent keeps the stored code, null clears it. */
export const PutCartBodySchema = z.object({
  cart: StoredCartSchema,
  coupon_code: z.string().max(200).nullable().optional(),
});

/** POST customer/cart/merge: the guest cart kept in the browser before sign-in. */
export const MergeCartBodySchema = z.object({ cart: StoredCartSchema });

/** POST cart/quote: a guest's cart (kept in the browser) to price; nothing is stored. */
export const QuoteCartBodySchema = z.object({ cart: StoredCartSchema });

const VariationOptionSchema = z.object({ type: z.string(), price: z.number(), stock: z.number() });
const AddOnSchema = z.object({ id: z.number(), name: z.string(), price: z.number() });

/** A cart line recomputed from the catalogue (spec §3 field names, the domain's CartLine). */
export const CartLineSchema = z
  .object({
    id: z.string(),
    item_id: z.number(),
    store_id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
    price: z.number(),
    new_price: z.number(),
    total_price: z.number(),
    quantity: z.number(),
    variation: z.array(VariationOptionSchema),
    variant: z.string(),
    choices: z.array(
      z.object({
        name: z.string(),
        values: z.array(z.object({ label: z.string(), optionPrice: z.number() })),
      }),
    ),
    add_on_ids: z.array(z.number()),
    add_on_qtys: z.array(z.number()),
    add_ons: z.array(AddOnSchema),
    item_campaign_id: z.number().nullable(),
    tax_amount: z.number(),
    tax_value: z.number(),
    tax_type: z.enum(['percent', 'amount']),
    tax_included: z.boolean(),
    discount: z.number(),
    discount_amount: z.number(),
    discount_value: z.number(),
    discount_type: z.enum(['percent', 'amount']),
    weight: z.number(),
    length: z.number(),
    height: z.number(),
    width: z.number(),
    stock: z.number(),
    /** The line's chargeable weight in whole grams. */
    orderWeight: z.number(),
    delivery_charges_contribution: z.number(),
  })
  .meta({ id: 'CartLine' });

/** A store's group of the cart (spec §3 field names), amounts in whole rupees. */
export const StoreGroupSchema = z
  .object({
    cart: z.array(CartLineSchema),
    coupon: CouponSchema.nullable(),
    coupon_discount_amount: z.number(),
    order_amount: z.number(),
    order_price: z.number(),
    actual_amount: z.number(),
    store_id: z.number(),
    store_name: z.string(),
    store_slug: z.string(),
    /** The store's minimum order (order_price, whole rupees; 0 none): checkout refuses a group below it. */
    minimum_order: z.number(),
    distance: z.number(),
    discount_amount: z.number(),
    tax_amount: z.number(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    address_type: z.enum(['home', 'office', 'others']).nullable(),
    dm_tips: z.number(),
    delivery_charges: z.number(),
    actual_delivery_charges: z.number(),
    delivery_charges_contribution: z.number(),
    leopard_detail: z
      .object({
        courier: z.string().optional(),
        rates: z.array(z.object({ kg: z.number(), rate: z.number() })),
      })
      .nullable(),
  })
  .meta({ id: 'StoreGroup' });

/**
 * Why the stored cart changed when it was checked against the catalogue: `unavailable` (item or
 * store gone or inactive, line dropped), `out_of_stock` (dropped), `stock` (quantity lowered),
 * `price_changed`, `invalid` (variation, choices or add-ons no longer valid, dropped), `cart_full`
 * (line over the cap, dropped) and `coupon` (the coupon was cleared; item_id null).
 */
export const CART_NOTICE_CODES = [
  'unavailable',
  'out_of_stock',
  'stock',
  'price_changed',
  'invalid',
  'cart_full',
  'coupon',
] as const;
export type CartNoticeCode = (typeof CART_NOTICE_CODES)[number];

export const CartNoticeSchema = z.object({
  item_id: z.number().nullable(),
  code: z.enum(CART_NOTICE_CODES),
  message: z.string(),
});

/** GET/PUT customer/cart and POST customer/cart/merge: the cart as recomputed, and what is stored. */
export const CartAnswerSchema = z
  .object({
    cart: z.array(StoreGroupSchema),
    lines: z.array(StoredCartLineSchema),
    coupon_code: z.string().nullable(),
    notices: z.array(CartNoticeSchema),
  })
  .meta({ id: 'CartAnswer' });
export type CartAnswer = z.infer<typeof CartAnswerSchema>;

/** The header badge's figure: the sum of the stored lines' quantities. */
export const CartCountSchema = z.object({ count: z.number().int().min(0) });
export type CartCount = z.infer<typeof CartCountSchema>;
