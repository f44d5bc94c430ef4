import { useRouteLoaderData } from 'react-router';
import { InfoPage } from '../../components/lists/info-page';
import { canonicalUrl, metaT, pageMeta } from '../../components/lists/page-meta';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/about';

export const loader = ({ request }: Route.LoaderArgs) => ({ canonical: canonicalUrl(request, []) });

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('pages.about'),
    description: t('pages.about'),
    canonical: data?.canonical,
    seoKey: 'about',
  });
};

export default function About() {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  return <InfoPage title={t('pages.about')} text={chrome?.config.about_us ?? ''} />;
}
