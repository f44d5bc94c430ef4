import { endpoints } from '@bazaar/contract';
import { Link, useRouteLoaderData } from 'react-router';
import { BasicCampaignCard, ItemCampaignCard } from '../../components/campaign/campaign-cards';
import { EmptyState } from '../../components/lists/empty-state';
import { canonicalUrl, metaT, pageMeta } from '../../components/lists/page-meta';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/index';

/** Every running campaign: the sales stores joined (basic) and the flash deals on one item each. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [sales, deals] = await Promise.all([
    context.api(endpoints.basicCampaigns),
    context.api(endpoints.itemCampaigns),
  ]);
  return { sales, deals, canonical: canonicalUrl(request, []) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('campaign.title'),
    description: t('campaign.description'),
    canonical: data?.canonical,
    seoKey: 'campaign',
  });
};

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const base = chrome?.config.base_urls.campaign_image_url ?? '';
  const { sales, deals } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 tablet:py-8" data-testid="campaigns-page">
      <nav className="text-sm text-slate-500" aria-label={t('lists.breadcrumb')}>
        <Link to="/" className="hover:text-brand-700">
          {t('lists.home')}
        </Link>{' '}
        / <span className="text-slate-800">{t('campaign.title')}</span>
      </nav>
      <h1 className="mt-2 font-display text-2xl font-bold text-slate-900">{t('campaign.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('campaign.description')}</p>
      {sales.length === 0 && deals.length === 0 ? (
        <div className="mt-8">
          <EmptyState title={t('campaign.empty')} hint={t('campaign.empty_hint')}>
            <Link
              to="/deals"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('campaign.see_deals')}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <>
          {sales.length > 0 && (
            <section className="mt-8" aria-labelledby="campaign-sales">
              <h2 id="campaign-sales" className="text-lg font-semibold text-slate-900">
                {t('campaign.sales_heading')}
              </h2>
              <div className="mt-3 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
                {sales.map((c) => (
                  <BasicCampaignCard key={c.id} campaign={c} imageBase={base} />
                ))}
              </div>
            </section>
          )}
          {deals.length > 0 && (
            <section className="mt-10" aria-labelledby="campaign-deals">
              <h2 id="campaign-deals" className="text-lg font-semibold text-slate-900">
                {t('campaign.flash_heading')}
              </h2>
              <div className="mt-3 grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-5">
                {deals.map((c) => (
                  <ItemCampaignCard key={c.id} campaign={c} imageBase={base} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
