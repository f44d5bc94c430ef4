import { PageQuerySchema } from '../common';
import {
  AssignCourierBodySchema,
  CourierOrderIdQuerySchema,
  StoreCourierListSchema,
  VendorOrderDetailsSchema,
} from '../couriers';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import { CancelOrderBodySchema, OrderChangeSchema } from '../orders';

const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
/** Another store's order, or a courier not available to the store, is 404 like a missing one. */
const storeCalls = { ...guarded, 404: ErrorEnvelopeSchema };

/** A seller's orders beyond the list and status moves (vendor/*, seller token; decision 407). */
export const vendorOrderEndpoints = {
  vendorOrderDetails: defineEndpoint({
    method: 'GET',
    path: '/vendor/order-details',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "One of the store's orders in full, for its page and printable invoice: lines with variation and add-ons, customer, store, courier, amounts, status history",
    query: CourierOrderIdQuerySchema,
    response: VendorOrderDetailsSchema,
    responses: storeCalls,
  }),
  vendorOrderCancel: defineEndpoint({
    method: 'PUT',
    path: '/vendor/order/cancel',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "Cancel one of the store's orders with a reason (kept as cancellation_reason): stock and coupon use go back once; refused once handed over for delivery",
    body: CancelOrderBodySchema,
    response: OrderChangeSchema,
    responses: storeCalls,
  }),
  vendorCourierList: defineEndpoint({
    method: 'GET',
    path: '/vendor/delivery-man/list',
    tag: 'vendor',
    auth: 'seller',
    summary: "Couriers the store may assign: its own, and the market's couriers online in the store's zone",
    query: PageQuerySchema,
    response: StoreCourierListSchema,
    responses: guarded,
  }),
  vendorAssignCourier: defineEndpoint({
    method: 'PUT',
    path: '/vendor/order/assign-courier',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "Give one of the store's orders to a courier from vendor/delivery-man/list, or swap its courier, until it is picked up",
    body: AssignCourierBodySchema,
    response: OrderChangeSchema,
    responses: storeCalls,
  }),
} as const;
