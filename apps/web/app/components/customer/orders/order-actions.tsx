import type { Order } from '@bazaar/contract';
import { LifeBuoy, RefreshCw, ShoppingCart, Star } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { OrderActions as Allowed, OrderActionAnswer } from '../../../lib/order-actions';
import { XsrfField } from '../../auth/fields';
import { CancelForm } from './cancel-form';
import { RefundForm } from './refund-form';

const SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The actions allowed now (UX: cancel, request refund, reorder, review, get help). */
export function OrderActionsPanel({
  order,
  allowed,
  answer,
}: {
  order: Order;
  allowed: Allowed;
  answer: OrderActionAnswer | undefined;
}) {
  const t = useT();
  const reordering = useNavigation().formData?.get('intent') === 'reorder';
  const skipped = answer?.intent === 'reorder' ? answer.skipped : undefined;
  return (
    <section aria-labelledby="actions-title" className="space-y-3" data-testid="order-actions">
      <h2 id="actions-title" className="text-lg font-semibold text-slate-900">
        {t('orders.actions')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {allowed.reorder && (
          <Form method="post">
            <XsrfField />
            <input type="hidden" name="intent" value="reorder" />
            <button
              type="submit"
              disabled={reordering}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              <RefreshCw className={`size-4 ${reordering ? 'animate-spin' : ''}`} aria-hidden />
              {t('orders.reorder')}
            </button>
          </Form>
        )}
        {allowed.review && (
          <Link to="/customer/reviews" className={SECONDARY}>
            <Star className="size-4" aria-hidden /> {t('orders.review')}
          </Link>
        )}
        {allowed.help && (
          <Link to={`/customer/ticket/create?order_id=${order.id}`} className={SECONDARY}>
            <LifeBuoy className="size-4" aria-hidden /> {t('orders.help')}
          </Link>
        )}
      </div>
      {skipped && skipped.length > 0 && (
        <div
          role="status"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="reorder-skipped"
        >
          <p className="font-semibold">{t('orders.reorder_skipped')}</p>
          <ul className="mt-1 list-disc ps-5">
            {skipped.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Link to="/cart" className={`${SECONDARY} mt-3`}>
            <ShoppingCart className="size-4" aria-hidden /> {t('cart.view_cart')}
          </Link>
        </div>
      )}
      {allowed.cancel && <CancelForm answer={answer} />}
      {allowed.refund && <RefundForm answer={answer} />}
    </section>
  );
}
