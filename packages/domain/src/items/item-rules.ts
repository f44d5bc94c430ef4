import type { TextTranslations } from '../messages/content-names';
import type { MessageRef } from '../messages/message-ref';
import type { DiscountType, TaxType } from '../pricing/item-price';
import type { DiscountOffer } from './discount-offer';
import {
  type ChoiceOptionInput,
  choiceOptionsProblem,
  type VariationInput,
  variationsProblem,
} from './variations';

/** The largest price a seller may ask, whole rupees (a typo of zeros is refused, not stored). */
export const MAX_ITEM_PRICE = 10_000_000;
export const MAX_ITEM_STOCK = 1_000_000;
/** Pictures an item keeps: the first is its main image (spec §9: each upload at most 3, 2 MB each). */
export const MAX_ITEM_PICTURES = 6;
export const MAX_ITEM_TAGS = 10;
export const MAX_TAG_LENGTH = 30;
export const ITEM_NAME_MAX = 200;
export const ITEM_DESCRIPTION_MAX = 5000;
/** At or under this stock an item is low (the `low_stock_threshold` setting overrides it). */
export const LOW_STOCK_THRESHOLD = 10;

/** A seller's item as a whole (what the editor shows, a CSV row holds, and the API writes). */
export type ItemInput = DiscountOffer & {
  name: string;
  description: string | null;
  /** Name and description in the market's other languages: { ur: { name, description } }. */
  translations: TextTranslations;
  category_id: number;
  /** Whole rupees. */
  price: number;
  tax: number;
  tax_type: TaxType;
  /** The item's own stock; an item with variations keeps the sum of theirs. */
  stock: number;
  maximum_cart_quantity: number | null;
  unit_type: string | null;
  veg: boolean | null;
  /** kg per unit; cm per unit. */
  weight: number;
  length: number;
  width: number;
  height: number;
  tags: string[];
  add_on_ids: number[];
  choice_options: ChoiceOptionInput[];
  variations: VariationInput[];
  active: boolean;
};

/** What a new item is before the seller's fields are laid over it. */
export const NEW_ITEM: Omit<ItemInput, 'name' | 'category_id' | 'price'> = {
  description: null,
  translations: {},
  discount: 0,
  discount_type: 'percent',
  discount_start: null,
  discount_end: null,
  tax: 0,
  tax_type: 'percent',
  stock: 0,
  maximum_cart_quantity: null,
  unit_type: null,
  veg: null,
  weight: 0,
  length: 0,
  width: 0,
  height: 0,
  tags: [],
  add_on_ids: [],
  choice_options: [],
  variations: [],
  active: true,
};

/** One refusal, under the field (or nested path, `variations`) the form shows it at. */
export type FieldProblem = { field: string; message: MessageRef };

export function priceProblem(price: number): MessageRef | null {
  return Number.isInteger(price) && price >= 0 && price <= MAX_ITEM_PRICE
    ? null
    : { key: 'items.price_invalid' };
}

/**
 * A discount is 0 or more; a percent at most 100; an amount at most the lowest price it applies to
 * (the item's, or each variation's): a discount never makes anything cost less than nothing.
 */
export function discountProblem(
  discount: number,
  type: DiscountType,
  prices: readonly number[],
): MessageRef | null {
  if (!Number.isFinite(discount) || discount < 0) return { key: 'items.discount_invalid' };
  if (type === 'percent') return discount > 100 ? { key: 'items.discount_over_100' } : null;
  const lowest = Math.min(...prices);
  return discount > lowest ? { key: 'items.discount_over_price', params: { price: lowest } } : null;
}

/** The last day is not before the first, and not already past (Pakistan dates, `today` included). */
export function discountDatesProblem(
  start: string | null,
  end: string | null,
  today: string,
): MessageRef | null {
  if (start !== null && end !== null && end < start) return { key: 'items.discount_dates_order' };
  if (end !== null && end < today) return { key: 'items.discount_ended' };
  return null;
}

export function maxPerOrderProblem(max: number | null): MessageRef | null {
  return max === null || (Number.isInteger(max) && max >= 1) ? null : { key: 'items.max_per_order_min' };
}

export function stockProblem(stock: number): MessageRef | null {
  return Number.isInteger(stock) && stock >= 0 && stock <= MAX_ITEM_STOCK
    ? null
    : { key: 'items.stock_invalid' };
}

/**
 * Every rule a whole item must keep, each under its field: price, discount against the prices it
 * applies to, the discount's days, maximum per order, stock, and the variation matrix (options, then
 * combinations, each with a valid price and stock). Empty when the item may be saved.
 */
export function itemProblems(item: ItemInput, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: MessageRef | null) => {
    if (message) problems.push({ field, message });
  };
  add('price', priceProblem(item.price));
  add('stock', stockProblem(item.stock));
  add('maximum_cart_quantity', maxPerOrderProblem(item.maximum_cart_quantity));
  const optionsProblem = choiceOptionsProblem(item.choice_options);
  add('choice_options', optionsProblem);
  if (!optionsProblem) add('variations', variationsProblem(item.choice_options, item.variations));
  item.variations.forEach((v, i) => {
    add(`variations.${i}.price`, priceProblem(v.price));
    if (v.stock !== undefined) add(`variations.${i}.stock`, stockProblem(v.stock));
  });
  const prices = [item.price, ...item.variations.map((v) => v.price)].filter((p) => priceProblem(p) === null);
  add('discount', discountProblem(item.discount, item.discount_type, prices.length ? prices : [0]));
  add('discount_end', discountDatesProblem(item.discount_start, item.discount_end, today));
  return problems;
}
