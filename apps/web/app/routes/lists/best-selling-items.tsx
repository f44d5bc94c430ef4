import { endpoints } from '@bazaar/contract';
import { ItemListPage } from '../../components/lists/item-list-page';
import { loadItemList } from '../../components/lists/load-list';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import type { Route } from './+types/best-selling-items';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadItemList(context.api, request, endpoints.bestSellingItems, 20);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('lists.best_selling_title'),
    description: t('lists.best_selling_description'),
    canonical: data?.canonical,
    seoKey: 'best_selling_items',
  });
};

export default function BestSellingItems({ loaderData }: Route.ComponentProps) {
  return (
    <ItemListPage
      titleKey="lists.best_selling_title"
      descriptionKey="lists.best_selling_description"
      list={loaderData.list}
      filters={loaderData.filters}
    />
  );
}
