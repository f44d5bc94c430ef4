import { endpoints } from '@bazaar/contract';
import { formatMoney } from '@bazaar/domain';
import { ArrowLeft, CalendarDays, ShoppingCart, Star, Store } from 'lucide-react';
import { data, Form, Link, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import { XsrfField } from '../../components/auth/fields';
import { CampaignOffBadge, ItemCampaignCard } from '../../components/campaign/campaign-cards';
import {
  campaignDates,
  campaignIdParam,
  campaignPrice,
  LOW_STOCK,
} from '../../components/campaign/campaign-helpers';
import { canonicalUrl, metaT, pageMeta } from '../../components/lists/page-meta';
import { paragraphs } from '../../components/lists/post-date';
import { type AddAnswer, addToCart } from '../../lib/add-to-cart.server';
import type { ChromeData } from '../../lib/chrome-data';
import { useLocale, useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import { GuestCartField, useKeepGuestLines } from '../../lib/use-guest-cart';
import { useMoney } from '../../lib/use-money';
import type { Route } from './+types/item';

type Api = Route.LoaderArgs['context']['api'];

/**
 * One running item campaign (a flash deal on one item, its own price and stock), found in the API's
 * list of running item campaigns (there is no call for one). Unknown, over or not started → 404.
 */
async function findCampaign(api: Api, raw: string | undefined, path: string) {
  const id = campaignIdParam(raw);
  if (id === null) throw data(path, { status: 404 });
  const all = await api(endpoints.itemCampaigns);
  const campaign = all.find((c) => c.id === id);
  if (!campaign) throw data(path, { status: 404 });
  return { campaign, others: all.filter((c) => c.id !== id).slice(0, 5) };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const found = await findCampaign(context.api, params.campaign_id, path);
  return { ...found, canonical: canonicalUrl(request, []) };
}

type ActionAnswer = AddAnswer;

/** Add the deal to the cart (a campaign line: its own price and stock), a guest's too. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const path = new URL(request.url).pathname;
  const signIn = () => redirect(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
  const form = await request.formData();
  const { campaign } = await findCampaign(context.api, params.campaign_id, path);
  if (campaign.item_id === null) throw data(path, { status: 404 });
  const line = { item_id: campaign.item_id, quantity: 1, item_campaign_id: campaign.id };
  return addToCart(context, form, { line, stock: campaign.stock }, signIn);
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const chrome = matches.find((m) => m?.id === 'routes/guest-layout')?.data as ChromeData | undefined;
  const c = d.campaign;
  const price = formatMoney(campaignPrice(c).final, chrome?.config.currency_symbol ?? 'Rs');
  return pageMeta(matches, {
    title: c.title,
    description: metaT(matches)('campaign.item_meta', { title: c.title, price, store: c.store_name }),
    canonical: d.canonical,
    seoKey: 'campaign',
  });
};

export default function ItemCampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const busy = useNavigation().state === 'submitting';
  const base = chrome?.config.base_urls.campaign_image_url ?? '';
  const { campaign, others } = loaderData;
  const { final, off } = campaignPrice(campaign);
  const answer = actionData as ActionAnswer | undefined;
  useKeepGuestLines(answer?.guestLines);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 tablet:py-8" data-testid="item-campaign-page">
      <Link
        to="/campaign"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" /> {t('campaign.all_campaigns')}
      </Link>
      <div className="mt-2 grid gap-6 tablet:grid-cols-2 tablet:gap-10">
        <div className="relative aspect-square overflow-hidden rounded-2xl bg-slate-50">
          {campaign.image && (
            <img
              src={imageUrl(base, campaign.image, 640)}
              srcSet={imageSrcSet(base, campaign.image, 640)}
              alt={campaign.title}
              width={640}
              height={640}
              className="size-full object-cover"
            />
          )}
          <CampaignOffBadge campaign={campaign} className="absolute start-3 top-3 text-sm" />
        </div>
        <div>
          <h1
            className="font-display text-2xl font-bold text-slate-900 tablet:text-3xl"
            data-testid="campaign-title"
          >
            {campaign.title}
          </h1>
          <Link
            to={`/stores/${campaign.store_slug}`}
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm text-slate-600 hover:text-brand-700"
          >
            <Store className="size-4" aria-hidden="true" />{' '}
            {t('campaign.sold_by', { store: campaign.store_name })}
          </Link>
          {campaign.rating_count > 0 && (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <Star className="size-4 fill-accent-400 text-accent-400" aria-hidden="true" />
              {campaign.avg_rating.toFixed(1)} ({campaign.rating_count})
            </p>
          )}
          <p className="mt-4" data-testid="campaign-price">
            <span className="font-display text-3xl font-bold text-brand-700">{money(final)}</span>
            {off && (
              <span className="ms-3 text-base text-slate-500 line-through">{money(campaign.price)}</span>
            )}
          </p>
          <p
            className={`mt-2 text-sm font-medium ${campaign.stock === 0 ? 'text-rose-700' : campaign.stock <= LOW_STOCK ? 'text-amber-700' : 'text-emerald-700'}`}
            data-testid="stock-state"
          >
            {campaign.stock === 0
              ? t('stock.out_of_stock')
              : campaign.stock <= LOW_STOCK
                ? t('campaign.stock_left', { n: campaign.stock })
                : t('product.in_stock')}
          </p>
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('campaign.offer_runs', {
              dates: campaignDates(campaign.start_date, campaign.end_date, locale),
            })}
          </p>
          {campaign.description && (
            <div className="mt-4 space-y-2 text-slate-700">
              {paragraphs(campaign.description).map((p) => (
                <p key={p.key} className="whitespace-pre-line">
                  {p.text}
                </p>
              ))}
            </div>
          )}
          {answer?.notice && (
            <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              {answer.notice}
            </p>
          )}
          {answer?.error && (
            <p role="alert" className="mt-4 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
              {answer.error}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 tablet:flex-row">
            {campaign.item_id !== null && campaign.stock > 0 && (
              <Form method="post" className="tablet:flex-1">
                <XsrfField />
                <GuestCartField />
                <button
                  type="submit"
                  disabled={busy}
                  data-testid="campaign-add-to-cart"
                  className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  <ShoppingCart className="size-5" aria-hidden="true" /> {t('campaign.add_to_cart')}
                </button>
              </Form>
            )}
            {campaign.item_slug && (
              <Link
                to={`/product/${campaign.item_slug}`}
                data-testid="campaign-product-link"
                className="inline-flex min-h-12 items-center justify-center rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 tablet:flex-1"
              >
                {t('campaign.view_product')}
              </Link>
            )}
          </div>
        </div>
      </div>
      {others.length > 0 && (
        <section className="mt-12" aria-labelledby="campaign-more">
          <h2 id="campaign-more" className="text-lg font-semibold text-slate-900">
            {t('campaign.more_deals')}
          </h2>
          <div className="mt-3 grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-5">
            {others.map((c) => (
              <ItemCampaignCard key={c.id} campaign={c} imageBase={base} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
