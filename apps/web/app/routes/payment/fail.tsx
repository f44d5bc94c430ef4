import { CircleX, RotateCcw, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/fail';
import { readReturnParams } from './return-params';

/**
 * Where the payment provider sends the shopper when paying failed (or its time ran out). The API has
 * no "pay this order again" call: a new attempt is a new checkout, with digital payment again or cash
 * on delivery. Nothing is written from here.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { orderId: readReturnParams(new URL(request.url).searchParams).orderId };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    ...pageMeta(matches, { title: t('order.payment_failed'), description: t('paymentpage.fail_meta') }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PaymentFail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { orderId } = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 text-center tablet:py-16" data-testid="payment-fail">
      <CircleX className="mx-auto size-16 text-rose-600" aria-hidden="true" />
      <h1 className="mt-4 font-display text-2xl font-bold text-slate-900 tablet:text-3xl">
        {t('order.payment_failed')}
      </h1>
      <p className="mt-2 text-slate-700">{t('paymentpage.fail_lead')}</p>
      <p className="mx-auto mt-2 max-w-prose text-sm text-slate-500">{t('paymentpage.fail_reasons')}</p>
      <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3">
        <Link
          to="/checkout"
          data-testid="payment-retry"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          <RotateCcw className="size-5" aria-hidden="true" /> {t('paymentpage.retry')}
        </Link>
        <Link
          to="/checkout?payment=cod"
          data-testid="payment-cod"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Wallet className="size-5" aria-hidden="true" /> {t('paymentpage.pay_cod')}
        </Link>
        {orderId !== null && (
          <Link
            to={`/customer/order/${orderId}`}
            className="inline-flex min-h-11 items-center justify-center text-sm font-medium text-brand-700 hover:underline"
          >
            {t('paymentpage.view_order', { id: orderId })}
          </Link>
        )}
      </div>
    </section>
  );
}
