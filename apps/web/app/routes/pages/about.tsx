import { InfoPage } from '../../components/lists/info-page';
import { loadInfoPage } from '../../components/lists/load-info-page';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/about';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadInfoPage(context.api, request, 'about_us');

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.about'),
    description: t('pages.about'),
    canonical: data?.canonical,
    seoKey: 'about',
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <InfoPage title={t('pages.about')} text={loaderData.text} />;
}
