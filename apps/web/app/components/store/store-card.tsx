import type { Store } from '@bazaar/contract';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import { deliveryTimeText } from '../catalogue/delivery-time';
import { OpenBadge } from './open-badge';
import { StoreRating } from './rating';

/**
 * One store wherever stores are listed (home, search, /stores, a campaign, favourites): cover (or its
 * gradient when the store has none), logo, name, rating, delivery time, item count, open or closed
 * now. `heading` is the name's level under the section it stands in.
 */
export function StoreCard({
  store,
  logoBase,
  coverBase,
  heading: Heading = 'h2',
}: {
  store: Store;
  logoBase: string;
  coverBase: string;
  heading?: 'h2' | 'h3';
}) {
  const t = useT();
  return (
    <Link
      to={`/stores/${store.slug}`}
      className="group block overflow-hidden rounded-xl border border-slate-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
      data-testid="store-card"
    >
      <div className="relative aspect-[3/1] bg-gradient-to-br from-brand-100 to-brand-50">
        {store.cover_photo && (
          <img
            src={imageUrl(coverBase, store.cover_photo, 640)}
            srcSet={imageSrcSet(coverBase, store.cover_photo, 640)}
            alt=""
            width={640}
            height={213}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
        <OpenBadge open={store.open === 1} className="absolute end-2 top-2" />
      </div>
      <div className="flex items-start gap-3 p-3">
        <img
          src={imageUrl(logoBase, store.logo, 320)}
          alt={t('store.logo_alt', { store: store.name })}
          width={48}
          height={48}
          loading="lazy"
          className="relative -mt-8 size-12 shrink-0 rounded-full border-2 border-white bg-white object-cover shadow"
        />
        <div className="min-w-0">
          <Heading className="bidi-plain truncate font-semibold text-slate-800 group-hover:text-brand-700">
            {store.name}
          </Heading>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <StoreRating rating={store.avg_rating} count={store.rating_count} />
            {store.delivery_time && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden /> {deliveryTimeText(store.delivery_time, t)}
              </span>
            )}
            <span>{t('store.items_count', { count: store.items_count })}</span>
          </p>
        </div>
      </div>
    </Link>
  );
}
