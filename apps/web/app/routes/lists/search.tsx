import { endpoints } from '@bazaar/contract';
import { Search as SearchIcon } from 'lucide-react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { EmptyState } from '../../components/lists/empty-state';
import { ItemResults } from '../../components/lists/item-list-page';
import { listApiQuery, readListFilters } from '../../components/lists/list-query';
import { canonicalUrl, metaT, pageMeta } from '../../components/lists/page-meta';
import { StoreCard } from '../../components/store/store-card';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/search';

const ITEMS_PER_PAGE = 20;
const STORES_SHOWN = 8;

/** The search text as the API takes it: trimmed, at most 100 characters ('' when none). */
const searchText = (raw: string | null) => (raw ?? '').trim().slice(0, 100);

/** Items (paged, filtered) and, on the first page, the best matching stores, side by side. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = searchText(params.get('query'));
  const filters = readListFilters(params, ITEMS_PER_PAGE);
  const canonical = canonicalUrl(request, ['query', 'page'], filters.page);
  if (!query) return { query, filters, canonical, items: null, stores: null };
  const [items, stores] = await Promise.all([
    context.api(endpoints.searchItems, { query: { ...listApiQuery(filters, ITEMS_PER_PAGE), name: query } }),
    filters.page === 1
      ? context.api(endpoints.searchStores, { query: { name: query, limit: STORES_SHOWN } })
      : null,
  ]);
  return { query, filters, canonical, items, stores };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: data?.query ? t('search.results_for', { query: data.query }) : t('search.title'),
    description: t('search.description'),
    canonical: data?.canonical,
    seoKey: 'search',
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const { query, filters, items, stores } = loaderData;
  const urls = chrome?.config.base_urls;
  const readAs = items?.terms.join(' ') ?? '';
  const nothing = items !== null && items.total_size === 0 && (stores?.stores.length ?? 0) === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label={t('search.title')}
        className="flex gap-2"
        data-testid="search-page-form"
      >
        <label htmlFor="search-page-query" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="search-page-query"
          type="search"
          name="query"
          defaultValue={query}
          maxLength={100}
          placeholder={t('common.search_placeholder')}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-200 bg-white px-4 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
        >
          <SearchIcon className="size-4" aria-hidden="true" />
          <span className="max-tablet:sr-only">{t('search.submit')}</span>
        </button>
      </Form>

      <h1 className="mt-6 text-2xl font-bold" data-testid="search-title">
        {query ? t('search.results_for', { query }) : t('search.title')}
      </h1>
      {readAs && readAs.toLowerCase() !== query.toLowerCase() && (
        <p className="mt-1 text-sm text-slate-600" data-testid="search-read-as">
          {t('search.read_as', { terms: readAs })}
        </p>
      )}

      {!query && (
        <div className="mt-6">
          <EmptyState title={t('search.start')} />
        </div>
      )}

      {nothing && (
        <div className="mt-6">
          <EmptyState title={t('search.nothing_found', { query })} hint={t('search.nothing_hint')}>
            <Link
              to="/categories"
              className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('lists.browse_categories')}
            </Link>
          </EmptyState>
        </div>
      )}

      {stores && stores.stores.length > 0 && urls && (
        <section className="mt-8" aria-labelledby="search-stores" data-testid="search-stores">
          <h2 id="search-stores" className="text-lg font-bold">
            {t('search.stores')}
          </h2>
          <div className="mt-3 grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
            {stores.stores.map((s) => (
              <StoreCard
                key={s.id}
                store={s}
                logoBase={urls.store_image_url}
                coverBase={urls.store_cover_photo_url}
                heading="h3"
              />
            ))}
          </div>
        </section>
      )}

      {items && !nothing && (
        <section className="mt-8" aria-labelledby="search-items" data-testid="search-items">
          <div className="flex items-baseline justify-between gap-2">
            <h2 id="search-items" className="text-lg font-bold">
              {t('search.items')}
            </h2>
            <p className="text-sm text-slate-500">{t('lists.count', { n: items.total_size })}</p>
          </div>
          <div className="mt-3">
            <ItemResults list={items} filters={filters} keep={{ query }} />
          </div>
        </section>
      )}
    </div>
  );
}
