import { InfoPage } from '../../components/lists/info-page';
import { loadInfoPage } from '../../components/lists/load-info-page';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/terms-and-conditions';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadInfoPage(context.api, request, 'terms_and_conditions');

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.terms'),
    description: t('pages.terms'),
    canonical: data?.canonical,
    seoKey: 'terms_and_conditions',
  });
};

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <InfoPage title={t('pages.terms')} text={loaderData.text} />;
}
