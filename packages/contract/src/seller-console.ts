import { z } from 'zod';
import { OrderSchema } from './orders';

/** What the seller's console shows first (issue 36): the store, today, the last seven days, recent orders. */

export const SellerStoreSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  /** Taking orders now: active and within its opening hours (decision 203). */
  open: z.boolean(),
  active: z.boolean(),
});

/** One day in Pakistan time: its orders and their sales (canceled, failed, refunded and returned ones left out). */
export const SalesDaySchema = z.object({
  /** YYYY-MM-DD, Pakistan time. */
  date: z.string(),
  orders: z.number().int(),
  /** Whole rupees: the orders' amounts. */
  sales: z.number(),
});
export type SalesDay = z.infer<typeof SalesDaySchema>;

export const SellerDashboardSchema = z
  .object({
    store: SellerStoreSummarySchema,
    today: SalesDaySchema,
    /** Orders waiting for the store to confirm them (pending). */
    waiting: z.number().int(),
    /** The last seven days, oldest first, today last. */
    days: z.array(SalesDaySchema),
    /** The five newest orders. */
    recent_orders: z.array(OrderSchema),
  })
  .meta({ id: 'SellerDashboard' });
export type SellerDashboard = z.infer<typeof SellerDashboardSchema>;

/**
 * GET vendor/orders/stream answers `text/event-stream` (server-sent events), never JSON: an `order`
 * event `{"order_id":…}` each time one of the store's orders is placed or changes, a `resync` event when
 * changes may have been missed (read the orders again), and a comment every 25 s to keep it open.
 */
export const OrderStreamSchema = z.string().meta({
  id: 'OrderEventStream',
  description:
    'text/event-stream: `event: order` with data {"order_id": n} when one of the store\'s orders is placed or changes; `event: resync` when events may have been missed; a `: keep-alive` comment every 25 s',
});

/** The data of one `order` event of the stream. */
export const OrderStreamEventSchema = z.object({ order_id: z.number().int() });
export type OrderStreamEvent = z.infer<typeof OrderStreamEventSchema>;
