import { endpoints } from '@bazaar/contract';
import { Link, useRouteLoaderData } from 'react-router';
import { CategoryTile } from '../components/catalogue/category-tile';
import { ItemGrid } from '../components/catalogue/item-card';
import type { ChromeData } from './guest-layout';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'Bazaar — shop online in Pakistan' },
  { name: 'description', content: 'Phones, fashion, groceries and more from local stores, delivered across Pakistan.' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const latest = await context.api(endpoints.latestItems, { query: { limit: 20 } });
  return { latest };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  if (!chrome) return null;
  const { config, categories } = chrome;
  return (
    <div className="mx-auto max-w-7xl px-4">
      <section className="mt-6 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 px-6 py-10 text-white tablet:px-12 tablet:py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">11.11 Mega Sale</p>
        <h1 className="mt-2 max-w-xl text-3xl font-bold leading-tight tablet:text-5xl">Pakistan's bazaar, at your door</h1>
        <p className="mt-3 max-w-lg text-brand-50/90">Phones from Hafeez Centre, lawn from Liberty, atta and chawal from your kiryana — paid by cash on delivery, wallet or card.</p>
        <Link to="/categories" className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          Shop by category
        </Link>
      </section>

      <section className="mt-10" aria-labelledby="home-categories">
        <div className="flex items-baseline justify-between">
          <h2 id="home-categories" className="text-xl font-bold">Categories</h2>
          <Link to="/categories" className="text-sm font-medium text-brand-600">View all</Link>
        </div>
        <div className="mt-4 grid grid-cols-4 gap-4 tablet:grid-cols-6 desktop:grid-cols-8">
          {categories.slice(0, 16).map((c) => (
            <CategoryTile key={c.id} category={c} imageBase={config.base_urls.category_image_url} />
          ))}
        </div>
      </section>

      <section className="mt-12" aria-labelledby="home-new">
        <div className="flex items-baseline justify-between">
          <h2 id="home-new" className="text-xl font-bold">New arrivals</h2>
          <Link to="/new-items" className="text-sm font-medium text-brand-600">View all</Link>
        </div>
        <div className="mt-4">
          <ItemGrid items={loaderData.latest.products} imageBase={config.base_urls.item_image_url} />
        </div>
      </section>
    </div>
  );
}
