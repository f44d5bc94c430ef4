import type { BasicCampaign, ItemCampaign } from '@bazaar/contract';
import { CalendarDays, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import { useMoney } from '../../lib/use-money';
import { RatingStar } from '../catalogue/rating-star';
import { campaignDates, campaignPrice, LOW_STOCK } from './campaign-helpers';

/** A basic campaign (a sale stores join): its 3:1 banner, title, dates and how many stores joined. */
export function BasicCampaignCard({ campaign, imageBase }: { campaign: BasicCampaign; imageBase: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      to={`/basic-campaign/${campaign.id}`}
      className="group block overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
      data-testid="basic-campaign-card"
    >
      <div className="aspect-[3/1] bg-gradient-to-br from-brand-100 to-brand-50">
        {campaign.image && (
          <img
            src={imageUrl(imageBase, campaign.image, 640)}
            srcSet={imageSrcSet(imageBase, campaign.image, 640)}
            alt=""
            width={640}
            height={213}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="p-4">
        <h3 className="font-semibold text-slate-900 group-hover:text-brand-700">{campaign.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {campaignDates(campaign.start_date, campaign.end_date, locale)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Store className="size-3.5" aria-hidden="true" />
            {t('campaign.stores_count', { count: campaign.stores_count })}
          </span>
        </p>
      </div>
    </Link>
  );
}

/** The discount badge of an item campaign: '10% OFF' or 'Rs 150 OFF'. */
export function CampaignOffBadge({
  campaign,
  className = '',
}: {
  campaign: ItemCampaign;
  className?: string;
}) {
  const t = useT();
  const money = useMoney();
  if (!campaignPrice(campaign).off) return null;
  return (
    <span className={`rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white ${className}`}>
      {campaign.discount_type === 'percent'
        ? t('campaign.percent_off', { n: campaign.discount })
        : t('campaign.amount_off', { amount: money(campaign.discount) })}
    </span>
  );
}

/** An item campaign (a flash deal on one item) as a card linking to its page. */
export function ItemCampaignCard({ campaign, imageBase }: { campaign: ItemCampaign; imageBase: string }) {
  const t = useT();
  const money = useMoney();
  const { final, off } = campaignPrice(campaign);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-100 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="item-campaign-card"
    >
      <Link
        to={`/campaign/${campaign.id}`}
        className="relative block aspect-square bg-slate-50"
        tabIndex={-1}
      >
        {campaign.image && (
          <img
            src={imageUrl(imageBase, campaign.image, 320)}
            srcSet={imageSrcSet(imageBase, campaign.image, 320)}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
        <CampaignOffBadge campaign={campaign} className="absolute start-2 top-2" />
        {campaign.stock === 0 && (
          <span className="absolute inset-x-0 bottom-0 bg-slate-900/70 py-1 text-center text-xs font-semibold text-white">
            {t('stock.out_of_stock')}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-3">
        <p className="truncate text-xs text-slate-500">{campaign.store_name}</p>
        <h3 className="mt-0.5 text-sm font-medium text-slate-800">
          <Link
            to={`/campaign/${campaign.id}`}
            className="line-clamp-2 hover:text-brand-700 focus-visible:underline"
          >
            {campaign.title}
          </Link>
        </h3>
        {campaign.rating_count > 0 && (
          <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
            <RatingStar />
            {campaign.avg_rating.toFixed(1)} ({campaign.rating_count})
          </p>
        )}
        {campaign.stock > 0 && campaign.stock <= LOW_STOCK && (
          <p className="mt-1 text-xs font-medium text-rose-700">
            {t('campaign.stock_left', { n: campaign.stock })}
          </p>
        )}
        <p className="mt-auto pt-2">
          <span className="font-display text-base font-bold text-brand-700">{money(final)}</span>
          {off && <span className="ms-2 text-xs text-slate-500 line-through">{money(campaign.price)}</span>}
        </p>
      </div>
    </article>
  );
}
