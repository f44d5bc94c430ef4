import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import { OrderStreamSchema, SellerDashboardSchema } from '../seller-console';

const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** The seller console's own reads (issue 36, decision 411): its dashboard and its live orders. */
export const sellerConsoleEndpoints = {
  vendorDashboard: defineEndpoint({
    method: 'GET',
    path: '/vendor/dashboard',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "The seller's store (open now or not), today's orders and sales, the last seven days (Pakistan time) and the five newest orders",
    response: SellerDashboardSchema,
    responses: guarded,
  }),
  vendorOrderStream: defineEndpoint({
    method: 'GET',
    path: '/vendor/orders/stream',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "Server-sent events of the seller's store's orders as they are placed or change, from every server process (PostgreSQL LISTEN/NOTIFY); asks for `Accept: text/event-stream` (else 406)",
    response: OrderStreamSchema,
    responses: { ...guarded, 406: ErrorEnvelopeSchema },
  }),
} as const;
