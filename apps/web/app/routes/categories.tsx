import { useRouteLoaderData } from 'react-router';
import { CategoryTile } from '../components/catalogue/category-tile';
import { canonicalUrl, metaT, pageMeta } from '../components/lists/page-meta';
import type { ChromeData } from '../lib/chrome-data';
import { useT } from '../lib/i18n';
import type { Route } from './+types/categories';

/** Only the canonical address: the categories themselves come with the chrome. */
export const loader = ({ request }: Route.LoaderArgs) => ({ canonical: canonicalUrl(request, []) });

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('strip.all_categories'),
    description: t('categories.description'),
    seoKey: 'categories',
    canonical: d?.canonical,
  });
};

export default function Categories() {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const t = useT();
  if (!chrome) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('strip.all_categories')}</h1>
      <div className="mt-6 grid grid-cols-3 gap-6 tablet:grid-cols-5 desktop:grid-cols-8">
        {chrome.categories.map((c) => (
          <CategoryTile key={c.id} category={c} imageBase={chrome.config.base_urls.category_image_url} />
        ))}
      </div>
    </div>
  );
}
