import type { Locale } from '../messages/locales';
import { t } from '../messages/translate';
import { type OrderStatus, orderStatusLabel } from '../orders/status';

/**
 * What a notification to one customer is about, stored beside its English text (decision 502), so
 * every reader gets it in their own language: the list answers in the caller's locale, and a text
 * written in English is never parsed back. A broadcast written by a person has no notice: its text is
 * shown as written.
 */
export type Notice =
  | { kind: 'order_status'; order_id: number; status: OrderStatus }
  | { kind: 'payment_paid'; order_id: number }
  | { kind: 'refund_due'; order_id: number; amount: number }
  | { kind: 'ticket_reply'; ticket_id: number; subject: string };

/** The notification `type` clients have always read (decision 502) for each kind of notice. */
export const NOTICE_TYPE: Record<Notice['kind'], string> = {
  order_status: 'order_status',
  payment_paid: 'payment',
  refund_due: 'refund_due',
  ticket_reply: 'ticket_reply',
};

/** A notice's title and text in `locale` (English by default). */
export function noticeText(notice: Notice, locale?: Locale): { title: string; description: string } {
  switch (notice.kind) {
    case 'order_status':
      return {
        title: t('notification.order_title', { id: notice.order_id }, locale),
        description: t(
          'notification.order_status',
          { id: notice.order_id, status: orderStatusLabel(notice.status, locale) },
          locale,
        ),
      };
    case 'payment_paid':
      return {
        title: t('notification.order_title', { id: notice.order_id }, locale),
        description: t('notification.payment_paid', { id: notice.order_id }, locale),
      };
    case 'refund_due':
      return {
        title: t('notification.order_title', { id: notice.order_id }, locale),
        description: t('notification.refund_due', { id: notice.order_id, amount: notice.amount }, locale),
      };
    case 'ticket_reply':
      return {
        title: t('notification.ticket_reply_title', { id: notice.ticket_id }, locale),
        description: t('notification.ticket_reply', { subject: notice.subject }, locale),
      };
  }
}

/** A stored notice read back: anything not a well-formed notice (an old row, a broadcast) is null. */
export function readNotice(value: unknown): Notice | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const id = (key: string) => Number.isInteger(v[key]);
  switch (v.kind) {
    case 'order_status':
      return id('order_id') && typeof v.status === 'string' ? (v as Notice) : null;
    case 'payment_paid':
      return id('order_id') ? (v as Notice) : null;
    case 'refund_due':
      return id('order_id') && typeof v.amount === 'number' ? (v as Notice) : null;
    case 'ticket_reply':
      return id('ticket_id') && typeof v.subject === 'string' ? (v as Notice) : null;
    default:
      return null;
  }
}
