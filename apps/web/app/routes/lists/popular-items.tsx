import { endpoints } from '@bazaar/contract';
import { ItemListPage } from '../../components/lists/item-list-page';
import { loadItemList } from '../../components/lists/load-list';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import type { Route } from './+types/popular-items';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadItemList(context.api, request, endpoints.popularItems, 20);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('lists.popular_title'),
    description: t('lists.popular_description'),
    canonical: data?.canonical,
    seoKey: 'popular_items',
  });
};

export default function PopularItems({ loaderData }: Route.ComponentProps) {
  return (
    <ItemListPage
      titleKey="lists.popular_title"
      descriptionKey="lists.popular_description"
      list={loaderData.list}
      filters={loaderData.filters}
    />
  );
}
