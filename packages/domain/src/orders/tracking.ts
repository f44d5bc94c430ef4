import type { OrderStatus } from './status';

/** The four tracking steps (spec §4), in order, as catalogue keys. */
export const TRACKING_STEPS = [
  'tracking.order_placed',
  'tracking.order_confirmed',
  'tracking.preparing_item',
  'tracking.on_the_way',
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export type TrackingProgress = {
  /** How many steps are done, 1–4; 4 once the parcel is on the way or later. */
  reached: number;
  /** True once the order is delivered (or later, in refund). */
  delivered: boolean;
  /** Set when the order stopped short: canceled, failed or returned. */
  halted: Extract<OrderStatus, 'canceled' | 'failed' | 'returned'> | null;
};

/** How far each status has come along the steps (decision 102). */
const REACHED: Record<OrderStatus, number> = {
  pending: 1,
  confirmed: 2,
  accepted: 2,
  processing: 3,
  handover: 3,
  picked_up: 4,
  delivered: 4,
  refund_requested: 4,
  refunded: 4,
  returned: 4,
  failed: 1,
  canceled: 1,
};

export function trackingProgress(status: OrderStatus): TrackingProgress {
  const delivered = status === 'delivered' || status === 'refund_requested' || status === 'refunded';
  const halted = status === 'canceled' || status === 'failed' || status === 'returned' ? status : null;
  return { reached: REACHED[status], delivered, halted };
}

/** The steps with a done flag each, ready to draw. */
export function trackingSteps(status: OrderStatus): { key: TrackingStep; done: boolean }[] {
  const { reached } = trackingProgress(status);
  return TRACKING_STEPS.map((key, i) => ({ key, done: i < reached }));
}
