import { endpoints, isApiError } from '@bazaar/contract';
import { BellRing, CircleCheck, PackageCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/success';
import { checkoutOrderIds, readReturnParams } from './return-params';

/**
 * Where the payment provider sends the shopper after paying. A plain read: the provider's signed
 * callback is what marked the order paid (decision 405); this page changes nothing.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = readReturnParams(new URL(request.url).searchParams);
  const orders =
    context.signedIn && params.checkoutId !== null
      ? await context
          .api(endpoints.orderList, { query: { limit: 20, offset: 1, type: 'all' } })
          .then((list) => list.orders)
          .catch((err: unknown) => {
            if (isApiError(err) && (err.status === 401 || err.status === 403)) return null;
            throw err;
          })
      : null;
  return { orderIds: checkoutOrderIds(orders, params) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    ...pageMeta(matches, { title: t('order.payment_success'), description: t('paymentpage.success_meta') }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { orderIds } = loaderData;
  const steps = [
    { icon: PackageCheck, text: t('paymentpage.next_confirm') },
    { icon: BellRing, text: t('paymentpage.next_notify') },
    { icon: Truck, text: t('paymentpage.next_deliver') },
  ];
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 tablet:py-16" data-testid="payment-success">
      <div className="text-center">
        <CircleCheck className="mx-auto size-16 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 font-display text-2xl font-bold text-slate-900 tablet:text-3xl">
          {t('order.payment_success')}
        </h1>
        <p className="mt-2 text-slate-600">{t('paymentpage.success_lead')}</p>
      </div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="font-semibold text-slate-900">{t('paymentpage.orders_heading')}</h2>
        {orderIds.length > 0 ? (
          <ul className="mt-3 divide-y divide-slate-100">
            {orderIds.map((id) => (
              <li key={id} className="flex items-center justify-between gap-3 py-2">
                <span className="font-medium text-slate-800" data-testid="paid-order">
                  {t('paymentpage.order_number', { id })}
                </span>
                <Link
                  to={`/customer/order/${id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('paymentpage.track')}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            {t('paymentpage.no_order')}{' '}
            <Link to="/customer/orders" className="font-semibold text-brand-700 hover:underline">
              {t('paymentpage.my_orders')}
            </Link>
          </p>
        )}
      </div>
      <div className="mt-6 rounded-2xl bg-slate-50 p-5">
        <h2 className="font-semibold text-slate-900">{t('paymentpage.next_heading')}</h2>
        <ol className="mt-3 space-y-3">
          {steps.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm text-slate-700">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-8 text-center">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('lists.continue_shopping')}
        </Link>
      </div>
    </section>
  );
}
