import { endpoints, isApiError } from '@bazaar/contract';
import { data, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { metaT, pageMeta } from '../components/lists/page-meta';
import { Pagination } from '../components/store/pagination';
import { pageCount, pageParam } from '../components/store/paging';
import { StoreCard } from '../components/store/store-card';
import { StoreFilters, storeFilterParam } from '../components/store/store-filters';
import type { ChromeData } from '../lib/chrome-data';
import { useT } from '../lib/i18n';
import type { Route } from './+types/stores';

const PER_PAGE = 12;

/** One page of stores under one of the API's filters (all, popular, latest, top rated, featured). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = storeFilterParam(url.searchParams);
  const page = pageParam(url.searchParams);
  const list = await context
    .api(endpoints.stores, { params: { filter }, query: { limit: PER_PAGE, offset: page } })
    .catch((err: unknown) => {
      // A page past the API's list window is refused (403): no such page.
      throw isApiError(err) && err.status === 403 ? data(url.pathname, { status: 404 }) : err;
    });
  const canonical = new URL('/stores', url.origin);
  if (filter !== 'all') canonical.searchParams.set('filter', filter);
  if (page > 1) canonical.searchParams.set('page', String(page));
  return {
    filter,
    page,
    pages: pageCount(list.total_size, PER_PAGE),
    list,
    canonical: canonical.href,
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('stores.title'),
    description: t('stores.meta_description'),
    canonical: d?.canonical,
    seoKey: 'stores',
  });
};

export default function Stores({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/stores';
  const { filter, page, pages, list } = loaderData;
  const urls = chrome?.config.base_urls;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 tablet:py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-display text-2xl font-bold text-slate-900">{t('stores.title')}</h1>
        <p className="text-sm text-slate-500" data-testid="stores-count">
          {t('stores.count', { count: list.total_size })}
        </p>
      </div>
      <div className="mt-4">
        <StoreFilters current={filter} />
      </div>
      {list.stores.length === 0 ? (
        <div
          className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center"
          data-testid="stores-empty"
        >
          <p className="text-slate-700">{t('stores.empty')}</p>
          {(filter !== 'all' || page > 1) && (
            <Link
              to="/stores"
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('stores.empty_action')}
            </Link>
          )}
        </div>
      ) : (
        <div
          aria-busy={loading}
          className={`mt-6 grid grid-cols-1 gap-4 transition-opacity tablet:grid-cols-2 desktop:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
        >
          {urls &&
            list.stores.map((s) => (
              <StoreCard
                key={s.id}
                store={s}
                logoBase={urls.store_image_url}
                coverBase={urls.store_cover_photo_url}
              />
            ))}
        </div>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}
