import { useRouteLoaderData } from 'react-router';
import { InfoPage } from '../../components/lists/info-page';
import { canonicalUrl, metaT, pageMeta } from '../../components/lists/page-meta';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/terms-and-conditions';

export const loader = ({ request }: Route.LoaderArgs) => ({ canonical: canonicalUrl(request, []) });

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.terms'),
    description: t('pages.terms'),
    canonical: data?.canonical,
    seoKey: 'terms_and_conditions',
  });
};

export default function TermsAndConditions() {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  return <InfoPage title={t('pages.terms')} text={chrome?.config.terms_and_conditions ?? ''} />;
}
