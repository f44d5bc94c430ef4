import { endpoints } from '@bazaar/contract';
import { Link, useRouteLoaderData } from 'react-router';
import { CategoryTile } from '../components/catalogue/category-tile';
import { ItemCard, ItemGrid } from '../components/catalogue/item-card';
import { BannerCarousel } from '../components/home/banner-carousel';
import { BlogCard } from '../components/home/blog-card';
import { Section } from '../components/home/section';
import { StoreCard } from '../components/home/store-card';
import type { Route } from './+types/home';
import type { ChromeData } from './guest-layout';

export const meta: Route.MetaFunction = () => [
  { title: 'Bazaar — shop online in Pakistan' },
  {
    name: 'description',
    content: 'Phones, fashion, groceries and more from local stores, delivered across Pakistan.',
  },
];

/** Every shelf of the home page, fetched in parallel from the public API. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context;
  const [promos, deals, bestSelling, stores, latest, blogs] = await Promise.all([
    api(endpoints.banners),
    api(endpoints.discountedItems, { query: { limit: 10 } }),
    api(endpoints.bestSellingItems, { query: { limit: 10 } }),
    api(endpoints.stores, { params: { filter: 'popular' }, query: { limit: 8 } }),
    api(endpoints.latestItems, { query: { limit: 20 } }),
    api(endpoints.blogs, { query: { limit: 3 } }),
  ]);
  return { promos, deals, bestSelling, stores, latest, blogs };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  if (!chrome) return null;
  const { config, categories } = chrome;
  const urls = config.base_urls;
  const { promos, deals, bestSelling, stores, latest, blogs } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4">
      <h1 className="sr-only">Bazaar — shop online in Pakistan</h1>
      <BannerCarousel
        banners={promos.banners}
        campaigns={promos.campaigns}
        bannerBase={urls.banner_image_url}
        campaignBase={urls.campaign_image_url}
      />

      <Section id="categories" title="Shop by category" href="/categories">
        <div className="grid grid-cols-4 gap-4 tablet:grid-cols-6 desktop:grid-cols-8">
          {categories.slice(0, 16).map((c) => (
            <CategoryTile key={c.id} category={c} imageBase={urls.category_image_url} />
          ))}
        </div>
      </Section>

      {deals.products.length > 0 && (
        <Section id="deals" title="Today's deals" href="/deals" tone="deal">
          <div className="flex snap-x gap-3 overflow-x-auto pb-2">
            {deals.products.map((item) => (
              <div key={item.id} className="w-40 shrink-0 snap-start tablet:w-48">
                <ItemCard item={item} imageBase={urls.item_image_url} />
              </div>
            ))}
          </div>
        </Section>
      )}

      <Section id="stores" title="Popular stores" href="/stores">
        <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
          {stores.stores.map((s) => (
            <StoreCard
              key={s.id}
              store={s}
              logoBase={urls.store_image_url}
              coverBase={urls.store_cover_photo_url}
            />
          ))}
        </div>
      </Section>

      <Section id="best-selling" title="Best sellers" href="/best-selling-items">
        <ItemGrid items={bestSelling.products} imageBase={urls.item_image_url} />
      </Section>

      <Section id="new" title="New arrivals" href="/new-items">
        <ItemGrid items={latest.products} imageBase={urls.item_image_url} />
      </Section>

      {blogs.blogs.length > 0 && (
        <Section id="blogs" title="From the Bazaar journal" href="/blogs">
          <div className="grid gap-4 tablet:grid-cols-3">
            {blogs.blogs.map((b) => (
              <BlogCard key={b.id} blog={b} imageBase={urls.blogs_image_url} />
            ))}
          </div>
        </Section>
      )}

      <p className="mt-12 rounded-2xl bg-brand-50 p-6 text-center text-sm text-brand-900">
        Pay by cash on delivery, Bazaar wallet or card.{' '}
        <Link to="/about" className="font-semibold underline">
          About Bazaar
        </Link>
      </p>
    </div>
  );
}
