import { InfoPage } from '../../components/lists/info-page';
import { loadInfoPage } from '../../components/lists/load-info-page';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/privacy-policy';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadInfoPage(context.api, request, 'privacy_policy');

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.privacy'),
    description: t('pages.privacy'),
    canonical: data?.canonical,
    seoKey: 'privacy_policy',
  });
};

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <InfoPage title={t('pages.privacy')} text={loaderData.text} />;
}
