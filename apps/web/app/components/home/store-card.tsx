import type { Store } from '@bazaar/contract';
import { Clock, Star } from 'lucide-react';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/images';

export function StoreCard({
  store,
  logoBase,
  coverBase,
}: {
  store: Store;
  logoBase: string;
  coverBase: string;
}) {
  return (
    <Link
      to={`/stores/${store.slug}`}
      className="group block overflow-hidden rounded-xl border border-slate-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="store-card"
    >
      <div className="relative">
        <img
          src={imageUrl(coverBase, store.cover_photo, 640)}
          alt=""
          width={640}
          height={213}
          loading="lazy"
          className="aspect-[3/1] w-full object-cover"
        />
        <span
          className={`absolute right-2 top-2 rounded-full px-2 py-0.5 text-[11px] font-semibold ${store.open ? 'bg-emerald-600 text-white' : 'bg-slate-800/80 text-white'}`}
        >
          {store.open ? 'Open now' : 'Closed now'}
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
          <p className="truncate font-semibold text-slate-800 group-hover:text-brand-700">{store.name}</p>
          <p className="flex items-center gap-3 text-xs text-slate-500">
            <span className="flex items-center gap-1">
              <Star className="size-3.5 fill-accent-400 text-accent-400" /> {store.avg_rating.toFixed(1)}
            </span>
            {store.delivery_time && (
              <span className="flex items-center gap-1">
                <Clock className="size-3.5" /> {store.delivery_time}
              </span>
            )}
          </p>
        </div>
      </div>
    </Link>
  );
}
