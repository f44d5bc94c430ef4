import { describe, expect, it } from 'vitest';
import { t } from '../messages/translate';
import { type Notice, noticeText, readNotice } from './notice-text';

describe('noticeText: a notice in the reader’s language', () => {
  it.each<[Notice, 'en' | 'ur' | 'ar' | 'sp', string, string]>([
    [
      { kind: 'order_status', order_id: 12, status: 'confirmed' },
      'en',
      'Order #12',
      'Your order #12 is now Confirmed.',
    ],
    [{ kind: 'payment_paid', order_id: 7 }, 'en', 'Order #7', 'We received your payment for order #7.'],
    [
      { kind: 'ticket_reply', ticket_id: 3, subject: 'Late delivery' },
      'en',
      'Support replied to ticket #3',
      'Support answered your ticket "Late delivery".',
    ],
  ])('%j in %s', (notice, locale, title, description) => {
    expect(noticeText(notice, locale)).toEqual({ title, description });
  });

  it('translates the order status inside the sentence, not only the sentence', () => {
    for (const locale of ['ur', 'ar'] as const) {
      const { description } = noticeText({ kind: 'order_status', order_id: 12, status: 'delivered' }, locale);
      expect(description).toContain('12');
      expect(description).toContain(t('order.status.delivered', {}, locale));
      expect(description).not.toMatch(/[A-Za-z]{3}/);
    }
  });

  it('keeps the amount of a refund due', () => {
    expect(noticeText({ kind: 'refund_due', order_id: 5, amount: 1250 }).description).toContain('1250');
  });
});

describe('readNotice: only well-formed notices come back', () => {
  it.each([
    [{ kind: 'order_status', order_id: 1, status: 'pending' }, true],
    [{ kind: 'order_status', order_id: '1', status: 'pending' }, false],
    [{ kind: 'payment_paid', order_id: 4 }, true],
    [{ kind: 'refund_due', order_id: 4 }, false],
    [{ kind: 'ticket_reply', ticket_id: 2, subject: 'x' }, true],
    [{ kind: 'broadcast' }, false],
    [null, false],
    ['order_status', false],
  ])('%j → %s', (value, ok) => {
    expect(readNotice(value) !== null).toBe(ok);
  });
});
