import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  CancelOrderBodySchema,
  CancelRefundRequestBodySchema,
  OrderChangeSchema,
  OrderDetailsSchema,
  OrderIdQuerySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderTrackingSchema,
  RefundRequestBodySchema,
  ReorderBodySchema,
  ReorderSchema,
} from '../orders';

const tag = 'orders';
/** Every order call is the signed-in customer's own: another customer's order is 404, as a missing one. */
const own = { 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const changing = { ...own, 403: ErrorEnvelopeSchema };

/** The customer's orders: list, details, tracking, cancel, refund request and reorder. */
export const orderEndpoints = {
  orderList: defineEndpoint({
    method: 'GET',
    path: '/customer/order/list',
    tag,
    auth: 'required',
    summary: 'The customer’s orders, newest first: running, past or all (limit, offset = page from 1)',
    query: OrderListQuerySchema,
    response: OrderListSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
  }),
  orderDetails: defineEndpoint({
    method: 'GET',
    path: '/customer/order/details',
    tag,
    auth: 'required',
    summary: 'One order with its lines (item, variation, add-ons, price, discount, tax) and refund request',
    query: OrderIdQuerySchema,
    response: OrderDetailsSchema,
    responses: changing,
  }),
  orderTrack: defineEndpoint({
    method: 'GET',
    path: '/customer/order/track',
    tag,
    auth: 'required',
    summary: 'Tracking: order placed, order confirmed, preparing item, delivery on the way',
    query: OrderIdQuerySchema,
    response: OrderTrackingSchema,
    responses: changing,
  }),
  orderCancel: defineEndpoint({
    method: 'PUT',
    path: '/customer/order/cancel',
    tag,
    auth: 'required',
    summary: 'Cancel an order while the status table allows it (reason required); stock and money go back',
    body: CancelOrderBodySchema,
    response: OrderChangeSchema,
    responses: changing,
  }),
  orderRefundRequest: defineEndpoint({
    method: 'POST',
    path: '/customer/order/refund-request',
    tag,
    auth: 'required',
    bodyType: 'multipart',
    summary:
      'Ask for a refund of a delivered order: reason required, note, up to 3 images (≤ 2 MB, jpeg/png/webp)',
    body: RefundRequestBodySchema,
    response: OrderChangeSchema,
    responses: changing,
  }),
  orderRefundRequestCancel: defineEndpoint({
    method: 'PUT',
    path: '/customer/order/refund-request/cancel',
    tag,
    auth: 'required',
    summary: 'Withdraw an open refund request: the order is delivered again',
    body: CancelRefundRequestBodySchema,
    response: OrderChangeSchema,
    responses: changing,
  }),
  orderReorder: defineEndpoint({
    method: 'POST',
    path: '/customer/order/reorder',
    tag,
    auth: 'required',
    summary: 'What of an order can go back in the cart: campaign, unavailable and sold-out lines are skipped',
    body: ReorderBodySchema,
    response: ReorderSchema,
    responses: changing,
  }),
} as const;
