import { endpoints, isApiError, type ReviewList } from '@bazaar/contract';
import { t as translate } from '@bazaar/domain';
import { Suspense } from 'react';
import { Await, data, Link, redirect, useRouteLoaderData } from 'react-router';
import { type CardItem, cardItem, ItemCard } from '../components/catalogue/item-card';
import { Stars } from '../components/catalogue/stars';
import { Toast } from '../components/layout/toast';
import { BuyForm } from '../components/product/buy-form';
import { lineFromForm } from '../components/product/cart-line';
import { FavoriteButton } from '../components/product/favorite-button';
import { Gallery } from '../components/product/gallery';
import { Reviews } from '../components/product/reviews';
import { StorePanel } from '../components/product/store-panel';
import { metaDescription, productJsonLd, productPhotos } from '../components/product/structured-data';
import { type AddAnswer, addToCart } from '../lib/add-to-cart.server';
import type { ChromeData } from '../lib/chrome-data';
import { useT } from '../lib/i18n';
import { imageUrl } from '../lib/images';
import { inlineIfQuick } from '../lib/inline-if-quick';
import { discountedUnitPrice } from '../lib/price';
import { useKeepGuestLines } from '../lib/use-guest-cart';
import type { Route } from './+types/product';

type Api = Route.LoaderArgs['context']['api'];

/**
 * The item by slug (404 page when unknown), awaited; its reviews and related items come inline when
 * they are quick, else stream in after (lib/inline-if-quick.ts).
 */
async function loadItem(api: Api, slug: string, path: string) {
  return api(endpoints.itemDetails, { params: { id: slug } }).catch((err: unknown) => {
    throw isApiError(err) && (err.status === 404 || err.status === 403) ? data(path, { status: 404 }) : err;
  });
}

const noReviews: ReviewList = {
  total_size: 0,
  limit: 10,
  offset: 0,
  avg_rating: 0,
  rating_count: 0,
  reviews: [],
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const item = await loadItem(context.api, params.product_slug, url.pathname);
  // Secondary shelves never take the page down: an outage there shows them empty.
  const reviews = context
    .api(endpoints.itemReviews, { params: { id: String(item.id) }, query: { limit: 10 } })
    .catch(() => noReviews);
  const related = context
    .api(endpoints.relatedItems, { params: { id: String(item.id) }, query: { limit: 10 } })
    // Shown only as cards: only what a card shows goes out for hydration.
    .then((list) => list.filter((r) => r.id !== item.id).map(cardItem))
    .catch((): CardItem[] => []);
  return {
    item,
    ...(await inlineIfQuick({ reviews, related })),
    signedIn: context.signedIn,
    canonical: `${url.origin}/product/${item.slug}`,
  };
}

type ActionAnswer = AddAnswer;

