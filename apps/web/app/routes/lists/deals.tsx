import { endpoints } from '@bazaar/contract';
import { ItemListPage } from '../../components/lists/item-list-page';
import { loadItemList } from '../../components/lists/load-list';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import type { Route } from './+types/deals';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadItemList(context.api, request, endpoints.discountedItems, 20);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('lists.deals_title'),
    description: t('lists.deals_description'),
    canonical: data?.canonical,
    seoKey: 'deals',
  });
};

export default function Deals({ loaderData }: Route.ComponentProps) {
  return (
    <ItemListPage
      titleKey="lists.deals_title"
      descriptionKey="lists.deals_description"
      list={loaderData.list}
      filters={loaderData.filters}
    />
  );
}
