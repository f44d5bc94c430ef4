import type { StoreDetails } from '@bazaar/contract';
import type { NextOpening } from '@bazaar/domain';
import { Bike, Clock, MapPin, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { imageUrl, imageWidthSet } from '../../lib/images';
import { useMoney } from '../../lib/use-money';
import { deliveryTimeText } from '../catalogue/delivery-time';
import { FavouriteStore } from './favourite-store';
import { OpenBadge } from './open-badge';
import { StoreRating } from './rating';

/** Cover, logo, name, rating, open or closed now, and the facts a shopper decides on. */
export function StoreHeader({
  store,
  logoBase,
  coverBase,
  opensAt,
  signedIn,
}: {
  store: StoreDetails;
  logoBase: string;
  coverBase: string;
  /** When a store closed now opens next, worked out by the loader (Pakistan time). */
  opensAt: NextOpening | null;
  signedIn: boolean;
}) {
  const t = useT();
  const money = useMoney();
  const open = store.open === 1;
  const opensLabel =
    opensAt &&
    (opensAt.inDays === 0
      ? t('store.opens_at', { time: opensAt.time })
      : opensAt.inDays === 1
        ? t('store.opens_tomorrow_at', { time: opensAt.time })
        : t('store.opens_on_at', {
            day: t(`store.day.${opensAt.day}` as 'store.day.0'),
            time: opensAt.time,
          }));
  const coverSet = imageWidthSet(coverBase, store.cover_photo);
  return (
    <header>
      <div className="relative -mx-4 aspect-[3/1] overflow-hidden bg-gradient-to-br from-brand-100 to-brand-50 tablet:mx-0 tablet:aspect-[4/1] tablet:rounded-2xl">
        {store.cover_photo && (
          <img
            src={imageUrl(coverBase, store.cover_photo, 1280)}
            srcSet={coverSet}
            sizes="(min-width: 1280px) 1248px, 100vw"
            alt=""
            width={1280}
            height={320}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="relative flex flex-col gap-4 tablet:flex-row tablet:items-end">
        <img
          src={imageUrl(logoBase, store.logo, 320)}
          alt={t('store.logo_alt', { store: store.name })}
          width={96}
          height={96}
          className="-mt-10 size-20 shrink-0 rounded-2xl border-4 border-white bg-white object-cover shadow-md tablet:-mt-12 tablet:ms-6 tablet:size-24"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-2xl font-bold text-slate-900" data-testid="store-name">
              {store.name}
            </h1>
            <OpenBadge open={open} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <StoreRating rating={store.avg_rating} count={store.rating_count} />
            {store.free_delivery && (
              <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
                <Bike className="size-4" aria-hidden /> {t('store.free_delivery')}
              </span>
            )}
            {store.address && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden /> {store.address}
              </span>
            )}
          </p>
        </div>
        <FavouriteStore favourite={store.is_favorite} signedIn={signedIn} />
      </div>

      {!open && (
        <p
          role="status"
          data-testid="store-closed"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('store.closed_banner')}
          {opensLabel && (
            <span className="ms-1 font-semibold" data-testid="store-opens-at">
              {opensLabel}
            </span>
          )}
        </p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm tablet:grid-cols-4">
        {store.delivery_time && (
          <Fact icon={<Clock className="size-4" aria-hidden />} label={t('store.delivery_time')}>
            <span>{deliveryTimeText(store.delivery_time, t)}</span>
          </Fact>
        )}
        <Fact icon={<ShoppingBag className="size-4" aria-hidden />} label={t('store.minimum_order')}>
          {money(store.minimum_order)}
        </Fact>
      </dl>
    </header>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-3 py-2">
      <dt className="flex items-center gap-1.5 text-xs text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-slate-800">{children}</dd>
    </div>
  );
}
