import type { DiscountType } from '../pricing/item-price';

/**
 * A seller's discount (issue 36): percent or amount, with an optional first and last day (Pakistan
 * dates, 'YYYY-MM-DD', both days included). `items.discount` holds what applies today; an offer with a
 * date still ahead is kept as a plan that the midnight sweep applies and ends (decision 409).
 */
export type DiscountOffer = {
  discount: number;
  discount_type: DiscountType;
  discount_start: string | null;
  discount_end: string | null;
};

export type LiveDiscount = { discount: number; discount_type: DiscountType };

const NONE: LiveDiscount = { discount: 0, discount_type: 'percent' };

/** Whether `today` is within the offer's days (an open side holds for ever). */
export const offerRunsOn = (offer: DiscountOffer, today: string) =>
  (offer.discount_start === null || offer.discount_start <= today) &&
  (offer.discount_end === null || today <= offer.discount_end);

/** The discount that applies on `today`: the offer within its days, else none. */
export function discountOn(offer: DiscountOffer, today: string): LiveDiscount {
  return offer.discount > 0 && offerRunsOn(offer, today)
    ? { discount: offer.discount, discount_type: offer.discount_type }
    : NONE;
}

/** Whether the offer still changes by itself after `today`: it starts later, or it ends. */
export const offerHasTimedChange = (offer: DiscountOffer, today: string) =>
  offer.discount > 0 &&
  ((offer.discount_start !== null && offer.discount_start > today) ||
    (offer.discount_end !== null && offer.discount_end >= today));
