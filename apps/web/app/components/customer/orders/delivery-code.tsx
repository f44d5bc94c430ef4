import type { CustomerOrder } from '@bazaar/contract';
import { RUNNING_ORDER_STATUSES } from '@bazaar/domain';
import { Bike, ShieldCheck } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/**
 * The delivery verification code (decision 407) while the order is on its way: the customer tells it
 * to the courier at the door, who must enter it to mark the order delivered. With the courier's name
 * once one has it. Only the order's own customer is ever sent the code.
 */
export function DeliveryCode({ order }: { order: CustomerOrder }) {
  const t = useT();
  if (!RUNNING_ORDER_STATUSES.includes(order.order_status)) return null;
  return (
    <section
      aria-labelledby="delivery-code-title"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4 tablet:p-6"
      data-testid="delivery-code"
    >
      <h2 id="delivery-code-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden />
        {t('orders.delivery_code')}
      </h2>
      <p
        className="mt-2 font-mono text-3xl font-bold tracking-[0.4em] text-slate-900"
        data-testid="delivery-code-value"
      >
        <bdi dir="ltr">{order.delivery_verification_code}</bdi>
      </p>
      <p className="mt-2 text-sm text-slate-700">{t('orders.delivery_code_hint')}</p>
      {order.delivery_man && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-800" data-testid="delivery-man">
          <Bike className="size-4 text-slate-500" aria-hidden />
          {t('orders.delivery_man', { name: order.delivery_man.name })}
        </p>
      )}
    </section>
  );
}
