import { lineChargeableGrams } from '../delivery/weight';
import { roundRupees } from '../money/round';
import { priceLine } from '../pricing/item-price';
import type { Result } from '../result';
import { fail, ok } from '../result';
import type {
  AddOn,
  AddToCartRequest,
  CartLine,
  CartProduct,
  SelectedChoice,
  VariationOption,
} from './types';

/**
 * A line's identity: the same item with the same variation type (and the same choices, and the same
 * campaign) is one line whose quantity grows; any difference makes its own line.
 */
export function lineIdentity(
  itemId: number,
  variant: string,
  choices: readonly SelectedChoice[] = [],
  campaignId: number | null = null,
): string {
  const parts = [String(itemId)];
  if (variant !== '') parts.push(variant);
  for (const choice of choices) parts.push(`${choice.name}=${choice.values.map((v) => v.label).join('+')}`);
  if (campaignId !== null) parts.push(`campaign ${campaignId}`);
  return parts.join('|');
}

type AddOnPick = { add_ons: AddOn[]; add_on_ids: number[]; add_on_qtys: number[] };

/** The add-ons a request picks, each from the product's list, quantities whole and at least 1. */
export function pickAddOns(product: CartProduct, request: AddToCartRequest): Result<AddOnPick> {
  const pick: AddOnPick = { add_ons: [], add_on_ids: [], add_on_qtys: [] };
  const ids = request.add_on_ids ?? [];
  for (const [i, id] of ids.entries()) {
    const addOn = product.add_ons?.find((a) => a.id === id);
    if (!addOn) return fail('cart.add_on_unavailable');
    const qty = request.add_on_qtys?.[i] ?? 1;
    if (!Number.isSafeInteger(qty) || qty < 1) return fail('cart.quantity_invalid');
    mergeAddOn(pick, addOn, qty);
  }
  return ok(pick);
}

function mergeAddOn(pick: AddOnPick, addOn: AddOn, qty: number) {
  const at = pick.add_on_ids.indexOf(addOn.id);
  if (at === -1) {
    pick.add_ons.push(addOn);
    pick.add_on_ids.push(addOn.id);
    pick.add_on_qtys.push(qty);
  } else {
    pick.add_on_qtys[at] = (pick.add_on_qtys[at] ?? 0) + qty;
  }
}

/** Two picks of add-ons together, quantities of the same add-on summed. */
export function combineAddOns(a: AddOnPick, b: AddOnPick): AddOnPick {
  const out: AddOnPick = { add_ons: [], add_on_ids: [], add_on_qtys: [] };
  for (const pick of [a, b]) {
    pick.add_ons.forEach((addOn, i) => {
      mergeAddOn(out, addOn, pick.add_on_qtys[i] ?? 1);
    });
  }
  return out;
}

export type NewLine = {
  product: CartProduct;
  quantity: number;
  variation: VariationOption | null;
  choices: SelectedChoice[];
  addOns: AddOnPick;
  stock: number;
};

/** A fresh line for a product; its money and weight are filled by `repriceLine`. */
export function createLine({ product, quantity, variation, choices, addOns, stock }: NewLine): CartLine {
  const variant = variation?.type ?? '';
  const campaign = product.item_campaign_id ?? null;
  const optionPrices = choices.reduce((sum, c) => sum + c.values.reduce((s, v) => s + v.optionPrice, 0), 0);
  return repriceLine({
    id: lineIdentity(product.id, variant, choices, campaign),
    item_id: product.id,
    store_id: product.store_id,
    name: product.name,
    image: product.image ?? null,
    price: roundRupees((variation?.price ?? product.price) + optionPrices),
    new_price: 0,
    total_price: 0,
    quantity,
    variation: variation ? [variation] : [],
    variant,
    choices,
    ...addOns,
    item_campaign_id: campaign,
    tax_amount: 0,
    tax_value: product.tax ?? 0,
    tax_type: product.tax_type ?? 'percent',
    tax_included: product.tax_included ?? false,
    discount: product.discount ?? 0,
    discount_amount: 0,
    discount_value: 0,
    discount_type: product.discount_type ?? 'percent',
    weight: product.weight ?? 0,
    length: product.length ?? 0,
    height: product.height ?? 0,
    width: product.width ?? 0,
    stock,
    orderWeight: 0,
    delivery_charges_contribution: product.delivery_charges_contribution ?? 0,
  });
}

/** Recomputes a line's money and chargeable weight from its unit price, settings and quantity. */
export function repriceLine(line: CartLine): CartLine {
  const money = priceLine(
    {
      price: line.price,
      discount: line.discount,
      discount_type: line.discount_type,
      tax: line.tax_value,
      tax_type: line.tax_type,
      tax_included: line.tax_included,
    },
    line.quantity,
    line.add_ons.map((addOn, i) => ({ price: addOn.price, quantity: line.add_on_qtys[i] ?? 1 })),
  );
  return {
    ...line,
    new_price: money.new_price,
    total_price: money.total_price,
    discount_value: money.discount_value,
    discount_amount: money.discount_amount,
    tax_amount: money.tax_amount,
    orderWeight: lineChargeableGrams(line),
  };
}
