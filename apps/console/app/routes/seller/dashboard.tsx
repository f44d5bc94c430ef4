import { endpoints } from '@bazaar/contract';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { LowStockList } from '../../items/low-stock-list';
import { Card } from '../../kit/card';
import { SalesChart } from '../../kit/sales-chart';
import { Stat } from '../../kit/stat';
import { EmptyState } from '../../kit/states';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useCoalesced, useOrderStream } from '../../lib/use-order-stream';
import { useSellerData } from './layout';

/** The store's items running low (a few, lowest first); the rest of the dashboard does not wait on it failing. */
export async function clientLoader() {
  const lowStock = await signedIn('seller', () =>
    api(endpoints.vendorLowStock, { query: { limit: 5, offset: 1 } }),
  ).catch((error: unknown) => {
    if (error instanceof Response) throw error;
    return null;
  });
  return { lowStock };
}

/**
 * The seller's start page: today at a glance, the week's sales, the newest orders. It follows the
 * order stream too, so a new order changes the figures here without a reload.
 */
export default function SellerDashboard() {
  const t = useT();
  const format = useFormat();
  const { dashboard } = useSellerData();
  const { lowStock } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const reload = useCoalesced(() => void revalidator.revalidate());
  useOrderStream(reload);
  return (
    <div className="space-y-4 tablet:space-y-6">
      <title>{`${t('console.nav_dashboard')} · ${dashboard.store.name}`}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_dashboard')}</h1>
      <div className="grid grid-cols-2 gap-3 desktop:grid-cols-3">
        <Stat
          label={t('console.today_orders')}
          value={String(dashboard.today.orders)}
          testId="today-orders"
        />
        <Stat
          label={t('console.today_sales')}
          value={format.money(dashboard.today.sales)}
          testId="today-sales"
        />
        <Stat label={t('console.waiting_orders')} value={String(dashboard.waiting)} testId="waiting-orders" />
      </div>
      <div className="grid gap-4 desktop:grid-cols-[2fr_1fr]">
        <Card title={t('console.sales_chart')}>
          <SalesChart days={dashboard.days} />
        </Card>
        <Card
          title={t('console.low_stock')}
          action={
            <Link
              to="/seller/items?stock=low"
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('console.see_all_low_stock')}
            </Link>
          }
        >
          <LowStockList page={lowStock} />
        </Card>
      </div>
      <Card
        title={t('console.recent_orders')}
        action={
          <Link
            to="/seller/orders"
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('console.see_all_orders')}
          </Link>
        }
      >
        {dashboard.recent_orders.length === 0 ? (
          <EmptyState title={t('console.no_orders_yet')} hint={t('console.no_orders_hint')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {dashboard.recent_orders.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm"
              >
                <span className="font-semibold">{t('console.order_number', { id: order.id })}</span>
                <span className="text-slate-600">{format.when(order.created_at)}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                  {t(`order.status.${order.order_status}`)}
                </span>
                <span className="ms-auto font-semibold">{format.money(order.order_amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
