import type { Order } from '@bazaar/contract';
import { Link } from 'react-router';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';
import { OrderActions } from './order-actions';

/** One order on the board: number, time, lines, amount and how it is paid, and the moves to make. */
export function OrderCard({ order, fresh }: { order: Order; fresh?: boolean }) {
  const t = useT();
  const format = useFormat();
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      data-testid="order-card"
      data-order-id={order.id}
      className={`space-y-3 rounded-xl bg-white p-3 shadow-sm ring-1 ${fresh ? 'ring-2 ring-accent-500' : 'ring-slate-200'}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`order-${order.id}`} className="font-semibold">
          <Link
            to={`/seller/orders/${order.id}`}
            data-testid="order-link"
            className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2 hover:text-brand-600"
          >
            {t('console.order_number', { id: order.id })}
          </Link>
        </h3>
        <time dateTime={order.created_at} className="text-xs text-slate-600">
          {format.when(order.created_at)}
        </time>
      </div>
      <dl className="space-y-0.5 text-sm">
        <div>
          <dt className="sr-only">{t('console.col_amount')}</dt>
          <dd className="font-semibold">{format.money(order.order_amount)}</dd>
        </div>
        <div className="text-slate-600">
          <dt className="sr-only">{t('console.col_payment')}</dt>
          <dd>{t(`payment.method.${order.payment_method}`)}</dd>
        </div>
        <div className="text-slate-600">
          <dt className="sr-only">{t('console.col_order')}</dt>
          <dd>{t('console.order_lines', { n: order.details_count })}</dd>
        </div>
      </dl>
      <OrderActions order={order} />
    </article>
  );
}
