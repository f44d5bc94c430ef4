import { useRouteLoaderData } from 'react-router';
import { CategoryTile } from '../components/catalogue/category-tile';
import type { ChromeData } from './guest-layout';

export const meta = () => [{ title: 'All categories — Bazaar' }];

export default function Categories() {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  if (!chrome) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">All categories</h1>
      <div className="mt-6 grid grid-cols-3 gap-6 tablet:grid-cols-5 desktop:grid-cols-8">
        {chrome.categories.map((c) => (
          <CategoryTile key={c.id} category={c} imageBase={chrome.config.base_urls.category_image_url} />
        ))}
      </div>
    </div>
  );
}
