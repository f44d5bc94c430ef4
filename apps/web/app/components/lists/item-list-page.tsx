import type { ItemList, ItemSearchResult } from '@bazaar/contract';
import type { MessageKey } from '@bazaar/domain';
import { Link, useNavigation, useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import { ItemGrid } from '../catalogue/item-card';
import { EmptyState } from './empty-state';
import { ListFiltersForm } from './list-filters';
import { hasFilters, type ListFilters } from './list-query';
import { Pager } from './pager';

/** A page of items with its filters, the pager and the empty state (shared by the item list pages). */
export function ItemResults({
  list,
  filters,
  keep,
}: {
  list: ItemList | ItemSearchResult;
  filters: ListFilters;
  keep?: Record<string, string>;
}) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  // While the next page or filter loads, the current results dim (the progress bar runs above).
  const loading = useNavigation().state === 'loading';
  return (
    <>
      <ListFiltersForm filters={filters} keep={keep} />
      <div className={`mt-6 transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
        {list.products.length > 0 ? (
          <ItemGrid
            items={list.products}
            imageBase={chrome?.config.base_urls.item_image_url ?? ''}
            eagerFirst={2}
          />
        ) : (
          <EmptyState title={t('lists.empty')} hint={t('lists.empty_hint')}>
            {hasFilters(filters) && (
              <Link
                to={keep?.query ? `?${new URLSearchParams(keep)}` : '.'}
                className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('lists.clear')}
              </Link>
            )}
            <Link
              to="/categories"
              className="rounded-full border border-slate-200 px-5 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500"
            >
              {t('lists.browse_categories')}
            </Link>
          </EmptyState>
        )}
      </div>
      <Pager page={filters.page} total={list.total_size} limit={list.limit} />
    </>
  );
}

/** The whole page of one item list: breadcrumb, title, count, then {@link ItemResults}. */
export function ItemListPage(props: {
  titleKey: MessageKey;
  descriptionKey: MessageKey;
  list: ItemList;
  filters: ListFilters;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav className="text-sm text-slate-500" aria-label={t('lists.breadcrumb')}>
        <Link to="/" className="hover:text-brand-700">
          {t('lists.home')}
        </Link>{' '}
        / <span className="text-slate-800">{t(props.titleKey)}</span>
      </nav>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tablet:text-3xl" data-testid="list-title">
          {t(props.titleKey)}
        </h1>
        <p className="text-sm text-slate-500" data-testid="list-count">
          {t('lists.count', { n: props.list.total_size })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t(props.descriptionKey)}</p>
      <div className="mt-6">
        <ItemResults list={props.list} filters={props.filters} />
      </div>
    </div>
  );
}
