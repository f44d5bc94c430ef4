import { endpoints, type VendorOrderDetails } from '@bazaar/contract';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { Card } from '../../kit/card';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { canPickCourier, sellerMoves } from '../../lib/order-moves';
import { useCoalesced, useOrderStream } from '../../lib/use-order-stream';
import { CourierPicker } from '../../orders/courier-picker';
import { CustomerCard } from '../../orders/customer-card';
import { OrderActions } from '../../orders/order-actions';
import { OrderHistory } from '../../orders/order-history';
import { OrderLinesTable } from '../../orders/order-lines-table';
import { OrderLoadError } from '../../orders/order-load-error';
import { OrderSums } from '../../orders/order-sums';
import { StatusBadge } from '../../orders/status-badge';
import type { Route } from './+types/order-details';

/**
 * The order in full (GET vendor/order-details) and, while a courier may still be picked, the couriers
 * the store may give it to (GET vendor/delivery-man/list), asked together.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const orderId = Number(params.id);
  return signedIn('seller', async () => {
    const details = await api(endpoints.vendorOrderDetails, { query: { order_id: orderId } });
    const couriers = canPickCourier(details.order)
      ? (await api(endpoints.vendorCourierList, { query: { limit: 100, offset: 1 } })).delivery_men
      : null;
    return { details, couriers };
  });
}

function Header({ details }: { details: VendorOrderDetails }) {
  const t = useT();
  const format = useFormat();
  const { order } = details;
  return (
    <div className="space-y-3">
      <Link
        to="/seller/orders"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('console.see_all_orders')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="flex flex-wrap items-center gap-3 font-display text-2xl font-bold">
            {t('console.order_number', { id: order.id })}
            <StatusBadge status={order.order_status} />
          </h1>
          <p className="text-sm text-slate-600">
            <time dateTime={order.created_at}>
              {t('console.order_placed', { when: format.when(order.created_at) })}
            </time>
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="order-payment">
            <span>{t(`payment.method.${order.payment_method}`)}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${order.payment_status === 'paid' ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {t(`payment.status.${order.payment_status}`)}
            </span>
          </p>
        </div>
        <Link
          to={`/seller/orders/${order.id}/invoice`}
          data-testid="print-invoice"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Printer aria-hidden className="size-4" />
          {t('console.print_invoice')}
        </Link>
      </div>
      {order.cancellation_reason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          <span className="font-semibold">{t('console.cancel_reason')}: </span>
          <span className="bidi-plain" data-testid="cancellation-reason">
            {order.cancellation_reason}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * One of the store's orders: what was ordered and what it costs, who ordered it and where it goes,
 * how it got here, the next moves the transition table allows, cancel with a reason, the courier, and
 * the printable invoice. It follows the store's order stream, so a change made elsewhere (the courier
 * accepting, the shopper cancelling, another tab) shows without a reload.
 */
export default function SellerOrderDetails() {
  const t = useT();
  const { details, couriers } = useLoaderData<typeof clientLoader>();
  const { order } = details;
  const revalidator = useRevalidator();
  const reload = useCoalesced(() => void revalidator.revalidate());
  useOrderStream((changed) => {
    if (changed === null || changed === order.id) reload();
  });
  return (
    <div className="space-y-4" data-testid="order-details" data-order-id={order.id}>
      <title>{`${t('console.order_number', { id: order.id })} · ${details.store.name}`}</title>
      <Header details={details} />
      <div className="grid gap-4 desktop:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          <Card title={t('console.order_items')}>
            <OrderLinesTable lines={details.details} caption={t('console.order_items')} />
            <div className="mt-4 border-t border-slate-200 pt-4">
              <OrderSums order={order} lines={details.details} />
            </div>
          </Card>
          <Card title={t('console.order_history')}>
            <OrderHistory history={details.history} />
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <Card title={t('console.order_next_step')}>
            {sellerMoves(order.order_status, order.delivery_man !== null).length > 0 ? (
              <OrderActions order={order} withReason />
            ) : (
              <p className="text-sm text-slate-600">{t('console.order_no_moves')}</p>
            )}
          </Card>
          <Card title={t('console.courier')}>
            <CourierPicker order={order} courier={details.delivery_man} couriers={couriers} />
          </Card>
          <CustomerCard details={details} />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <OrderLoadError />;
}
