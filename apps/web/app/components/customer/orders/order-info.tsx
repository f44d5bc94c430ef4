import type { Order } from '@bazaar/contract';
import { ChevronRight, MapPin, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { StoreLogo } from './store-logo';

/** The store the order is from, with a way to its page. */
export function OrderStoreCard({ order }: { order: Order }) {
  const t = useT();
  return (
    <Link
      to={`/stores/${order.store_slug}`}
      className="flex min-h-11 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="order-store"
    >
      <StoreLogo logo={order.store_logo} size={48} />
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-slate-500">{t('orders.store')}</span>
        <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {order.store_name}
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700">
        {t('product.visit_store')}
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </span>
    </Link>
  );
}

const field = (address: Record<string, unknown> | null, key: string) => {
  const v = address?.[key];
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

/** How the order is paid and where it goes. */
export function OrderPaymentAndAddress({ order }: { order: Order }) {
  const t = useT();
  const a = order.delivery_address;
  const street = [field(a, 'house'), field(a, 'road'), field(a, 'address')].filter(Boolean).join(', ');
  const paid = order.payment_status === 'paid';
  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm tablet:grid-cols-2 tablet:p-6">
      <div>
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <Wallet className="size-4 text-slate-500" aria-hidden /> {t('checkout.payment')}
        </h2>
        <p className="mt-1 text-slate-700">{t(`payment.method.${order.payment_method}`)}</p>
        <p className="mt-1">
          <span className="sr-only">{t('orders.payment_status')}: </span>
          <span
            data-testid="payment-status"
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              paid ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'
            }`}
          >
            {t(`payment.status.${order.payment_status}`)}
          </span>
        </p>
      </div>
      <div>
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin className="size-4 text-slate-500" aria-hidden /> {t('checkout.address')}
        </h2>
        {a ? (
          <address className="mt-1 not-italic text-slate-700 [overflow-wrap:anywhere]">
            {field(a, 'contact_person_name') && (
              <span className="block">{field(a, 'contact_person_name')}</span>
            )}
            {field(a, 'contact_person_number') && (
              <span className="block">
                <bdi>{field(a, 'contact_person_number')}</bdi>
              </span>
            )}
            {street && <span className="block">{street}</span>}
          </address>
        ) : (
          <p className="mt-1 text-slate-500">—</p>
        )}
        {order.order_note && (
          <p className="mt-2 text-slate-600 [overflow-wrap:anywhere]">
            <span className="font-medium">{t('orders.note')}:</span> {order.order_note}
          </p>
        )}
      </div>
    </div>
  );
}
