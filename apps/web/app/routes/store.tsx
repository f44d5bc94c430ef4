import { endpoints, isApiError } from '@bazaar/contract';
import { nextStoreOpening, pakistanDay, t as translate } from '@bazaar/domain';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { cardItem } from '../components/catalogue/item-card';
import { Toast } from '../components/layout/toast';
import { metaT, pageMeta } from '../components/lists/page-meta';
import { OpeningHours } from '../components/store/opening-hours';
import { pageCount } from '../components/store/paging';
import { StoreHeader } from '../components/store/store-header';
import { StoreItems } from '../components/store/store-items';
import { StoreNotes } from '../components/store/store-notes';
import { storeItemsRequest } from '../components/store/store-query';
import type { ChromeData } from '../lib/chrome-data';
import { imageUrl } from '../lib/images';
import type { Route } from './+types/store';

const PER_PAGE = 20;

type LoaderArgs = Route.LoaderArgs | Route.ActionArgs;

/** The store by slug; an unknown (or malformed) slug is the 404 page. */
async function storeBySlug({ context, params, request }: LoaderArgs) {
  return context.api(endpoints.storeDetails, { params: { id: params.slug } }).catch((err: unknown) => {
    const missing = isApiError(err) && (err.status === 404 || err.status === 403);
    throw missing ? data(new URL(request.url).pathname, { status: 404 }) : err;
  });
}

/** The store first (its id narrows the item list), then one page of its items: searched or all. */
export async function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const store = await storeBySlug(args);
  const url = new URL(request.url);
  const asked = storeItemsRequest(url.searchParams, store.categories);
  const filters = {
    store_id: store.id,
    category_id: asked.category?.id,
    sort: asked.sort,
    limit: PER_PAGE,
    offset: asked.page,
  };
  const list = await (asked.q
    ? context.api(endpoints.searchItems, { query: { ...filters, name: asked.q } })
    : context.api(endpoints.latestItems, { query: filters })
  ).catch((err: unknown) => {
    // A page past the API's list window (403): the shopper gets the empty state, not an error.
    if (isApiError(err) && err.status === 403) return { total_size: 0, products: [] };
    throw err;
  });
  const now = new Date();
  const canonical = new URL(`/stores/${store.slug}`, url.origin).href;
  return {
    store,
    asked,
    // Shown only as cards: only what a card shows goes out for hydration.
    items: list.products.map(cardItem),
    total: list.total_size,
    pages: pageCount(list.total_size, PER_PAGE),
    // After the seller's closing ends, when they closed it (decision 408); else by its hours.
    opensAt:
      store.open === 1
        ? null
        : nextStoreOpening(
            { active: true, closed_until: store.closed_until, schedules: store.schedules },
            now,
          ),
    today: pakistanDay(now),
    signedIn: context.signedIn,
    canonical,
  };
}

/** Favourite store add / remove for a signed-in shopper; a guest is sent to sign in first. */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const store = await storeBySlug(args);
  const back = new URL(request.url).pathname;
  if (!context.signedIn) throw redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`);
  const remove = (await request.formData()).get('intent') === 'remove';
  const call = remove ? endpoints.wishListRemove : endpoints.wishListAdd;
  try {
    await context.api(call, { query: { store_id: store.id } });
  } catch (err) {
    if (isApiError(err) && err.status === 401)
      throw redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`);
    // Already there (409) or already gone (404): the shopper's wish is met all the same.
    const met = isApiError(err) && (err.status === 409 || err.status === 404);
    if (!met) throw err;
  }
  const key = remove ? 'favorite.removed' : 'favorite.added';
  return { message: translate(key, { item: store.name }, context.locale), at: Date.now() };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [{ title: 'Bazaar' }];
  const { store, canonical } = d;
  const urls = (matches.find((m) => m?.id === 'routes/guest-layout')?.data as ChromeData | undefined)?.config
    .base_urls;
  const image = store.cover_photo
    ? imageUrl(urls?.store_cover_photo_url ?? '', store.cover_photo, 1280)
    : imageUrl(urls?.store_image_url ?? '', store.logo, 640);
  return [
    ...pageMeta(matches, {
      title: store.name,
      description: metaT(matches)('store.meta_description', { store: store.name, count: store.items_count }),
      canonical,
    }),
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
};

export default function StorePage({ loaderData, actionData }: Route.ComponentProps) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  if (!chrome) return null;
  const urls = chrome.config.base_urls;
  const { store, asked, items, total, pages, opensAt, today, signedIn } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 tablet:pt-6" data-testid="store-page">
      {actionData && <Toast key={actionData.at} message={actionData.message} testId="store-toast" />}
      <StoreHeader
        store={store}
        logoBase={urls.store_image_url}
        coverBase={urls.store_cover_photo_url}
        opensAt={opensAt}
        signedIn={signedIn && chrome.customer !== null}
      />
      <StoreNotes name={store.name} announcement={store.announcement} description={store.description} />
      <div className="mt-4 max-w-md">
        <OpeningHours schedules={store.schedules} today={today} />
      </div>
      <StoreItems
        store={store}
        request={asked}
        items={items}
        total={total}
        pages={pages}
        imageBase={urls.item_image_url}
      />
    </div>
  );
}
