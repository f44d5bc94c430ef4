import { endpoints, isApiError } from '@bazaar/contract';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { data, Link, useRouteLoaderData } from 'react-router';
import { ItemCampaignCard } from '../../components/campaign/campaign-cards';
import { campaignDates, campaignIdParam } from '../../components/campaign/campaign-helpers';
import { EmptyState } from '../../components/lists/empty-state';
import { canonicalUrl, pageMeta } from '../../components/lists/page-meta';
import { paragraphs } from '../../components/lists/post-date';
import { StoreCard } from '../../components/store/store-card';
import type { ChromeData } from '../../lib/chrome-data';
import { useLocale, useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import type { Route } from './+types/basic';

/**
 * One basic campaign (a sale): its banner, dates, description and the stores near the shopper that
 * joined it, with the flash deals those stores run. A campaign that is unknown, over or not yet
 * started is 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const id = campaignIdParam(params.campaign_id);
  if (id === null) throw data(path, { status: 404 });
  const [campaign, deals] = await Promise.all([
    context
      .api(endpoints.basicCampaignDetails, { query: { basic_campaign_id: id } })
      .catch((err: unknown) => {
        throw isApiError(err) && (err.status === 404 || err.status === 400)
          ? data(path, { status: 404 })
          : err;
      }),
    context.api(endpoints.itemCampaigns),
  ]);
  const joined = new Set(campaign.stores.map((s) => s.id));
  return {
    campaign,
    deals: deals.filter((d) => joined.has(d.store_id)),
    canonical: canonicalUrl(request, []),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  return pageMeta(matches, {
    title: d.campaign.title,
    description: d.campaign.description ?? d.campaign.title,
    canonical: d.canonical,
    seoKey: 'campaign',
  });
};

export default function BasicCampaign({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const urls = chrome?.config.base_urls;
  const { campaign, deals } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 tablet:py-8" data-testid="basic-campaign-page">
      <Link
        to="/campaign"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" /> {t('campaign.all_campaigns')}
      </Link>
      <div className="mt-2 aspect-[3/1] overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 to-brand-50">
        {campaign.image && (
          <img
            src={imageUrl(urls?.campaign_image_url ?? '', campaign.image, 1280)}
            srcSet={imageSrcSet(urls?.campaign_image_url ?? '', campaign.image, 1280)}
            sizes="(min-width: 1280px) 1248px, 100vw"
            alt=""
            width={1280}
            height={427}
            className="size-full object-cover"
          />
        )}
      </div>
      <h1
        className="mt-5 font-display text-2xl font-bold text-slate-900 tablet:text-3xl"
        data-testid="campaign-title"
      >
        {campaign.title}
      </h1>
      <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
        <CalendarDays className="size-4" aria-hidden="true" />
        {campaignDates(campaign.start_date, campaign.end_date, locale)}
      </p>
      {campaign.description && (
        <div className="mt-3 max-w-3xl space-y-2 text-slate-700">
          {paragraphs(campaign.description).map((p) => (
            <p key={p.key} className="whitespace-pre-line">
              {p.text}
            </p>
          ))}
        </div>
      )}
      <section className="mt-8" aria-labelledby="campaign-stores">
        <h2 id="campaign-stores" className="text-lg font-semibold text-slate-900">
          {t('campaign.stores_heading')}
        </h2>
        {campaign.stores.length === 0 ? (
          <div className="mt-3">
            <EmptyState title={t('campaign.no_stores')}>
              <Link
                to="/stores"
                className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
              >
                {t('stores.title')}
              </Link>
            </EmptyState>
          </div>
        ) : (
          <div className="mt-3 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
            {campaign.stores.map((store) => (
              <StoreCard
                key={store.id}
                store={store}
                logoBase={urls?.store_image_url ?? ''}
                coverBase={urls?.store_cover_photo_url ?? ''}
              />
            ))}
          </div>
        )}
      </section>
      {deals.length > 0 && (
        <section className="mt-10" aria-labelledby="campaign-deals">
          <h2 id="campaign-deals" className="text-lg font-semibold text-slate-900">
            {t('campaign.flash_heading')}
          </h2>
          <div className="mt-3 grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-5">
            {deals.map((d) => (
              <ItemCampaignCard key={d.id} campaign={d} imageBase={urls?.campaign_image_url ?? ''} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
