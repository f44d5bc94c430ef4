import type { StoredCartLine } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { changeVariant, lineKey, pricedLineKey, removeLine, setQuantity } from './cart-edits';

const shirt: StoredCartLine = { item_id: 7, quantity: 2, variant: 'Red-L', price: 1500 };
const shirtBlue: StoredCartLine = { item_id: 7, quantity: 1, variant: 'Blue-L' };
const kettle: StoredCartLine = { item_id: 9, quantity: 1 };
const cart = [shirt, shirtBlue, kettle];

describe('lineKey / pricedLineKey', () => {
  it('name a stored line and its priced twin alike, whatever order the choices come in', () => {
    const stored: StoredCartLine = {
      item_id: 3,
      quantity: 1,
      choices: [
        { name: 'Size', values: ['L'] },
        { name: 'Extras', values: ['Cheese', 'Olives'] },
      ],
    };
    const priced = {
      item_id: 3,
      variant: '',
      item_campaign_id: null,
      choices: [
        { name: 'Extras', values: [{ label: 'Olives' }, { label: 'Cheese' }] },
        { name: 'Size', values: [{ label: 'L' }] },
      ],
    };
    expect(pricedLineKey(priced)).toBe(lineKey(stored));
    expect(lineKey(shirt)).not.toBe(lineKey(shirtBlue));
  });
});

describe('setQuantity', () => {
  it.each([
    { quantity: 3, stock: 5, want: { ok: true, quantities: [3, 1, 1] } },
    { quantity: 5, stock: 5, want: { ok: true, quantities: [5, 1, 1] } },
    { quantity: 6, stock: 5, want: { ok: false, key: 'stock.only_n_available', params: { n: 5 } } },
    { quantity: 0, stock: 5, want: { ok: false, key: 'cart.quantity_invalid' } },
    { quantity: 1.5, stock: 5, want: { ok: false, key: 'cart.quantity_invalid' } },
    { quantity: Number.NaN, stock: 5, want: { ok: false, key: 'cart.quantity_invalid' } },
  ])('quantity $quantity with stock $stock', ({ quantity, stock, want }) => {
    const edit = setQuantity(cart, lineKey(shirt), quantity, stock);
    if (want.ok) {
      expect(edit.ok && edit.lines.map((l) => l.quantity)).toEqual(want.quantities);
    } else {
      expect(edit).toEqual({
        ok: false,
        refusal: { key: want.key, ...(want.params && { params: want.params }) },
      });
    }
  });

  it('refuses a line that is not in the cart', () => {
    expect(setQuantity(cart, 'nope', 1, 9)).toEqual({ ok: false, refusal: { key: 'cart.line_not_found' } });
  });
});

describe('removeLine', () => {
  it('takes out only that line; taking out the last line of a store leaves none of it', () => {
    const edit = removeLine(cart, lineKey(kettle));
    expect(edit.ok && edit.lines).toEqual([shirt, shirtBlue]);
    const again = edit.ok ? removeLine(edit.lines, lineKey(kettle)) : edit;
    expect(again.ok).toBe(false);
  });
});

describe('changeVariant', () => {
  it('turns the line into the other variation, forgetting the price seen for the old one', () => {
    const edit = changeVariant([shirt, kettle], lineKey(shirt), 'Green-M', 10);
    expect(edit.ok && edit.lines).toEqual([{ item_id: 7, quantity: 2, variant: 'Green-M' }, kettle]);
  });

  it('joins a line already holding that variation, within the stock', () => {
    const joined = changeVariant(cart, lineKey(shirt), 'Blue-L', 3);
    expect(joined.ok && joined.lines).toEqual([{ item_id: 7, quantity: 3, variant: 'Blue-L' }, kettle]);
    expect(changeVariant(cart, lineKey(shirt), 'Blue-L', 2)).toEqual({
      ok: false,
      refusal: { key: 'stock.only_n_available', params: { n: 2 } },
    });
  });
});
