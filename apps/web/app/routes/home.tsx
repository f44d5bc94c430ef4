import { endpoints } from '@bazaar/contract';
import { Link, useRouteLoaderData } from 'react-router';
import { CategoryTile } from '../components/catalogue/category-tile';
import { type CardItem, cardItem, ItemCard, ItemGrid } from '../components/catalogue/item-card';
import { BannerCarousel } from '../components/home/banner-carousel';
import { BlogCard } from '../components/home/blog-card';
import { Section } from '../components/home/section';
import { canonicalUrl, metaT, pageMeta } from '../components/lists/page-meta';
import { StoreCard } from '../components/store/store-card';
import type { ChromeData } from '../lib/chrome-data';
import { useT } from '../lib/i18n';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('home.title'),
    description: t('footer.tagline'),
    seoKey: 'home',
    canonical: d?.canonical,
  });
};

/** Every list page of the market, one tap away (real pages, no extra API call for the home page). */
const SHORTCUTS = [
  { href: '/deals', key: 'lists.deals_title' },
  { href: '/best-selling-items', key: 'lists.best_selling_title' },
  { href: '/popular-items', key: 'lists.popular_title' },
  { href: '/new-items', key: 'lists.new_title' },
  { href: '/sponsered-items', key: 'lists.sponsored_title' },
  { href: '/campaign', key: 'campaign.title' },
  { href: '/stores', key: 'stores.title' },
  { href: '/blogs', key: 'blogs.title' },
] as const;

/** Every shelf of the home page, fetched in parallel from the public API. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context;
  const [promos, deals, bestSelling, stores, latest, blogs] = await Promise.all([
    api(endpoints.banners),
    api(endpoints.discountedItems, { query: { limit: 10 } }),
    api(endpoints.bestSellingItems, { query: { limit: 10 } }),
    api(endpoints.stores, { params: { filter: 'popular' }, query: { limit: 8 } }),
    api(endpoints.latestItems, { query: { limit: 20 } }),
    api(endpoints.blogs, { query: { limit: 3 } }),
  ]);
  return {
    promos,
    deals: cards(deals),
    bestSelling: cards(bestSelling),
    stores,
    latest: cards(latest),
    blogs,
    canonical: canonicalUrl(request, []),
  };
}

/** An item shelf shows only cards: only what a card shows goes out for hydration. */
const cards = (list: { products: CardItem[] }) => ({ products: list.products.map(cardItem) });

export default function Home({ loaderData }: Route.ComponentProps) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const t = useT();
  if (!chrome) return null;
  const { config, categories } = chrome;
  const business = config.business_name;
  const urls = config.base_urls;
  const { promos, deals, bestSelling, stores, latest, blogs } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4">
      <h1 className="sr-only">{t('home.title')}</h1>
      <BannerCarousel
        banners={promos.banners}
        campaigns={promos.campaigns}
        bannerBase={urls.banner_image_url}
        campaignBase={urls.campaign_image_url}
      />

      <nav aria-label={t('home.shortcuts')} className="mt-4">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 tablet:flex-wrap">
          {SHORTCUTS.map((s) => (
            <li key={s.href} className="shrink-0">
              <Link
                to={s.href}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
              >
                {t(s.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="categories" title={t('home.shop_by_category')} href="/categories">
        <div className="grid grid-cols-4 gap-4 tablet:grid-cols-6 desktop:grid-cols-8">
          {categories.slice(0, 16).map((c) => (
            <CategoryTile key={c.id} category={c} imageBase={urls.category_image_url} />
          ))}
        </div>
      </Section>

      {deals.products.length > 0 && (
        <Section id="deals" title={t('home.todays_deals')} href="/deals" tone="deal">
          <div className="flex snap-x gap-3 overflow-x-auto pb-2">
            {deals.products.map((item) => (
              <div key={item.id} className="w-40 shrink-0 snap-start tablet:w-48">
                <ItemCard item={item} imageBase={urls.item_image_url} />
              </div>
            ))}
          </div>
        </Section>
      )}

      <Section id="stores" title={t('home.popular_stores')} href="/stores">
        <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
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
      </Section>

      <Section id="best-selling" title={t('home.best_sellers')} href="/best-selling-items">
        <ItemGrid items={bestSelling.products} imageBase={urls.item_image_url} />
      </Section>

      <Section id="new" title={t('home.new_arrivals')} href="/new-items">
        <ItemGrid items={latest.products} imageBase={urls.item_image_url} />
      </Section>

      {blogs.blogs.length > 0 && (
        <Section id="blogs" title={t('home.journal', { business })} href="/blogs">
          <div className="grid gap-4 tablet:grid-cols-3">
            {blogs.blogs.map((b) => (
              <BlogCard key={b.id} blog={b} imageBase={urls.blogs_image_url} />
            ))}
          </div>
        </Section>
      )}

      <p className="mt-12 rounded-2xl bg-brand-50 p-6 text-center text-sm text-brand-900">
        {t('home.payments', { business })}{' '}
        <Link to="/about" className="font-semibold underline">
          {t('home.about', { business })}
        </Link>
      </p>
    </div>
  );
}
