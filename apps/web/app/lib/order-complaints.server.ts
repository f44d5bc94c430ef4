import {
  type ApiCall,
  endpoints,
  type Order,
  type OrderRefundRequest,
  type TicketSummary,
} from '@bazaar/contract';
import type { OrderStatus } from '@bazaar/domain';

/** Orders whose refund request is still open or was granted: the ones the complaints page reads. */
const REFUND_STATUSES: readonly OrderStatus[] = ['refund_requested', 'refunded'];
/** One page of each list: the page stays bounded however many orders and tickets there are. */
const ORDERS_READ = 20;
const TICKETS_READ = 50;

export type RefundComplaint = { order: Order; request: OrderRefundRequest };
export type Complaints = { refunds: RefundComplaint[]; tickets: TicketSummary[] };

/**
 * The customer's complaints about orders. No API lists refund requests for a customer, so they are read
 * from the latest past orders that are in refund (their details carry the request); tickets are the
 * support tickets tied to an order.
 */
export async function loadComplaints(api: ApiCall): Promise<Complaints> {
  const [past, tickets] = await Promise.all([
    api(endpoints.orderList, { query: { type: 'past', limit: ORDERS_READ, offset: 1 } }),
    api(endpoints.ticketList, { query: { limit: TICKETS_READ, offset: 1 } }),
  ]);
  const inRefund = past.orders.filter((o) => REFUND_STATUSES.includes(o.order_status));
  const details = await Promise.all(
    inRefund.map((o) => api(endpoints.orderDetails, { query: { order_id: o.id } })),
  );
  return {
    refunds: details.flatMap((d) =>
      d.refund_request ? [{ order: d.order, request: d.refund_request }] : [],
    ),
    tickets: tickets.tickets.filter((ticket) => ticket.order_id !== null),
  };
}
