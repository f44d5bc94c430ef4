import type { StoreDetails } from '@bazaar/contract';
import { Search } from 'lucide-react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { type CardItem, ItemGrid } from '../catalogue/item-card';
import { Pagination } from './pagination';
import { type StoreItemsRequest, storeListHref, storeSorts } from './store-query';

type Props = {
  store: StoreDetails;
  request: StoreItemsRequest;
  items: CardItem[];
  total: number;
  pages: number;
  imageBase: string;
};

/** The store's categories, search inside the store (a GET form: works without JavaScript), items, pages. */
export function StoreItems({ store, request, items, total, pages, imageBase }: Props) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const params = new URLSearchParams(search);
  const { q, category, sort, page } = request;
  return (
    <section aria-labelledby="store-items-title" className="mt-8">
      <Form method="get" role="search" className="flex flex-wrap gap-2" data-testid="store-search">
        <label htmlFor="store-q" className="sr-only">
          {t('store.search_label')}
        </label>
        <div className="relative min-w-0 flex-1 basis-60">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            id="store-q"
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t('store.search_placeholder', { store: store.name })}
            className="min-h-11 w-full rounded-full border border-slate-300 bg-white ps-9 pe-4 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </div>
        {category && <input type="hidden" name="category" value={category.slug} />}
        <label htmlFor="store-sort" className="sr-only">
          {t('store.sort_label')}
        </label>
        <select
          id="store-sort"
          name="sort"
          key={`${q}-${sort}`}
          defaultValue={sort}
          className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-sm"
        >
          {storeSorts(q !== '').map((s) => (
            <option key={s} value={s}>
              {t(`store.sort.${s}`)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('store.search_button')}
        </button>
      </Form>

      {store.categories.length > 0 && (
        <nav
          aria-label={t('store.categories')}
          className="-mx-4 mt-4 overflow-x-auto px-4"
          data-testid="store-categories"
        >
          <ul className="flex gap-2 pb-1">
            <li className="shrink-0">
              <Chip to={storeListHref(pathname, params, { category: null })} current={!category}>
                {t('store.all_items')}
              </Chip>
            </li>
            {store.categories.map((c) => (
              <li key={c.id} className="shrink-0">
                <Chip
                  to={storeListHref(pathname, params, { category: c.slug })}
                  current={category?.id === c.id}
                >
                  {c.name} <span className="text-xs">({c.items_count})</span>
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="store-items-title" className="text-lg font-bold text-slate-900">
          {q
            ? t('store.results_for', { query: q })
            : (store.categories.find((c) => c.id === category?.id)?.name ?? t('store.all_items'))}
        </h2>
        <p className="text-sm text-slate-500" data-testid="store-items-count">
          {t('store.items_count', { count: total })}
        </p>
      </div>

      {items.length === 0 ? (
        <div
          className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center"
          data-testid="store-items-empty"
        >
          <p className="text-slate-700">{q ? t('store.no_results', { query: q }) : t('store.no_items')}</p>
          {(q || category) && (
            <Link
              to={pathname}
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('store.clear_search')}
            </Link>
          )}
        </div>
      ) : (
        <div
          aria-busy={loading}
          className={`mt-4 transition-opacity ${loading ? 'opacity-60' : ''}`}
          data-testid="store-items"
        >
          <ItemGrid items={items} imageBase={imageBase} />
        </div>
      )}
      <Pagination page={page} pages={pages} />
    </section>
  );
}

function Chip({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-medium ${
        current
          ? 'border-brand-600 bg-brand-600 text-white'
          : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
      }`}
    >
      {children}
    </Link>
  );
}
