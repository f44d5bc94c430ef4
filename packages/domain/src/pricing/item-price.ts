import { percentOf, roundRupees } from '../money/round';

export type DiscountType = 'percent' | 'amount';
export type TaxType = 'percent' | 'amount';
export const DISCOUNT_TYPES = ['percent', 'amount'] as const satisfies readonly DiscountType[];
export const TAX_TYPES = ['percent', 'amount'] as const satisfies readonly TaxType[];

/**
 * An item's own pricing, as the product carries it. `discount` and `tax` are percents (12.5) or whole
 * rupees per unit, as their `_type` says. `tax_included` true means the price already contains the tax
 * (it is shown, not added); false or absent means the tax is added on top.
 */
export type ItemPricing = {
  price: number;
  discount?: number;
  discount_type?: DiscountType;
  tax?: number;
  tax_type?: TaxType;
  tax_included?: boolean;
};

/** One unit of an item after its discount and tax, in whole rupees. */
export type UnitPrice = {
  /** List price of one unit. */
  price: number;
  /** Discount on one unit; never more than the price. */
  discount: number;
  /** Price of one unit after the discount: price − discount, never below 0. */
  new_price: number;
  /** Tax on one unit (contained in new_price when included, added to it when excluded). */
  tax: number;
  /** What the customer pays for one unit before coupon and delivery. */
  payable: number;
};

const nonNegative = (n: number | undefined) => Math.max(0, n ?? 0);

/** Spec §9: percent or amount discounts and taxes apply per item, to each unit. */
export function priceUnit(item: ItemPricing): UnitPrice {
  const price = roundRupees(nonNegative(item.price));
  const discountValue = nonNegative(item.discount);
  const rawDiscount =
    item.discount_type === 'amount' ? discountValue : percentOf(price, Math.min(discountValue, 100));
  const discount = Math.min(roundRupees(rawDiscount), price);
  const new_price = price - discount;

  const taxValue = nonNegative(item.tax);
  const percentTax = (item.tax_type ?? 'percent') === 'percent';
  let tax: number;
  if (item.tax_included) {
    // The tax inside a tax-inclusive price: price × t / (100 + t), or the amount, never above the price.
    tax = percentTax ? roundRupees((new_price * taxValue) / (100 + taxValue)) : roundRupees(taxValue);
    tax = Math.min(tax, new_price);
  } else {
    tax = roundRupees(percentTax ? percentOf(new_price, taxValue) : taxValue);
  }
  const payable = item.tax_included ? new_price : new_price + tax;
  return { price, discount, new_price, tax, payable };
}

export type LineAddOn = { price: number; quantity: number };

/** A cart line's money, in whole rupees, following the spec's cart-line field names. */
export type LinePrice = {
  /** Discount on one unit. */
  discount_value: number;
  /** Discount on the whole line: discount_value × quantity. */
  discount_amount: number;
  new_price: number;
  /** Tax on the whole line. */
  tax_amount: number;
  /** Tax the line adds on top of its price (0 when the tax is included in the price). */
  added_tax: number;
  /** Add-ons: price × add-on quantity, summed. Add-ons are neither discounted nor taxed. */
  add_ons_total: number;
  /** new_price × quantity + add-ons: the line after item discounts, before tax, coupon and delivery. */
  total_price: number;
  /** price × quantity + add-ons: the line before any discount. */
  actual_price: number;
};

export function priceLine(item: ItemPricing, quantity: number, addOns: readonly LineAddOn[] = []): LinePrice {
  const unit = priceUnit(item);
  const add_ons_total = addOns.reduce(
    (sum, a) => sum + roundRupees(nonNegative(a.price)) * nonNegative(a.quantity),
    0,
  );
  const tax_amount = unit.tax * quantity;
  return {
    discount_value: unit.discount,
    discount_amount: unit.discount * quantity,
    new_price: unit.new_price,
    tax_amount,
    added_tax: item.tax_included ? 0 : tax_amount,
    add_ons_total,
    total_price: unit.new_price * quantity + add_ons_total,
    actual_price: unit.price * quantity + add_ons_total,
  };
}
