import {
  blankAsAbsent,
  DELIVERY_MAN_TYPES,
  IDENTITY_TYPES,
  idSchema,
  issueMessage,
  ORDER_STATUSES,
} from '@bazaar/domain';
import { z } from 'zod';
import { PageQuerySchema, pageEnvelope } from './common';
import { OrderDetailLineSchema, OrderSchema } from './orders';

/**
 * Couriers (issue 36, decision 407): their profile, going online, the orders offered to and assigned
 * to them and the moves they make; and a seller's side of deliveries (an order's full details for the
 * invoice, cancel with a reason, the couriers the store may assign).
 */

const choice = { error: issueMessage('validation.invalid_choice') };

/** GET delivery-man/profile. */
export const CourierProfileSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    /** The photo's stored name, under base_urls.delivery_man_image_url. */
    image: z.string().nullable(),
    zone_id: z.number().nullable(),
    /** A store's own courier's store; null for the market's couriers. */
    store_id: z.number().nullable(),
    type: z.enum(DELIVERY_MAN_TYPES),
    identity_type: z.enum(IDENTITY_TYPES),
    /** Online: new orders are offered. */
    online: z.boolean(),
    /** Assigned and still running. */
    current_orders: z.number(),
    delivered_orders: z.number(),
  })
  .meta({ id: 'CourierProfile' });

/** PUT delivery-man/update-active-status: said outright (the provider's app toggles; a retry here changes nothing). */
export const CourierActiveStatusBodySchema = z.object({
  status: z.enum(['online', 'offline'], choice),
});

export const CourierActiveStatusSchema = z.object({ message: z.string(), online: z.boolean() });

/** An order as a courier sees it: the Order (never its delivery code), and where to collect it. */
export const CourierOrderSchema = OrderSchema.extend({
  store_address: z.string().nullable(),
  store_phone: z.string().nullable(),
  store_latitude: z.number().nullable(),
  store_longitude: z.number().nullable(),
}).meta({ id: 'CourierOrder' });
export type CourierOrder = z.infer<typeof CourierOrderSchema>;

/** latest-orders (offered), current-orders (mine, running), all-orders (mine, every status): newest first. */
export const CourierOrdersQuerySchema = PageQuerySchema;
export const CourierOrderListSchema = pageEnvelope('orders', CourierOrderSchema).meta({
  id: 'CourierOrderList',
});

export const CourierOrderDetailsSchema = z
  .object({ order: CourierOrderSchema, details: z.array(OrderDetailLineSchema) })
  .meta({ id: 'CourierOrderDetails' });

export const CourierOrderIdQuerySchema = z.object({ order_id: idSchema });

/** PUT delivery-man/accept-order. */
export const AcceptOrderBodySchema = z.object({ order_id: idSchema });

/** The moves a courier makes from their app. */
export const COURIER_MOVES = ['picked_up', 'delivered'] as const;

/** PUT delivery-man/update-order-status: delivered needs `otp`, the customer's delivery verification code. */
export const CourierOrderStatusBodySchema = z.object({
  order_id: idSchema,
  status: z.enum(COURIER_MOVES, choice),
  otp: blankAsAbsent(
    z
      .string()
      .trim()
      .max(20, { error: issueMessage('validation.too_long', { max: 20 }) }),
  ),
});

/** PUT delivery-man/update-payment-status: the cash of a cash-on-delivery order is collected. */
export const CourierPaymentStatusBodySchema = z.object({
  order_id: idSchema,
  status: z.enum(['paid'], choice).default('paid'),
});

export const CourierOrderChangeSchema = z.object({ message: z.string(), order: CourierOrderSchema });

/** GET vendor/order-details: everything the seller's order page and its printable invoice show. */
export const VendorOrderDetailsSchema = z
  .object({
    order: OrderSchema,
    details: z.array(OrderDetailLineSchema),
    /** The customer's account; null once it was removed (the delivery address still names them). */
    customer: z
      .object({
        id: z.number(),
        f_name: z.string(),
        l_name: z.string(),
        phone: z.string().nullable(),
        email: z.string().nullable(),
      })
      .nullable(),
    store: z.object({
      id: z.number(),
      name: z.string(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      logo: z.string().nullable(),
    }),
    delivery_man: z
      .object({
        id: z.number(),
        name: z.string(),
        phone: z.string().nullable(),
        image: z.string().nullable(),
      })
      .nullable(),
    /** Every status change, oldest first, with who made it (customer, store, delivery_man, admin, system). */
    history: z.array(
      z.object({
        status: z.enum(ORDER_STATUSES),
        actor: z.string(),
        note: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'VendorOrderDetails' });
export type VendorOrderDetails = z.infer<typeof VendorOrderDetailsSchema>;

/** A courier a seller may give an order to (vendor/delivery-man/list). */
export const StoreCourierSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    phone: z.string(),
    image: z.string().nullable(),
    zone_id: z.number().nullable(),
    online: z.boolean(),
    /** The store's own courier (true) or one of the market's (false). */
    own: z.boolean(),
    /** Orders assigned to them and still running. */
    current_orders: z.number(),
  })
  .meta({ id: 'StoreCourier' });
export type StoreCourier = z.infer<typeof StoreCourierSchema>;

export const StoreCourierListSchema = pageEnvelope('delivery_men', StoreCourierSchema).meta({
  id: 'StoreCourierList',
});

/** PUT vendor/order/assign-courier: one of the store's available couriers; again to swap, until picked up. */
export const AssignCourierBodySchema = z.object({ order_id: idSchema, delivery_man_id: idSchema });
