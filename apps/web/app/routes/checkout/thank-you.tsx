import { endpoints, isApiError, type OrderDetails } from '@bazaar/contract';
import { CheckCircle2, ChevronRight, Store } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT } from '../../components/lists/page-meta';
import { readOrderIds } from '../../lib/checkout';
import { useT } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import type { Route } from './+types/thank-you';

/**
 * The order-placed page: the orders of `?orders=` (one per store), read back from the API so the
 * figures are what was charged. Its address contains 'thank-you', which fires the Purchase ad event.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const toLogin = redirect(`/auth/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  if (!context.signedIn) throw toLogin;
  const ids = readOrderIds(url.searchParams.get('orders'));
  const found = await Promise.all(
    ids.map((id) =>
      context.api(endpoints.orderDetails, { query: { order_id: id } }).catch((err: unknown) => {
        if (isApiError(err) && err.status === 401) throw toLogin;
        if (isApiError(err) && err.status === 404) return null;
        throw err;
      }),
    ),
  );
  return { orders: found.filter((o): o is OrderDetails => o !== null).map((o) => o.order) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t('checkout.thanks_title')} — Bazaar` }, { name: 'robots', content: 'noindex' }];
};

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const { orders } = loaderData;
  if (orders.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState title={t('checkout.no_orders')}>
          <Link
            to="/customer/orders"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-medium text-white hover:bg-brand-700"
          >
            {t('checkout.see_orders')}
          </Link>
        </EmptyState>
      </section>
    );
  }
  const method = orders[0]?.payment_method;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 tablet:py-12" data-testid="thank-you">
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
        <CheckCircle2 className="mx-auto size-12 text-brand-600" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold">{t('checkout.thanks_title')}</h1>
        <p className="mt-2 text-slate-700">{t('checkout.thanks_intro')}</p>
      </div>
      <ul className="mt-6 grid gap-3" aria-label={t('checkout.summary')}>
        {orders.map((order) => (
          <li key={order.id} data-testid="placed-order" data-order-id={order.id}>
            <Link
              to={`/customer/order/${order.id}`}
              className="flex min-h-11 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Store className="size-6 shrink-0 text-brand-600" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t('checkout.order_number', { id: order.id })}</span>
                <span className="block truncate text-sm text-slate-600">{order.store_name}</span>
                <span className="block text-sm text-slate-500">
                  {t(`payment.method.${order.payment_method}`)} ·{' '}
                  {t(`payment.status.${order.payment_status}`)}
                </span>
              </span>
              <span className="shrink-0 text-end">
                <span className="block text-xs text-slate-500">{t('checkout.order_total')}</span>
                <span
                  className="block font-semibold"
                  data-testid="placed-order-total"
                  data-amount={order.order_amount}
                >
                  {money(order.order_amount)}
                </span>
                <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                  {t('checkout.track_order')} <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">{t('checkout.next_title')}</h2>
        <ol className="mt-3 grid list-decimal gap-2 ps-5 text-slate-700">
          <li>{t('checkout.next_confirm')}</li>
          <li>{t('checkout.next_delivery')}</li>
          {method === 'cash_on_delivery' && <li>{t('checkout.next_cod')}</li>}
          {method === 'wallet' && <li>{t('checkout.next_wallet')}</li>}
        </ol>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/customer/orders"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-medium text-white hover:bg-brand-700"
        >
          {t('checkout.see_orders')}
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-6 font-medium hover:bg-slate-50"
        >
          {t('lists.continue_shopping')}
        </Link>
      </div>
    </section>
  );
}
