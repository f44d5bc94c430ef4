import type { Order } from '@bazaar/contract';
import { type OrderStatus, TRACKING_STEPS, type TrackingStep, trackingProgress } from '@bazaar/domain';

export type TimelineStep = { key: TrackingStep; done: boolean; at: string | null };
export type Timeline = {
  steps: TimelineStep[];
  delivered: boolean;
  deliveredAt: string | null;
  halted: ReturnType<typeof trackingProgress>['halted'];
  haltedAt: string | null;
};

/** The statuses whose first time marks each step, earliest wins (accepted may come before confirmed). */
const STEP_STATUSES: Record<TrackingStep, readonly OrderStatus[]> = {
  'tracking.order_placed': ['pending'],
  'tracking.order_confirmed': ['confirmed', 'accepted'],
  'tracking.preparing_item': ['processing', 'handover'],
  'tracking.on_the_way': ['picked_up'],
};

type Times = Pick<Order, OrderStatus | 'created_at'>;

const earliest = (times: Times, statuses: readonly OrderStatus[]) =>
  statuses
    .map((s) => times[s])
    .filter((t): t is string => Boolean(t))
    .sort()[0] ?? null;

/**
 * The four tracking steps of spec §4 (done as the domain counts them, decision 102) with the time each
 * was reached where the order has it; the placed step falls back to the order's creation time.
 */
export function orderTimeline(order: Times & { order_status: OrderStatus }): Timeline {
  const progress = trackingProgress(order.order_status);
  const steps = TRACKING_STEPS.map((key, i) => {
    const done = i < progress.reached;
    const at = done ? earliest(order, STEP_STATUSES[key]) : null;
    return { key, done, at: at ?? (done && i === 0 ? order.created_at : null) };
  });
  return {
    steps,
    delivered: progress.delivered,
    deliveredAt: progress.delivered ? order.delivered : null,
    halted: progress.halted,
    haltedAt: progress.halted ? order[progress.halted] : null,
  };
}
