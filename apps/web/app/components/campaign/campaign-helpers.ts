import type { ItemCampaign } from '@bazaar/contract';
import { type Locale, storedIdIn } from '@bazaar/domain';
import { DATE_TAGS } from '../../lib/dates';
import { discountedUnitPrice } from '../../lib/price';

/**
 * A campaign's dates (`YYYY-MM-DD`, Pakistan's calendar) in the page's language, e.g. '22 November
 * 2026 – 3 December 2026'. The dates are read as calendar days (UTC noon), so no time zone moves them.
 * Each date is formatted alone (`formatRange` words ranges differently in Node's and the browser's
 * ICU, which would break hydration).
 */
export function campaignDates(start: string, end: string, locale: Locale): string {
  const day = (d: string) => new Date(`${d}T12:00:00Z`);
  const format = new Intl.DateTimeFormat(DATE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
  const from = day(start);
  const to = day(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return `${format.format(from)} – ${format.format(to)}`;
}

/**
 * A campaign id from the address: digits only, within the API's id range; anything else is no
 * campaign (the page answers 404 without asking the API).
 */
export function campaignIdParam(raw: string | undefined): number | null {
  return storedIdIn(raw);
}

/** What an item campaign costs and saves: the same discount rule the API charges with. */
export function campaignPrice(campaign: Pick<ItemCampaign, 'price' | 'discount' | 'discount_type'>) {
  const final = discountedUnitPrice(campaign);
  return { final, off: campaign.discount > 0 && final < campaign.price };
}

/** Low stock is worth saying ('Only 3 left'); plenty is not. */
export const LOW_STOCK = 10;
