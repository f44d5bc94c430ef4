import type { Locale } from '../messages/locales';
import { t } from '../messages/translate';

/** Order statuses (spec §4 app labels). */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'processing',
  'confirmed',
  'handover',
  'picked_up',
  'delivered',
  'refund_requested',
  'refunded',
  'returned',
  'failed',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders still on their way to the shopper (the orders list's 'running'); every other status is past. */
export const RUNNING_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
];
/** Orders that still hold an account open: running, or a refund still being decided (decision 307). */
export const UNSETTLED_ORDER_STATUSES: readonly OrderStatus[] = [
  ...RUNNING_ORDER_STATUSES,
  'refund_requested',
];

/** Who changes an order: the shopper, the store, the delivery man, an admin, or the system itself
 * (payment callbacks and expiry of unpaid digital payments). */
export const ORDER_ACTORS = ['customer', 'store', 'delivery_man', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

type Rule = readonly [from: OrderStatus, to: OrderStatus, actors: readonly OrderActor[]];

/**
 * Every allowed change, and who may make it (decision 102). Anything not listed is refused.
 * 'accepted' is a delivery man taking the order; it may come before or after the store confirms.
 */
export const ORDER_TRANSITIONS: readonly Rule[] = [
  ['pending', 'confirmed', ['store', 'admin']],
  ['pending', 'accepted', ['delivery_man', 'admin']],
  ['confirmed', 'accepted', ['delivery_man', 'admin']],
  ['accepted', 'processing', ['store', 'admin']],
  ['confirmed', 'processing', ['store', 'admin']],
  ['processing', 'handover', ['store', 'admin']],
  ['handover', 'picked_up', ['delivery_man', 'admin']],
  ['picked_up', 'delivered', ['delivery_man', 'admin']],
  ['pending', 'canceled', ['customer', 'store', 'admin', 'system']],
  ['confirmed', 'canceled', ['customer', 'store', 'admin']],
  ['accepted', 'canceled', ['store', 'admin']],
  ['processing', 'canceled', ['store', 'admin']],
  ['handover', 'canceled', ['admin']],
  ['picked_up', 'canceled', ['admin']],
  ['pending', 'failed', ['system', 'admin']],
  ['picked_up', 'failed', ['delivery_man', 'admin']],
  ['picked_up', 'returned', ['delivery_man', 'admin']],
  ['failed', 'returned', ['admin']],
  ['delivered', 'refund_requested', ['customer']],
  ['refund_requested', 'delivered', ['customer', 'admin']],
  ['refund_requested', 'refunded', ['admin']],
];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The statuses an actor may move an order to from `from`. */
export function allowedNextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(([f, , actors]) => f === from && actors.includes(actor)).map(
    ([, to]) => to,
  );
}

/** A status no one can move on from. */
export function isFinalStatus(status: OrderStatus): boolean {
  return !ORDER_TRANSITIONS.some(([from]) => from === status);
}

export type TransitionRefusal = 'unknown_transition' | 'actor_not_allowed';
export type TransitionError = {
  key:
    | 'order.transition_not_allowed'
    | 'order.actor_not_allowed'
    | 'order.cancel_not_allowed'
    | 'order.refund_not_allowed';
  params: { from: OrderStatus; to: OrderStatus; actor: OrderActor };
  reason: TransitionRefusal;
};
/** Shaped like `Result<OrderStatus>`, with a reason on the refusal. */
export type TransitionResult = { ok: true; value: OrderStatus } | { ok: false; error: TransitionError };

/**
 * Checks one status change against the table. A refusal is typed: `unknown_transition` when no one may
 * make that change, `actor_not_allowed` when someone else may. A customer's refused cancel or refund
 * request gets its own message.
 */
export function transitionOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): TransitionResult {
  const rule = ORDER_TRANSITIONS.find(([f, t]) => f === from && t === to);
  if (rule?.[2].includes(actor)) return { ok: true, value: to };
  const params = { from, to, actor };
  const reason: TransitionRefusal = rule ? 'actor_not_allowed' : 'unknown_transition';
  let key: TransitionError['key'] = rule ? 'order.actor_not_allowed' : 'order.transition_not_allowed';
  if (actor === 'customer' && to === 'canceled') key = 'order.cancel_not_allowed';
  if (actor === 'customer' && to === 'refund_requested') key = 'order.refund_not_allowed';
  return { ok: false, error: { key, params, reason } };
}

/** Whether the customer may cancel now (spec: only while pending or confirmed). */
export const canCustomerCancel = (status: OrderStatus) => transitionOrder(status, 'canceled', 'customer').ok;
/** Whether the customer may ask for a refund now (only once delivered). */
export const canRequestRefund = (status: OrderStatus) =>
  transitionOrder(status, 'refund_requested', 'customer').ok;

/** The label of a status in a locale ('picked_up' → 'Picked up'). */
export const orderStatusLabel = (status: OrderStatus, locale?: Locale) =>
  t(`order.status.${status}`, {}, locale);

/** A refusal as text, with the statuses as labels rather than codes. */
export function describeTransitionError(error: TransitionError, locale?: Locale): string {
  const { from, to } = error.params;
  return t(error.key, { from: orderStatusLabel(from, locale), to: orderStatusLabel(to, locale) }, locale);
}
