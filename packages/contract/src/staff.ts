import {
  emailSchema,
  evenWithFieldErrors,
  idSchema,
  issueMessage,
  ORDER_STATUSES,
  optionalText,
} from '@bazaar/domain';
import { z } from 'zod';
import { PageQuerySchema, pageEnvelope } from './common';
import { OrderChangeSchema, OrderRefundRequestSchema, OrderSchema } from './orders';

/** Sellers and admins (decision 404): their own sign-in, store order actions, wallet top-ups, refunds. */

/** Who a staff token belongs to: a seller (vendor/*), an admin (admin/*) or a courier (delivery-man/*). */
export const STAFF_ROLES = ['seller', 'admin', 'courier'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffLoginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: issueMessage('validation.password_required') })
    .min(1, { error: issueMessage('validation.password_required') })
    .max(128, { error: issueMessage('validation.too_long', { max: 128 }) }),
});
export type StaffLoginBody = z.input<typeof StaffLoginBodySchema>;

/** A staff session: the bearer token for every vendor/* (seller) or admin/* (admin) call. */
export const StaffSessionSchema = z
  .object({
    message: z.string(),
    token: z.string(),
    role: z.enum(STAFF_ROLES),
    /** The seller's store; null for an admin. */
    store_id: z.number().nullable(),
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof StaffSessionSchema>;

const orderStatus = z.enum(ORDER_STATUSES, { error: issueMessage('validation.invalid_choice') });

/** GET vendor/orders: the seller's own store, newest first, optionally one status. */
export const VendorOrdersQuerySchema = PageQuerySchema.extend({ status: orderStatus.optional() });

/** GET admin/orders: every store, or one. */
export const AdminOrdersQuerySchema = VendorOrdersQuerySchema.extend({ store_id: idSchema.optional() });

export const StaffOrderListSchema = pageEnvelope('orders', OrderSchema).meta({ id: 'StaffOrderList' });

/** PUT vendor/order/status and admin/order/status: one move along the transition table. */
export const OrderStatusBodySchema = z.object({
  order_id: idSchema,
  status: orderStatus,
  note: optionalText(500),
});

/** The answer: the message and the order as it is now (the customer calls' OrderChange shape). */
export const OrderStatusResultSchema = OrderChangeSchema;

export const TOP_UP_MIN = 1;
export const TOP_UP_MAX = 1_000_000;
const amountMessage = issueMessage('staff.amount_range', { min: TOP_UP_MIN, max: TOP_UP_MAX });

/** Digits as text (a form field) become a number; anything else is judged as sent (no 'true' → 1). */
const wholeRupees = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: amountMessage })
    .int({ error: amountMessage })
    .min(TOP_UP_MIN, { error: amountMessage })
    .max(TOP_UP_MAX, { error: amountMessage }),
);

/** POST admin/wallet/add-fund: credit a customer's wallet (add_fund_by_admin), by id or by email. */
export const AddFundBodySchema = z
  .object({
    user_id: idSchema.optional(),
    email: emailSchema.optional(),
    amount: wholeRupees,
    /** Shown to the customer beside the credit; a unique id is added to it. */
    reference: optionalText(200),
  })
  .refine((v) => v.user_id !== undefined || v.email !== undefined, {
    error: issueMessage('staff.customer_required'),
    path: ['user_id'],
    ...evenWithFieldErrors,
  });
export type AddFundBody = z.input<typeof AddFundBodySchema>;

export const AddFundResultSchema = z
  .object({
    message: z.string(),
    user_id: z.number(),
    amount: z.number(),
    /** The ledger row's transaction_id and reference. */
    transaction_id: z.string(),
    reference: z.string(),
    /** The wallet balance after the credit, whole rupees. */
    balance: z.number(),
  })
  .meta({ id: 'AddFundResult' });

export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'canceled'] as const;

export const RefundRequestsQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(REFUND_REQUEST_STATUSES, { error: issueMessage('validation.invalid_choice') })
    .default('pending'),
});

/** A customer's refund request as an admin settles it: the request, and the order it is about. */
export const StaffRefundRequestSchema = OrderRefundRequestSchema.extend({
  user_id: z.number().nullable(),
  store_id: z.number(),
  store_name: z.string(),
  order_amount: z.number(),
  payment_method: z.string(),
  payment_status: z.string(),
  order_status: z.string(),
  updated_at: z.string(),
}).meta({ id: 'StaffRefundRequest' });

export const RefundRequestListSchema = pageEnvelope('refund_requests', StaffRefundRequestSchema).meta({
  id: 'RefundRequestList',
});

/** PUT admin/refund-request/settle: approve (refunded, wallet credited once) or reject (back to delivered). */
export const SettleRefundBodySchema = z
  .object({
    order_id: idSchema,
    action: z.enum(['approve', 'reject'], { error: issueMessage('validation.invalid_choice') }),
    admin_note: optionalText(500),
  })
  .refine((v) => v.action !== 'reject' || (v.admin_note ?? '') !== '', {
    error: issueMessage('staff.reject_note_required'),
    path: ['admin_note'],
    ...evenWithFieldErrors,
  });

export const SettleRefundResultSchema = z
  .object({
    message: z.string(),
    order: OrderSchema,
    refund_request: StaffRefundRequestSchema,
  })
  .meta({ id: 'SettleRefundResult' });
