import type { Order, OrderRefundRequest } from '@bazaar/contract';
import { canCustomerCancel, canRequestRefund, type OrderStatus } from '@bazaar/domain';

/** What the order page's action answers: a toast, an error, messages under fields, reorder notices. */
export type OrderActionAnswer = {
  intent: 'cancel' | 'refund' | 'withdraw' | 'reorder';
  notice?: string;
  error?: string;
  fields?: Partial<Record<'reason' | 'image' | 'note', string>>;
  skipped?: string[];
};

export const ORDER_INTENTS: readonly OrderActionAnswer['intent'][] = [
  'cancel',
  'refund',
  'withdraw',
  'reorder',
];

/** The reasons offered when cancelling; "another reason" is added by the form. */
export const CANCEL_REASONS = [
  { value: 'mind', label: 'orders.cancel_reason.mind' },
  { value: 'mistake', label: 'orders.cancel_reason.mistake' },
  { value: 'slow', label: 'orders.cancel_reason.slow' },
  { value: 'price', label: 'orders.cancel_reason.price' },
] as const;

/** The reasons offered when asking for a refund. */
export const REFUND_REASONS = [
  { value: 'damaged', label: 'orders.refund_reason.damaged' },
  { value: 'wrong', label: 'orders.refund_reason.wrong' },
  { value: 'missing', label: 'orders.refund_reason.missing' },
  { value: 'different', label: 'orders.refund_reason.different' },
] as const;

/** What the order page offers the shopper now, from the order's status (decision 102's table). */
export type OrderActions = {
  cancel: boolean;
  refund: boolean;
  withdrawRefund: boolean;
  reorder: boolean;
  review: boolean;
  help: boolean;
};

/** Statuses whose goods reached the shopper: they can be reviewed. */
const RECEIVED: readonly OrderStatus[] = ['delivered', 'refund_requested', 'refunded'];

/**
 * The actions allowed now. Cancel and refund follow the domain's transition table (the API checks the
 * same); a refund is asked once per delivery, so not while a request is pending or after an approved
 * one; withdrawing is for the open request; reorder needs an order that is no longer running.
 */
export function orderActions(
  order: Pick<Order, 'order_status'>,
  refund: Pick<OrderRefundRequest, 'status'> | null,
): OrderActions {
  const status = order.order_status;
  const open = refund?.status === 'pending';
  return {
    cancel: canCustomerCancel(status),
    refund: canRequestRefund(status) && !open && refund?.status !== 'approved',
    withdrawRefund: status === 'refund_requested' && open,
    reorder: true,
    review: RECEIVED.includes(status),
    help: true,
  };
}

/**
 * The reason sent with a cancel or refund: the picked choice's text (in the shopper's language), with
 * what they wrote after it; "another reason" is only what they wrote. Empty when neither was given, so
 * the API answers with the spec's message.
 */
export function reasonText(
  choice: string,
  details: string,
  choices: readonly { value: string; label: string }[],
  say: (label: string) => string,
): string {
  const picked = choices.find((c) => c.value === choice);
  const own = details.trim();
  if (!picked) return own;
  return own ? `${say(picked.label)}: ${own}` : say(picked.label);
}
