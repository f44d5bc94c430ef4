import type { OrderRefundRequest } from '@bazaar/contract';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@bazaar/domain';
import { ImageIcon } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { absoluteTime } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import { XsrfField } from '../../auth/fields';

const TONE: Record<OrderRefundRequest['status'], string> = {
  pending: 'bg-amber-50 text-amber-800',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
  canceled: 'bg-slate-100 text-slate-700',
};

/**
 * The order's refund request: its status, reason, note, photos and support's reply; withdrawing it
 * while it waits. The photos are listed by number: the API keeps them for the admin and serves no
 * address for them to the customer.
 */
export function RefundStatus({
  request,
  canWithdraw,
}: {
  request: OrderRefundRequest;
  canWithdraw: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().formData?.get('intent') === 'withdraw';
  return (
    <section
      aria-labelledby="refund-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid="refund-request"
      data-status={request.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="refund-title" className="text-lg font-semibold text-slate-900">
          {t('orders.refund_title')}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[request.status]}`}
          data-testid="refund-status"
        >
          {t(`orders.refund_state.${request.status}`)}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {t('orders.refund_sent', { date: absoluteTime(request.created_at, locale) })}
      </p>
      <p className="mt-3 font-medium text-slate-900 [overflow-wrap:anywhere]">{request.reason}</p>
      {request.note && <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{request.note}</p>}
      {request.images.length > 0 && (
        <ul
          className="mt-3 flex flex-wrap gap-2"
          aria-label={t('orders.refund_photos', { max: MAX_IMAGES, mb: MAX_IMAGE_BYTES / 1024 / 1024 })}
        >
          {request.images.map((name, i) => (
            <li
              key={name}
              data-testid="refund-photo"
              className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 text-sm text-slate-700"
            >
              <ImageIcon className="size-4 text-slate-500" aria-hidden />
              {t('orders.refund_photo_n', { n: i + 1 })}
            </li>
          ))}
        </ul>
      )}
      {request.admin_note && (
        <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 [overflow-wrap:anywhere]">
          {t('orders.refund_reply', { note: request.admin_note })}
        </p>
      )}
      {canWithdraw && (
        <Form method="post" className="mt-4">
          <XsrfField />
          <input type="hidden" name="intent" value="withdraw" />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {t('orders.refund_withdraw')}
          </button>
        </Form>
      )}
    </section>
  );
}
