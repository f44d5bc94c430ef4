import { MessageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  AddFundBodySchema,
  AddFundResultSchema,
  AdminOrdersQuerySchema,
  OrderStatusBodySchema,
  OrderStatusResultSchema,
  RefundRequestListSchema,
  RefundRequestsQuerySchema,
  SettleRefundBodySchema,
  SettleRefundResultSchema,
  StaffLoginBodySchema,
  StaffOrderListSchema,
  StaffSessionSchema,
  VendorOrdersQuerySchema,
} from '../staff';

/** 401 without a staff token (a customer's never counts), 403 for a staff token of the other role. */
const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
/** A move refused by the transition table is 403; an order outside the caller's reach is 404. */
const moves = { ...guarded, 404: ErrorEnvelopeSchema };

/** Sellers (vendor/*) and admins (admin/*), each with their own token (decision 404). */
export const staffEndpoints = {
  staffLogin: defineEndpoint({
    method: 'POST',
    path: '/staff/auth/login',
    tag: 'staff',
    summary:
      'Sign in a seller, a courier or an admin; the token is for vendor/*, delivery-man/* or admin/* calls only',
    body: StaffLoginBodySchema,
    response: StaffSessionSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
  }),
  vendorLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/vendor/login',
    tag: 'staff',
    summary:
      "The seller app's sign-in (the provider's name): the staff sign-in for sellers only; any other account is refused as wrong credentials",
    body: StaffLoginBodySchema,
    response: StaffSessionSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
  }),
  courierLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/delivery-man/login',
    tag: 'staff',
    summary:
      "The courier app's sign-in (the provider's name): the staff sign-in for couriers only; the token is for delivery-man/* calls",
    body: StaffLoginBodySchema,
    response: StaffSessionSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
  }),
  staffLogout: defineEndpoint({
    method: 'POST',
    path: '/staff/auth/logout',
    tag: 'staff',
    auth: 'staff',
    summary: 'Sign out a seller, a courier or an admin: the token is revoked at once',
    response: MessageSchema,
    responses: guarded,
  }),
  vendorOrders: defineEndpoint({
    method: 'GET',
    path: '/vendor/orders',
    tag: 'vendor',
    auth: 'seller',
    summary: "The seller's store orders, newest first, optionally of one status",
    query: VendorOrdersQuerySchema,
    response: StaffOrderListSchema,
    responses: guarded,
  }),
  vendorOrderStatus: defineEndpoint({
    method: 'PUT',
    path: '/vendor/order/status',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "Move one of the store's orders (as the store, or as its own delivery man); another store's order is 404",
    body: OrderStatusBodySchema,
    response: OrderStatusResultSchema,
    responses: moves,
  }),
  adminOrders: defineEndpoint({
    method: 'GET',
    path: '/admin/orders',
    tag: 'admin',
    auth: 'admin',
    summary: 'Orders of every store (or of one), newest first, optionally of one status',
    query: AdminOrdersQuerySchema,
    response: StaffOrderListSchema,
    responses: guarded,
  }),
  adminOrderStatus: defineEndpoint({
    method: 'PUT',
    path: '/admin/order/status',
    tag: 'admin',
    auth: 'admin',
    summary: "Move any store's order along the transition table, as admin",
    body: OrderStatusBodySchema,
    response: OrderStatusResultSchema,
    responses: moves,
  }),
  adminAddFund: defineEndpoint({
    method: 'POST',
    path: '/admin/wallet/add-fund',
    tag: 'admin',
    auth: 'admin',
    summary: "Credit a customer's wallet (add_fund_by_admin), Rs 1 to 1,000,000, by user_id or email",
    body: AddFundBodySchema,
    response: AddFundResultSchema,
    responses: moves,
  }),
  adminRefundRequests: defineEndpoint({
    method: 'GET',
    path: '/admin/refund-requests',
    tag: 'admin',
    auth: 'admin',
    summary: 'Refund requests of every store, oldest first, by status (pending by default)',
    query: RefundRequestsQuerySchema,
    response: RefundRequestListSchema,
    responses: guarded,
  }),
  adminSettleRefund: defineEndpoint({
    method: 'PUT',
    path: '/admin/refund-request/settle',
    tag: 'admin',
    auth: 'admin',
    summary:
      'Approve a pending refund request (refunded: stock back, wallet credited once) or reject it (back to delivered)',
    body: SettleRefundBodySchema,
    response: SettleRefundResultSchema,
    responses: moves,
  }),
} as const;
