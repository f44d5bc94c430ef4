import type { Order } from '@bazaar/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { OrderStatusChip } from '../order-status';
import { StoreLogo } from './store-logo';

/** One order in the list: the store, number, date, item count, total, status and payment; a link to it. */
export function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  return (
    <li data-testid="order-card" data-order-id={order.id} data-status={order.order_status}>
      <Link
        to={`/customer/order/${order.id}`}
        className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <StoreLogo logo={order.store_logo} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="truncate font-semibold text-slate-900">{order.store_name}</span>
            <OrderStatusChip status={order.order_status} />
          </span>
          <span className="mt-1 block text-sm text-slate-600">
            {t('customer.order_number', { id: order.id })} · {shortDate(order.created_at, locale)} ·{' '}
            {t('customer.items_count', { n: order.details_count })}
          </span>
          <span className="mt-2 flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
            <span className="text-xs text-slate-500">
              {t(`payment.method.${order.payment_method}`)} · {t(`payment.status.${order.payment_status}`)}
            </span>
            <span className="font-bold text-slate-900" data-testid="order-total">
              {money(order.order_amount)}
            </span>
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 self-center text-slate-400 rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}

/** The list's shape while another tab or page loads. */
export function OrderCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul aria-hidden className="grid gap-3" data-testid="orders-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="flex animate-pulse gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <span className="size-10 shrink-0 rounded-full bg-slate-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/2 rounded bg-slate-200" />
            <span className="block h-3 w-3/4 rounded bg-slate-100" />
            <span className="block h-3 w-1/3 rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}
