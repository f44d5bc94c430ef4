import type { Item, Store } from '@bazaar/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { ItemCard } from '../../catalogue/item-card';
import { EmptyState } from '../../lists/empty-state';
import { StoreCard } from '../../store/store-card';
import { RemoveFavourite } from './remove-favourite';

const browse =
  'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700';

/** Favourite items as the site's item cards, each with its filled heart to take it off the list. */
export function FavouriteItems({ items, imageBase }: { items: Item[]; imageBase: string }) {
  const t = useT();
  if (items.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState title={t('empty.data')} hint={t('favourites.items_empty_hint')}>
          <Link to="/popular-items" className={browse}>
            {t('favourites.browse_items')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <ul
      className="mt-6 grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4"
      data-testid="favourite-items"
    >
      {items.map((item, i) => (
        <li key={item.id} className="relative" data-testid="favourite-item" data-item-id={item.id}>
          <ItemCard item={item} imageBase={imageBase} eager={i < 2} />
          <RemoveFavourite
            kind="item"
            id={item.id}
            label={`${t('product.remove_favorite')}: ${item.name}`}
            className="absolute end-2 top-2"
          />
        </li>
      ))}
    </ul>
  );
}

/** Favourite stores as the stores list's cards, each with its filled heart to take it off the list. */
export function FavouriteStores({
  stores,
  logoBase,
  coverBase,
}: {
  stores: Store[];
  logoBase: string;
  coverBase: string;
}) {
  const t = useT();
  if (stores.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState title={t('empty.data')} hint={t('favourites.stores_empty_hint')}>
          <Link to="/stores" className={browse}>
            {t('favourites.browse_stores')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-4 tablet:grid-cols-2" data-testid="favourite-stores">
      {stores.map((store) => (
        <li key={store.id} className="relative" data-testid="favourite-store" data-store-id={store.id}>
          <StoreCard store={store} logoBase={logoBase} coverBase={coverBase} />
          <RemoveFavourite
            kind="store"
            id={store.id}
            label={`${t('store.favourite_remove')}: ${store.name}`}
            className="absolute start-2 top-2"
          />
        </li>
      ))}
    </ul>
  );
}
