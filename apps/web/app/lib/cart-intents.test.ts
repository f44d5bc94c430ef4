import type { CartAnswer } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { lineKey } from './cart-edits';
import { applyIntent, readIntent } from './cart-intents';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const priced = (item_id: number, variant: string, quantity: number, stock: number) => ({
  id: `${item_id}|${variant}`,
  item_id,
  variant,
  choices: [],
  item_campaign_id: null,
  quantity,
  stock,
});
const lines = [
  { item_id: 1, quantity: 2, variant: 'Red' },
  { item_id: 2, quantity: 1 },
];
const answer = {
  cart: [{ cart: [priced(1, 'Red', 2, 4)] }, { cart: [priced(2, '', 1, 1)] }],
  lines,
  coupon_code: null,
  notices: [],
} as unknown as CartAnswer;
const red = lineKey(lines[0]!);
const kettle = lineKey(lines[1]!);

describe('readIntent', () => {
  it.each([
    [
      { intent: 'increase', line: red, current: '2' },
      { kind: 'quantity', key: red, quantity: 3 },
    ],
    [
      { intent: 'decrease', line: red, current: '2' },
      { kind: 'quantity', key: red, quantity: 1 },
    ],
    [
      { intent: 'quantity', line: red, quantity: '4' },
      { kind: 'quantity', key: red, quantity: 4 },
    ],
    [
      { intent: 'remove', line: kettle },
      { kind: 'remove', key: kettle },
    ],
    [
      { intent: 'variant', line: red, variant: 'Blue' },
      { kind: 'variant', key: red, variant: 'Blue' },
    ],
    [
      { intent: 'restore', restore: '{"item_id":2,"quantity":1}' },
      { kind: 'restore', line: { item_id: 2, quantity: 1 } },
    ],
    [{ intent: 'restore', restore: 'nonsense' }, null],
    [{ intent: 'explode' }, null],
  ])('%o → %o', (fields, want) => {
    expect(readIntent(form(fields))).toEqual(want);
  });
});

describe('applyIntent', () => {
  it('raises a quantity within the stock of the priced line, and refuses past it with the stock', () => {
    const up = applyIntent({ kind: 'quantity', key: red, quantity: 4 }, answer);
    expect(up).toMatchObject({ ok: true, notice: 'cart.updated' });
    expect(up.ok && up.lines[0]?.quantity).toBe(4);
    expect(applyIntent({ kind: 'quantity', key: kettle, quantity: 2 }, answer)).toEqual({
      ok: false,
      refusal: { key: 'stock.only_n_available', params: { n: 1 } },
    });
  });

  it('removes a line and hands it back for undo; restoring puts it back once', () => {
    const removed = applyIntent({ kind: 'remove', key: kettle }, answer);
    expect(removed).toEqual({ ok: true, lines: [lines[0]], notice: 'cart.updated', removed: lines[1] });
    const back = applyIntent({ kind: 'restore', line: lines[1]! }, { ...answer, lines: [lines[0]!] });
    expect(back.ok && back.lines).toEqual(lines);
    const twice = applyIntent({ kind: 'restore', line: lines[1]! }, answer);
    expect(twice.ok && twice.lines).toEqual(lines);
  });

  it('changes a variation only to one the item has, within its stock', () => {
    const options = [
      { type: 'Red', stock: 4 },
      { type: 'Blue', stock: 1 },
      { type: 'Green', stock: 9 },
    ];
    const green = applyIntent({ kind: 'variant', key: red, variant: 'Green' }, answer, options);
    expect(green).toMatchObject({ ok: true, notice: 'cart.variation_changed' });
    expect(green.ok && green.lines[0]).toEqual({ item_id: 1, quantity: 2, variant: 'Green' });
    expect(applyIntent({ kind: 'variant', key: red, variant: 'Blue' }, answer, options)).toEqual({
      ok: false,
      refusal: { key: 'stock.only_n_available', params: { n: 1 } },
    });
    expect(applyIntent({ kind: 'variant', key: red, variant: 'Gold' }, answer, options)).toEqual({
      ok: false,
      refusal: { key: 'cart.variation_unavailable' },
    });
  });

  it('refuses a line the priced cart does not have', () => {
    expect(applyIntent({ kind: 'quantity', key: 'nope', quantity: 1 }, answer)).toEqual({
      ok: false,
      refusal: { key: 'cart.line_not_found' },
    });
  });
});
