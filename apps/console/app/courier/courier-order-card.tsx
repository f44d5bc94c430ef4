import type { CourierOrder } from '@bazaar/contract';
import { ChevronRight, MapPin, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cashToCollect, deliveryContact } from '../lib/courier-orders';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';

/** An order's status as a small badge (the catalogue's `order.status.*`). */
export function StatusBadge({ status }: { status: CourierOrder['order_status'] }) {
  const t = useT();
  return (
    <span
      className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
      data-testid="order-status"
    >
      {t(`order.status.${status}`)}
    </span>
  );
}

/**
 * One order on the courier's phone: the whole card opens it (a big target for a thumb); where to collect
 * it, where it goes, the amount and the cash to take at the door. An offered order has its Accept below.
 */
export function CourierOrderCard({ order, action }: { order: CourierOrder; action?: ReactNode }) {
  const t = useT();
  const format = useFormat();
  const cash = cashToCollect(order);
  const to = deliveryContact(order.delivery_address);
  return (
    <article
      aria-labelledby={`courier-order-${order.id}`}
      data-testid="courier-order-card"
      data-order-id={order.id}
      className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <Link
        to={`/courier/orders/${order.id}`}
        className="block space-y-2 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 id={`courier-order-${order.id}`} className="font-semibold">
            {t('console.order_number', { id: order.id })}
          </h3>
          <StatusBadge status={order.order_status} />
        </div>
        <p className="flex items-start gap-2 text-sm">
          <Store aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0">
            <span className="sr-only">{t('console.courier_pickup')}: </span>
            <span className="bidi-plain font-medium [overflow-wrap:anywhere]">{order.store_name}</span>
          </span>
        </p>
        {to.street && (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0">
              <span className="sr-only">{t('console.courier_dropoff')}: </span>
              <span className="bidi-plain [overflow-wrap:anywhere]">{to.street}</span>
            </span>
          </p>
        )}
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className={cash ? 'font-semibold text-amber-900' : 'text-slate-700'}>
            {cash
              ? t('console.courier_collect', { amount: format.money(cash) })
              : t(`payment.method.${order.payment_method}`)}
          </span>
          <ChevronRight aria-hidden className="size-5 text-slate-400 rtl:rotate-180" />
        </div>
      </Link>
      {action && <div className="border-t border-slate-100 p-3">{action}</div>}
    </article>
  );
}
