import type { Order, ToBeReviewed } from '@bazaar/contract';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { useMoney } from '../../lib/use-money';
import { OrderStatusChip } from './order-status';

function Section(props: { title: string; more: string; children: React.ReactNode; testId: string }) {
  const t = useT();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid={props.testId}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{props.title}</h2>
        <Link to={props.more} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('customer.see_all')}
        </Link>
      </div>
      {props.children}
    </section>
  );
}

/** The last three orders with their status, or a way to start shopping. */
export function RecentOrders({ orders, storeBase }: { orders: Order[]; storeBase: string }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  return (
    <Section title={t('customer.recent_orders')} more="/customer/orders" testId="recent-orders">
      {orders.length === 0 ? (
        <div className="py-6 text-center" data-testid="no-orders">
          <p className="font-semibold">{t('customer.no_orders')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('customer.no_orders_hint')}</p>
          <Link
            to="/"
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t('customer.start_shopping')}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/customer/order/${order.id}`}
                className="flex items-center gap-3 py-3 hover:bg-slate-50"
                data-testid="recent-order"
              >
                {order.store_logo ? (
                  <img
                    src={imageUrl(storeBase, order.store_logo, 320)}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <Store
                    className="size-10 shrink-0 rounded-lg bg-slate-100 p-2 text-slate-400"
                    aria-hidden
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">
                    {t('customer.order_number', { id: order.id })} · {order.store_name}
                  </p>
                  <p className="text-xs text-slate-500">
                    {shortDate(order.created_at, locale)} ·{' '}
                    {t('customer.items_count', { n: order.details_count })}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="text-sm font-semibold tabular-nums">{money(order.order_amount)}</span>
                  <OrderStatusChip status={order.order_status} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Items of delivered orders that wait for a review, each with a way to write it. */
export function ToReview({ items, itemBase }: { items: ToBeReviewed[]; itemBase: string }) {
  const t = useT();
  return (
    <Section title={t('customer.to_review')} more="/customer/reviews" testId="to-review">
      {items.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('customer.nothing_to_review')}</p>
      ) : (
        <ul className="grid gap-3 tablet:grid-cols-2">
          {items.map((item) => (
            <li key={`${item.order_id}-${item.item_id}`} className="flex items-center gap-3">
              <img
                src={imageUrl(itemBase, item.image, 320)}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover"
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.name}</span>
              <Link
                to="/customer/reviews"
                className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('customer.review_now')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
