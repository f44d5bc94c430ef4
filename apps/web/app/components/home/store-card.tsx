import type { Store } from '@bazaar/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import { deliveryTimeText } from '../catalogue/delivery-time';
import { RatingStar } from '../catalogue/rating-star';

export function StoreCard({
  store,
  logoBase,
  coverBase,
}: {
  store: Store;
  logoBase: string;
  coverBase: string;
}) {
  const t = useT();
  return (
    <Link
      to={`/stores/${store.slug}`}
      className="group block overflow-hidden rounded-xl border border-slate-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="store-card"
    >
      <div className="relative">
        <img
          src={imageUrl(coverBase, store.cover_photo, 640)}
          srcSet={imageSrcSet(coverBase, store.cover_photo, 640)}
          alt=""
          width={640}
          height={213}
          loading="lazy"
          className="aspect-[3/1] w-full object-cover"
        />
        <span
          className={`absolute end-2 top-2 rounded-full px-2 py-0.5 text-[11px] font-semibold ${store.open ? 'bg-emerald-800 text-white' : 'bg-slate-800/80 text-white'}`}
        >
          {t(store.open ? 'store.open_now' : 'store.closed_now')}
        </span>
      </div>
      <div className="flex items-center gap-3 p-3">
        <img
          src={imageUrl(logoBase, store.logo, 320)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="-mt-8 size-12 rounded-full border-2 border-white bg-white shadow"
        />
        <div className="min-w-0">
          <p className="bidi-plain truncate font-semibold text-slate-800 group-hover:text-brand-700">
            {store.name}
          </p>
          <p className="flex items-center gap-3 text-xs text-slate-500">
            <span className="flex items-center gap-1">
              <RatingStar />
              <span className="sr-only">
                {t('card.store_rating', { rating: store.avg_rating.toFixed(1) })}
              </span>
              <span aria-hidden>{store.avg_rating.toFixed(1)}</span>
            </span>
            {store.delivery_time && (
              <span className="flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden /> {deliveryTimeText(store.delivery_time, t)}
              </span>
            )}
          </p>
        </div>
      </div>
    </Link>
  );
}
