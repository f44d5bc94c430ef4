import type { Coupon } from '../coupons/types';
import type { RateTable } from '../delivery/rate-table';
import type { DiscountType, TaxType } from '../pricing/item-price';

/** One variation type of a product (api-contract `variations[{type,price,stock}]`), e.g. 'Red-L'. */
export type VariationOption = { type: string; price: number; stock: number };

/** A choice group with required/min/max (api-contract `food_variations`). */
export type ChoiceGroup = {
  name: string;
  type?: 'single' | 'multi';
  min?: number;
  max?: number;
  required?: boolean;
  values: { label: string; optionPrice: number }[];
};
/** What the customer picked in one choice group, by label. */
export type ChoiceSelection = { name: string; values: string[] };
/** A validated pick, with the option prices it adds to each unit. */
export type SelectedChoice = { name: string; values: { label: string; optionPrice: number }[] };

export type AddOn = { id: number; name: string; price: number };

/** The product fields the cart needs (spec §3 Product). Weight in kg, dimensions in cm. */
export type CartProduct = {
  id: number;
  name: string;
  image?: string | null;
  price: number;
  stock: number;
  store_id: number;
  store_name: string;
  store_slug?: string;
  /** The store's minimum order (order_price, whole rupees); 0 or absent: none. */
  minimum_order?: number;
  tax?: number;
  tax_type?: TaxType;
  tax_included?: boolean;
  discount?: number;
  discount_type?: DiscountType;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  delivery_charges_contribution?: number;
  /** The store's rate table, as an object or as the JSON text the Item answer carries. */
  leopard_detail?: RateTable | string | null;
  variations?: VariationOption[];
  food_variations?: ChoiceGroup[];
  add_ons?: AddOn[];
  item_campaign_id?: number | null;
};

/** What the customer asks to add: quantity defaults to 1; add-on quantities default to 1 each. */
export type AddToCartRequest = {
  quantity?: number;
  variant?: string;
  choices?: ChoiceSelection[];
  add_on_ids?: number[];
  add_on_qtys?: number[];
};

/**
 * A cart line (spec §3 field names). Money in whole rupees; `price`, `new_price` and `discount_value`
 * are per unit, `discount_amount`, `tax_amount` and `total_price` per line. `discount` and `tax_value`
 * are the item's own settings (percent or rupees). `orderWeight` is the line's chargeable weight in
 * whole GRAMS (decision 103), while `weight` stays in kg as the product gives it.
 */
export type CartLine = {
  /** The line's identity: item, variation type and choices (see `lineIdentity`). */
  id: string;
  item_id: number;
  store_id: number;
  name: string;
  image: string | null;
  /** One unit before discount: the variation's price (or the item's) plus chosen option prices. */
  price: number;
  new_price: number;
  total_price: number;
  quantity: number;
  /** The chosen variation type as a list (empty without one). */
  variation: VariationOption[];
  /** The chosen variation type, '' without one. */
  variant: string;
  choices: SelectedChoice[];
  add_on_ids: number[];
  add_on_qtys: number[];
  add_ons: AddOn[];
  item_campaign_id: number | null;
  tax_amount: number;
  tax_value: number;
  tax_type: TaxType;
  tax_included: boolean;
  discount: number;
  discount_amount: number;
  discount_value: number;
  discount_type: DiscountType;
  weight: number;
  length: number;
  height: number;
  width: number;
  /** Stock for this line: the chosen variation's, else the item's. */
  stock: number;
  orderWeight: number;
  delivery_charges_contribution: number;
};

export type AddressType = 'home' | 'office' | 'others';

/**
 * A store's group in the cart (spec §3 field names), amounts in whole rupees (decision 101):
 * actual_amount − discount_amount = order_price (after item discounts, before tax);
 * order_amount = order_price − coupon_discount_amount + added tax + delivery_charges + dm_tips.
 * tax_amount is all tax of the lines, included tax too. delivery_charges is after the store's
 * contribution, actual_delivery_charges before it. leopard_detail is the store's own rate table.
 */
export type StoreGroup = {
  cart: CartLine[];
  coupon: Coupon | null;
  coupon_discount_amount: number;
  order_amount: number;
  order_price: number;
  actual_amount: number;
  store_id: number;
  store_name: string;
  store_slug: string;
  /** The store's minimum order: checkout refuses a group whose order_price is below it (checkMinimumOrder). */
  minimum_order: number;
  distance: number;
  discount_amount: number;
  tax_amount: number;
  latitude: number | null;
  longitude: number | null;
  address_type: AddressType | null;
  dm_tips: number;
  delivery_charges: number;
  actual_delivery_charges: number;
  delivery_charges_contribution: number;
  leopard_detail: RateTable | null;
};

/** A cart is a list of per-store groups (spec §3). */
export type Cart = StoreGroup[];

/** What every cart change needs to recompute: the active coupon and the market's default rate table. */
export type CartContext = { coupon?: Coupon | null; default_rate_table?: RateTable | null };
