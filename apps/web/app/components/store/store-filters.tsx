import { STORE_FILTERS } from '@bazaar/contract/catalogue-constants';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

export type StoreFilter = (typeof STORE_FILTERS)[number];

/** `?filter=` as the API knows it; anything else lists all stores. */
export function storeFilterParam(search: URLSearchParams): StoreFilter {
  const asked = search.get('filter');
  return STORE_FILTERS.find((f) => f === asked) ?? 'all';
}

/** The list's filters as links (chips), so they work without JavaScript and can be shared. */
export function StoreFilters({ current }: { current: StoreFilter }) {
  const t = useT();
  return (
    <nav aria-label={t('stores.filter_label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        {STORE_FILTERS.map((f) => (
          <li key={f} className="shrink-0">
            <Link
              to={f === 'all' ? '/stores' : `/stores?filter=${f}`}
              aria-current={f === current ? 'page' : undefined}
              data-testid={`store-filter-${f}`}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                f === current
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
              }`}
            >
              {t(`stores.filter.${f}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
