import {
  blankAsAbsent,
  issueMessage,
  MAX_IMAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  requiredText,
  TEXT_MAX,
  TRACKING_STEPS,
} from '@bazaar/domain';
import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common';
import { formImagesField } from './form-images';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** When the order first reached each status (ISO time), or null while it has not. */
const statusTimes = Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.string().nullable()])) as {
  [S in (typeof ORDER_STATUSES)[number]]: z.ZodNullable<z.ZodString>;
};

/** One order (one store's part of a checkout), as lists and details show it (api-contract Order). */
export const OrderSchema = z
  .object({
    id: z.number(),
    checkout_id: z.number(),
    user_id: z.number().nullable(),
    store_id: z.number(),
    order_amount: z.number(),
    coupon_discount_amount: z.number(),
    coupon_code: z.string().nullable(),
    payment_status: z.enum(PAYMENT_STATUSES),
    order_status: OrderStatusSchema,
    payment_method: z.enum(PAYMENT_METHODS),
    total_tax_amount: z.number(),
    store_discount_amount: z.number(),
    delivery_charge: z.number(),
    original_delivery_charge: z.number(),
    dm_tips: z.number(),
    order_type: z.string(),
    order_note: z.string().nullable(),
    delivery_address: z.record(z.string(), z.unknown()).nullable(),
    store_name: z.string(),
    store_slug: z.string(),
    store_logo: z.string().nullable(),
    /** How many lines the order has. */
    details_count: z.number(),
    /** Money a late digital payment brought after the order was canceled or expired, still to give back. */
    refund_due: z.number(),
    /** The courier delivering it, once one is assigned or accepts (decision 407). */
    delivery_man: z.object({ id: z.number(), name: z.string() }).nullable(),
    /** Why it was canceled, when the store or the operator said. */
    cancellation_reason: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    ...statusTimes,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const ORDER_LIST_TYPES = ['all', 'running', 'past'] as const;

/** customer/order/list: running (not yet delivered or stopped), past, or all; newest first. */
export const OrderListQuerySchema = PageQuerySchema.extend({
  type: z.enum(ORDER_LIST_TYPES).default('all'),
});

export const OrderListSchema = z
  .object({
    total_size: z.number(),
    limit: z.number(),
    offset: z.number(),
    orders: z.array(OrderSchema),
  })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderIdQuerySchema = z.object({ order_id: IdSchema });

/** One line of an order (api-contract Order detail line); money in whole rupees, price per unit. */
export const OrderDetailLineSchema = z
  .object({
    id: z.number(),
    item_id: z.number().nullable(),
    order_id: z.number(),
    price: z.number(),
    item_details: z.record(z.string(), z.unknown()),
    variation: z.array(z.object({ type: z.string(), price: z.number() })),
    add_ons: z.array(z.object({ id: z.number(), name: z.string(), price: z.number(), quantity: z.number() })),
    discount_on_item: z.number(),
    quantity: z.number(),
    tax_amount: z.number(),
    variant: z.string().nullable(),
    item_campaign_id: z.number().nullable(),
  })
  .meta({ id: 'OrderDetailLine' });
export type OrderDetailLine = z.infer<typeof OrderDetailLineSchema>;

export const OrderRefundRequestSchema = z
  .object({
    id: z.number(),
    order_id: z.number(),
    reason: z.string(),
    note: z.string().nullable(),
    /** Stored image names (the admin reads them); at most 3. */
    images: z.array(z.string()),
    status: z.enum(['pending', 'approved', 'rejected', 'canceled']),
    admin_note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'RefundRequest' });
export type OrderRefundRequest = z.infer<typeof OrderRefundRequestSchema>;

/**
 * The customer's own order: with the delivery verification code they tell the courier at the door
 * (decision 407). Only the order's customer is ever answered this shape; sellers' and couriers'
 * answers are the plain Order, which has no place for the code.
 */
export const CustomerOrderSchema = OrderSchema.extend({ delivery_verification_code: z.string() }).meta({
  id: 'CustomerOrder',
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** customer/order/details: the order, its lines and its latest refund request. */
export const OrderDetailsSchema = z
  .object({
    order: CustomerOrderSchema,
    details: z.array(OrderDetailLineSchema),
    refund_request: OrderRefundRequestSchema.nullable(),
  })
  .meta({ id: 'OrderDetails' });
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

/** customer/order/track: the four steps of spec §4, each done or not. */
export const OrderTrackingSchema = z
  .object({
    order_id: z.number(),
    order_status: OrderStatusSchema,
    steps: z.array(z.object({ key: z.enum(TRACKING_STEPS), label: z.string(), done: z.boolean() })),
    /** Set when the order stopped short of delivery. */
    halted: z.enum(['canceled', 'failed', 'returned']).nullable(),
    delivered: z.boolean(),
  })
  .meta({ id: 'OrderTracking' });
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** PUT customer/order/cancel: a reason is required. */
export const CancelOrderBodySchema = z.object({
  order_id: IdSchema,
  reason: requiredText('validation.cancel_reason_required', 255),
});

/** An answer that changed one order: the message and the order as it is now. */
export const OrderChangeSchema = z.object({ message: z.string(), order: OrderSchema });

/** The form's images (spec §5): at most 3 files of at most 2 MB, reported under the field. */
const imageField = formImagesField();

const optionalText = (max: number) =>
  blankAsAbsent(
    z
      .string()
      .trim()
      .max(max, { error: issueMessage('validation.too_long', { max }) }),
  );

/**
 * POST customer/order/refund-request (multipart). `reason` is required (the platform's apps send it as
 * `customer_reason`, its note as `customer_note` and the files as `image[]`: both spellings are taken).
 */
export const RefundRequestBodySchema = z
  .object({
    order_id: IdSchema,
    reason: optionalText(255),
    customer_reason: optionalText(255),
    note: optionalText(TEXT_MAX),
    customer_note: optionalText(TEXT_MAX),
    image: imageField,
    'image[]': imageField,
  })
  .refine((v) => Boolean(v.reason ?? v.customer_reason), {
    error: issueMessage('validation.refund_reason_required'),
    path: ['reason'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((v) => (v.image?.length ?? 0) + (v['image[]']?.length ?? 0) <= MAX_IMAGES, {
    error: issueMessage('validation.images_max', { max: MAX_IMAGES }),
    path: ['image'],
  });

/** PUT customer/order/refund-request/cancel. */
export const CancelRefundRequestBodySchema = z.object({ order_id: IdSchema });

/** POST customer/order/reorder. */
export const ReorderBodySchema = z.object({ order_id: IdSchema });

/** A line that can go back in the cart, shaped as the stored cart keeps it. */
export const ReorderLineSchema = z.object({
  item_id: z.number(),
  quantity: z.number(),
  variant: z.string().optional(),
  choices: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).optional(),
  add_on_ids: z.array(z.number()).optional(),
  add_on_qtys: z.array(z.number()).optional(),
  /** The unit price the order was bought at: the cart tells the customer when today's differs. */
  price: z.number().optional(),
});
export type ReorderLine = z.infer<typeof ReorderLineSchema>;

const ReorderNoticeSchema = z.object({
  item_id: z.number().nullable(),
  code: z.string(),
  message: z.string(),
});

/** What can be put back in the cart; lines left out, and lines whose quantity was lowered, say why. */
export const ReorderSchema = z
  .object({
    cart: z.array(ReorderLineSchema),
    skipped: z.array(ReorderNoticeSchema),
    adjusted: z.array(ReorderNoticeSchema),
  })
  .meta({ id: 'Reorder' });
export type Reorder = z.infer<typeof ReorderSchema>;
