import { endpoints } from '@bazaar/contract';
import { ItemListPage } from '../../components/lists/item-list-page';
import { loadItemList } from '../../components/lists/load-list';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import type { Route } from './+types/sponsered-items';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadItemList(context.api, request, endpoints.sponsoredItems, 40);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('lists.sponsored_title'),
    description: t('lists.sponsored_description'),
    canonical: data?.canonical,
    seoKey: 'sponsored_items',
  });
};

export default function SponsoredItems({ loaderData }: Route.ComponentProps) {
  return (
    <ItemListPage
      titleKey="lists.sponsored_title"
      descriptionKey="lists.sponsored_description"
      list={loaderData.list}
      filters={loaderData.filters}
    />
  );
}
