import type { ItemDetails } from '@bazaar/contract';
import { Clock, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { useMoney } from '../../lib/use-money';
import { deliveryTimeText } from '../catalogue/delivery-time';
import { RatingStar } from '../catalogue/rating-star';

/** The store selling the item: logo, rating, open or closed now, delivery time, minimum order. */
export function StorePanel({ store, logoBase }: { store: ItemDetails['store']; logoBase: string }) {
  const t = useT();
  const money = useMoney();
  const open = store.open === 1;
  return (
    <section
      aria-label={t('product.sold_by')}
      data-testid="store-panel"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <p className="text-xs uppercase tracking-wide text-slate-500">{t('product.sold_by')}</p>
      <div className="mt-2 flex items-center gap-3">
        {store.logo ? (
          <img
            src={imageUrl(logoBase, store.logo, 320)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-full border border-slate-100 object-cover"
          />
        ) : (
          <Store className="size-12 rounded-full bg-slate-100 p-3 text-slate-500" aria-hidden />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{store.name}</p>
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
            {store.rating_count > 0 && (
              <span className="inline-flex items-center gap-1">
                <RatingStar />
                {store.avg_rating.toFixed(1)} ({store.rating_count})
              </span>
            )}
            <span
              data-testid="store-open"
              className={open ? 'font-medium text-emerald-700' : 'font-medium text-rose-700'}
            >
              {open ? t('product.open_now') : t('product.closed_now')}
            </span>
          </p>
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {store.delivery_time && (
          <li className="flex items-center gap-2">
            <Clock className="size-4" aria-hidden />
            {t('product.delivery_time', { time: deliveryTimeText(store.delivery_time, t) })}
          </li>
        )}
        {store.minimum_order > 0 && (
          <li>{t('product.minimum_order', { amount: money(store.minimum_order) })}</li>
        )}
      </ul>
      {!open && (
        <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{t('product.closed_note')}</p>
      )}
      <Link
        to={`/stores/${store.slug}`}
        className="mt-3 inline-block rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('product.visit_store')}
      </Link>
    </section>
  );
}
