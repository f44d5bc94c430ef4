import { endpoints } from '@bazaar/contract';
import { ItemListPage } from '../../components/lists/item-list-page';
import { loadItemList } from '../../components/lists/load-list';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import type { Route } from './+types/new-items';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadItemList(context.api, request, endpoints.latestItems, 20);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('lists.new_title'),
    description: t('lists.new_description'),
    canonical: data?.canonical,
    seoKey: 'new_items',
  });
};

export default function NewItems({ loaderData }: Route.ComponentProps) {
  return (
    <ItemListPage
      titleKey="lists.new_title"
      descriptionKey="lists.new_description"
      list={loaderData.list}
      filters={loaderData.filters}
    />
  );
}
