import { endpoints, isApiError } from '@bazaar/contract';
import { ChevronRight } from 'lucide-react';
import { data, Link } from 'react-router';
import { OrderStatusChip } from '../../components/customer/order-status';
import { DeliveryCode } from '../../components/customer/orders/delivery-code';
import { OrderActionsPanel } from '../../components/customer/orders/order-actions';
import { OrderPaymentAndAddress, OrderStoreCard } from '../../components/customer/orders/order-info';
import { OrderLines, OrderTotals } from '../../components/customer/orders/order-lines';
import { OrderTimeline } from '../../components/customer/orders/order-timeline';
import { RefundStatus } from '../../components/customer/orders/refund-status';
import { Toast } from '../../components/layout/toast';
import { metaT } from '../../components/lists/page-meta';
import { customerApi } from '../../lib/customer.server';
import { absoluteTime } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import { orderAction } from '../../lib/order-action.server';
import { type OrderActionAnswer, orderActions } from '../../lib/order-actions';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = metaT(matches);
  return [
    { title: `${t('customer.order_number', { id: params.order_id })} — Bazaar` },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The 404 page, as the catalogue's pages throw it (with the path asked for). */
const notFound = (request: Request) => data(new URL(request.url).pathname, { status: 404 });

/** The id from the address; anything but a positive whole number is the 404 page. */
function orderIdOf(raw: string | undefined, request: Request) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== raw) throw notFound(request);
  return id;
}

/** The customer's own order with its lines and refund request; another's, or none, is the 404 page. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const order_id = orderIdOf(args.params.order_id, args.request);
  return api(endpoints.orderDetails, { query: { order_id } }).catch((err: unknown) => {
    throw isApiError(err) && (err.status === 404 || err.status === 403) ? notFound(args.request) : err;
  });
}

export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const order_id = orderIdOf(args.params.order_id, args.request);
  return orderAction(api, order_id, await args.request.formData(), args.context.locale);
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { order, details, refund_request } = loaderData;
  const answer = actionData as OrderActionAnswer | undefined;
  const allowed = orderActions(order, refund_request);
  return (
    <div
      className="mx-auto max-w-5xl px-4 py-4 pb-16 tablet:py-8"
      data-testid="order-page"
      data-order-id={order.id}
    >
      <Toast message={answer?.notice} testId="order-notice" />
      <Toast message={answer?.error} kind="error" testId="order-error" />
      <nav aria-label={t('lists.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          <li>
            <Link to="/customer" className="inline-flex min-h-11 items-center hover:text-brand-700">
              {t('customer.area_title')}
            </Link>
          </li>
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          <li>
            <Link to="/customer/orders" className="inline-flex min-h-11 items-center hover:text-brand-700">
              {t('orders.title')}
            </Link>
          </li>
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          <li aria-current="page" className="font-medium text-slate-900">
            {t('customer.order_number', { id: order.id })}
          </li>
        </ol>
      </nav>
      <header className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {t('customer.order_number', { id: order.id })}
          </h1>
          <p className="text-sm text-slate-600">
            <time dateTime={order.created_at}>
              {t('orders.placed_at', { date: absoluteTime(order.created_at, locale) })}
            </time>
          </p>
        </div>
        <OrderStatusChip status={order.order_status} />
      </header>
      <div className="mt-6 grid items-start gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <DeliveryCode order={order} />
          <OrderTimeline order={order} />
          {refund_request && <RefundStatus request={refund_request} canWithdraw={allowed.withdrawRefund} />}
          <OrderLines lines={details} />
          <OrderPaymentAndAddress order={order} />
        </div>
        <aside className="min-w-0 space-y-6">
          <OrderStoreCard order={order} />
          <div className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('checkout.summary')}</h2>
            <OrderTotals order={order} lines={details} />
          </div>
          <OrderActionsPanel order={order} allowed={allowed} answer={answer} />
        </aside>
      </div>
    </div>
  );
}
