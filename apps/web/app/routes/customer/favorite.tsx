import { endpoints, isApiError } from '@bazaar/contract';
import { data, useRouteLoaderData } from 'react-router';
import { FavouriteItems, FavouriteStores } from '../../components/customer/favourites/favourite-lists';
import { ListSkeleton, LoadFailed, useLoadingHere } from '../../components/customer/reviews/page-states';
import { TabLinks } from '../../components/customer/reviews/tab-links';
import { Toast } from '../../components/layout/toast';
import { metaT } from '../../components/lists/page-meta';
import type { ChromeData } from '../../lib/chrome-data';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/favorite';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: `${t('chrome.favourites')} — Bazaar` },
    { name: 'description', content: t('favourites.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The wish list (spec §4): favourite items and stores, one call; `?tab=stores` shows the stores. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const tab = new URL(args.request.url).searchParams.get('tab') === 'stores' ? 'stores' : 'items';
  try {
    return { tab, list: await api(endpoints.wishList) } as const;
  } catch (err) {
    if (!isApiError(err) || err.status === 401) throw err;
    return { tab, list: null } as const;
  }
}

/**
 * Takes an item or a store off the list; the server's own message ('{item} removed from favorite list.'
 * or why not) is shown with the title 'Message' (spec §8), and the list reloads after.
 */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const form = await args.request.formData();
  const kind = form.get('kind');
  const id = Number(form.get('id'));
  if ((kind !== 'item' && kind !== 'store') || !Number.isInteger(id) || id < 1) {
    throw data(null, { status: 400 });
  }
  const query = kind === 'item' ? { item_id: id } : { store_id: id };
  try {
    const answer = await api(endpoints.wishListRemove, { query });
    return { notice: answer.message, at: Date.now() };
  } catch (err) {
    // Already gone (404) or refused (403, 409): the server's message, as spec §8 shows it.
    if (isApiError(err) && [403, 404, 409].includes(err.status)) {
      return { notice: err.message, at: Date.now() };
    }
    throw err;
  }
}

export default function FavoritePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const loading = useLoadingHere();
  const urls = useRouteLoaderData<ChromeData>('routes/guest-layout')?.config.base_urls;
  const { tab, list } = loaderData;
  return (
    <div data-testid="favorite-page">
      <h1 className="text-2xl font-bold text-slate-900">{t('chrome.favourites')}</h1>
      <TabLinks
        label={t('chrome.favourites')}
        current={tab}
        tabs={[
          { id: 'items', label: t('search.items'), href: '/customer/favorite', count: list?.item.length },
          {
            id: 'stores',
            label: t('search.stores'),
            href: '/customer/favorite?tab=stores',
            count: list?.store.length,
          },
        ]}
      />
      {!list ? (
        <LoadFailed message={t('favourites.load_failed')} />
      ) : loading ? (
        <ListSkeleton rows={3} tall />
      ) : tab === 'items' ? (
        <FavouriteItems items={list.item} imageBase={urls?.item_image_url ?? ''} />
      ) : (
        <FavouriteStores
          stores={list.store}
          logoBase={urls?.store_image_url ?? ''}
          coverBase={urls?.store_cover_photo_url ?? ''}
        />
      )}
      <Toast message={actionData?.notice} key={actionData?.at} testId="favourite-toast" />
    </div>
  );
}