/** Add to cart (the stored cart, or a guest's kept in the browser) or toggle the favourite. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  const signIn = () => redirect(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
  const say = (key: Parameters<typeof translate>[0], p?: Parameters<typeof translate>[1]) =>
    translate(key, p, context.locale);
  const form = await request.formData();
  const favorite = form.get('intent') === 'favorite';
  if (!context.signedIn && favorite) return signIn();
  const item = await loadItem(context.api, params.product_slug, path);
  if (!favorite) {
    const wanted = lineFromForm(item, form);
    if (!wanted.ok) return data({ error: say(wanted.refusal.key, wanted.refusal.params) }, { status: 400 });
    return addToCart(context, form, wanted, signIn);
  }
  const remove = form.get('favorite') === 'remove';
  const query = { item_id: item.id };
  try {
    await (remove
      ? context.api(endpoints.wishListRemove, { query })
      : context.api(endpoints.wishListAdd, { query })
    ).catch((err: unknown) => {
      // Already there / already gone: the shopper's wish holds either way.
      if (!(isApiError(err) && err.status === (remove ? 404 : 409))) throw err;
    });
  } catch (err) {
    if (isApiError(err) && err.status === 401) return signIn();
    throw err;
  }
  return {
    notice: say(remove ? 'favorite.removed' : 'favorite.added', { item: item.name }),
  } satisfies ActionAnswer;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [{ title: 'Bazaar' }];
  const chrome = matches.find((m) => m?.id === 'routes/guest-layout')?.data as ChromeData | undefined;
  const description = metaDescription(d.item.description, `${d.item.name} — ${d.item.store.name}`);
  const base = chrome?.config.base_urls.item_image_url ?? '';
  const images = productPhotos(d.item).map((f) => imageUrl(base, f, 1280) ?? '');
  const image = images[0];
  return [
    { title: `${d.item.name} — Bazaar` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: d.canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: d.item.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: d.canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    {
      'script:ld+json': productJsonLd(d.item, {
        url: d.canonical,
        price: discountedUnitPrice(d.item),
        images,
      }),
    },
  ];
};

/** Where a shelf will stream in: a grey block of its usual height, so nothing below jumps. */
function ShelfSkeleton({ height }: { height: string }) {
  return <div aria-hidden className={`mt-12 animate-pulse rounded-xl bg-slate-100 ${height}`} />;
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  useKeepGuestLines((actionData as ActionAnswer | undefined)?.guestLines);
  if (!chrome) return null;
  const urls = chrome.config.base_urls;
  const { item, signedIn } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const files = productPhotos(item);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-24 tablet:pb-6">
      <Toast message={answer?.notice} testId="product-notice" />
      <nav className="truncate text-sm text-slate-500" aria-label={t('product.breadcrumb')}>
        <Link to="/" className="hover:text-brand-700">
          {t('product.home')}
        </Link>{' '}
        /{' '}
        <Link to={`/stores/${item.store.slug}`} className="bidi-plain hover:text-brand-700">
          {item.store.name}
        </Link>{' '}
        / <span className="bidi-plain text-slate-800">{item.name}</span>
      </nav>

      <div className="mt-4 grid gap-8 tablet:grid-cols-2">
        <Gallery name={item.name} files={files} base={urls.item_image_url} />
        <div className="min-w-0 space-y-5">
          <div className="flex items-start justify-between gap-3">
            <h1
              className="bidi-plain text-2xl font-bold text-slate-900 desktop:text-3xl"
              data-testid="product-name"
            >
              {item.name}
            </h1>
            <FavoriteButton favorite={item.is_favorite} signedIn={signedIn} />
          </div>
          {item.rating_count > 0 && (
            <a
              href="#reviews-title"
              className="flex items-center gap-2 text-sm text-slate-600 hover:text-brand-700"
            >
              {/* The words beside them say the rating: the stars are only their picture. */}
              <Stars rating={item.avg_rating} />
              {t('product.rating_summary', { rating: item.avg_rating.toFixed(1), count: item.rating_count })}
            </a>
          )}
          <BuyForm key={item.id} item={item} signedIn={signedIn} error={answer?.error} />
          <StorePanel store={item.store} logoBase={urls.store_image_url} />
        </div>
      </div>

      {item.description && (
        <section className="mt-12" aria-labelledby="description-title">
          <h2 id="description-title" className="text-xl font-bold">
            {t('product.description')}
          </h2>
          <p className="bidi-plain mt-3 max-w-3xl whitespace-pre-line text-slate-700">{item.description}</p>
        </section>
      )}

      <Suspense fallback={<ShelfSkeleton height="h-48" />}>
        <Await resolve={loaderData.reviews}>
          {(list) => <Reviews list={list} photoBase={urls.review_image_url} storeName={item.store.name} />}
        </Await>
      </Suspense>

      <Suspense fallback={<ShelfSkeleton height="h-72" />}>
        <Await resolve={loaderData.related}>
          {(related) =>
            related.length > 0 && (
              <section className="mt-12" aria-labelledby="related-title" data-testid="related">
                <h2 id="related-title" className="text-xl font-bold">
                  {t('product.related')}
                </h2>
                <div className="mt-4 grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-5">
                  {related.map((r) => (
                    <ItemCard key={r.id} item={r} imageBase={urls.item_image_url} />
                  ))}
                </div>
              </section>
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
