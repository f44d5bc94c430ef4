import {
  AcceptOrderBodySchema,
  CourierActiveStatusBodySchema,
  CourierActiveStatusSchema,
  CourierOrderChangeSchema,
  CourierOrderDetailsSchema,
  CourierOrderIdQuerySchema,
  CourierOrderListSchema,
  CourierOrderStatusBodySchema,
  CourierOrdersQuerySchema,
  CourierPaymentStatusBodySchema,
  CourierProfileSchema,
} from '../couriers';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

/** 401 without a staff token (a customer's never counts), 403 for a staff token of another role. */
const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
/** An order the courier may not see is 404, exactly like a missing one. */
const orderCalls = { ...guarded, 404: ErrorEnvelopeSchema };

/** The courier app's calls (delivery-man/*, courier token only; decision 407). */
export const courierEndpoints = {
  courierProfile: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/profile',
    tag: 'delivery-man',
    auth: 'courier',
    summary: "The signed-in courier's profile: zone, store (a store's own courier), online, order counts",
    response: CourierProfileSchema,
    responses: guarded,
  }),
  courierActiveStatus: defineEndpoint({
    method: 'PUT',
    path: '/delivery-man/update-active-status',
    tag: 'delivery-man',
    auth: 'courier',
    summary: 'Go online (new orders are offered) or offline (none are)',
    body: CourierActiveStatusBodySchema,
    response: CourierActiveStatusSchema,
    responses: guarded,
  }),
  courierLatestOrders: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/latest-orders',
    tag: 'delivery-man',
    auth: 'courier',
    summary:
      "Orders offered to the courier while online: confirmed or processing, no courier yet, of a store in the courier's zone (a store's own courier: of that store)",
    query: CourierOrdersQuerySchema,
    response: CourierOrderListSchema,
    responses: guarded,
  }),
  courierCurrentOrders: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/current-orders',
    tag: 'delivery-man',
    auth: 'courier',
    summary: 'Orders assigned to the courier and not finished, newest first',
    query: CourierOrdersQuerySchema,
    response: CourierOrderListSchema,
    responses: guarded,
  }),
  courierAllOrders: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/all-orders',
    tag: 'delivery-man',
    auth: 'courier',
    summary: 'Every order the courier has had, newest first (the delivery history)',
    query: CourierOrdersQuerySchema,
    response: CourierOrderListSchema,
    responses: guarded,
  }),
  courierOrderDetails: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/order-details',
    tag: 'delivery-man',
    auth: 'courier',
    summary: "One order with its lines: the courier's own or one offered to them; any other is 404",
    query: CourierOrderIdQuerySchema,
    response: CourierOrderDetailsSchema,
    responses: orderCalls,
  }),
  courierAcceptOrder: defineEndpoint({
    method: 'PUT',
    path: '/delivery-man/accept-order',
    tag: 'delivery-man',
    auth: 'courier',
    summary:
      'Take an offered order (a confirmed one becomes accepted). Of two couriers accepting at once exactly one gets it; the other is answered 409',
    body: AcceptOrderBodySchema,
    response: CourierOrderChangeSchema,
    responses: { ...orderCalls, 409: ErrorEnvelopeSchema },
  }),
  courierOrderStatus: defineEndpoint({
    method: 'PUT',
    path: '/delivery-man/update-order-status',
    tag: 'delivery-man',
    auth: 'courier',
    summary:
      "Picked up (once the store handed it over), or delivered with `otp`, the customer's delivery verification code; wrong codes are limited per order (429)",
    body: CourierOrderStatusBodySchema,
    response: CourierOrderChangeSchema,
    responses: { ...orderCalls, 429: ErrorEnvelopeSchema },
  }),
  courierPaymentStatus: defineEndpoint({
    method: 'PUT',
    path: '/delivery-man/update-payment-status',
    tag: 'delivery-man',
    auth: 'courier',
    summary: "The cash of one of the courier's cash-on-delivery orders is collected: payment_status paid",
    body: CourierPaymentStatusBodySchema,
    response: CourierOrderChangeSchema,
    responses: orderCalls,
  }),
} as const;
