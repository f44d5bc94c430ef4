import { describe, expect, it } from 'vitest';
import { lineIdentity } from './lines';
import { MAX_CART_LINES, mergeCarts, type StoredCartLine, storedLineIdentity } from './merge';

const line = (item_id: number, quantity: number, extra: Partial<StoredCartLine> = {}): StoredCartLine => ({
  item_id,
  quantity,
  ...extra,
});
/** A compact view of a merge result: `item[/variant][@campaign]×quantity`. */
const show = (lines: readonly StoredCartLine[]) =>
  lines.map(
    (l) =>
      `${l.item_id}${l.variant ? `/${l.variant}` : ''}${l.item_campaign_id ? `@${l.item_campaign_id}` : ''}×${l.quantity}`,
  );

describe('mergeCarts: same identity is one line, the larger quantity wins, order kept', () => {
  it.each([
    ['both empty', [], [], []],
    ['only stored', [line(1, 2)], [], ['1×2']],
    ['only guest', [], [line(1, 2)], ['1×2']],
    [
      'new guest lines go after the stored ones',
      [line(1, 1), line(2, 1)],
      [line(3, 4)],
      ['1×1', '2×1', '3×4'],
    ],
    ['same item: guest larger wins', [line(1, 2)], [line(1, 5)], ['1×5']],
    ['same item: stored larger stays', [line(1, 5)], [line(1, 2)], ['1×5']],
    ['same item, same quantity', [line(1, 3)], [line(1, 3)], ['1×3']],
    [
      'a winning guest line keeps the stored line place',
      [line(1, 1), line(2, 1)],
      [line(1, 9), line(4, 1)],
      ['1×9', '2×1', '4×1'],
    ],
    [
      'another variation is another line',
      [line(1, 1, { variant: 'Red-L' })],
      [line(1, 2, { variant: 'Blue-L' }), line(1, 3)],
      ['1/Red-L×1', '1/Blue-L×2', '1×3'],
    ],
    [
      'a campaign line is not the plain item line',
      [line(1, 1)],
      [line(1, 2, { item_campaign_id: 7 })],
      ['1×1', '1@7×2'],
    ],
    ['no variant and an empty variant are the same', [line(1, 1, { variant: '' })], [line(1, 2)], ['1×2']],
    ['repeats inside one list collapse too', [line(1, 2), line(1, 6)], [], ['1×6']],
  ] as const)('%s', (_, stored, guest, expected) => {
    const merged = mergeCarts(stored, guest);
    expect(show(merged.lines)).toEqual(expected);
    expect(merged.dropped).toEqual([]);
  });
});

describe('choices are part of the identity, in any order', () => {
  const size = (values: string[]) => ({ name: 'Size', values });
  const sauce = (values: string[]) => ({ name: 'Sauce', values });
  it.each([
    [
      'same picks, groups in another order',
      [size(['L']), sauce(['Mint'])],
      [sauce(['Mint']), size(['L'])],
      1,
    ],
    ['same picks, labels in another order', [sauce(['Mint', 'Chilli'])], [sauce(['Chilli', 'Mint'])], 1],
    ['an empty group is no pick', [size(['L']), sauce([])], [size(['L'])], 1],
    ['other picks', [size(['L'])], [size(['M'])], 2],
    ['a pick versus none', [size(['L'])], [], 2],
  ] as const)('%s → %s line(s)', (_, a, b, count) => {
    const merged = mergeCarts(
      [line(5, 1, { choices: a.map((c) => ({ ...c, values: [...c.values] })) })],
      [line(5, 4, { choices: b.map((c) => ({ ...c, values: [...c.values] })) })],
    );
    expect(merged.lines).toHaveLength(count);
  });

  it('the identity is lineIdentity of the canonical picks', () => {
    const identity = storedLineIdentity(line(5, 1, { variant: 'Red', choices: [sauce(['Mint', 'Chilli'])] }));
    const expected = lineIdentity(
      5,
      'Red',
      [
        {
          name: 'Sauce',
          values: [
            { label: 'Chilli', optionPrice: 0 },
            { label: 'Mint', optionPrice: 0 },
          ],
        },
      ],
      null,
    );
    expect(identity).toBe(expected);
  });
});

describe('the winning line wins whole (add-ons and seen price come with it)', () => {
  it.each([
    ['guest larger', 2, 5, [9], 300],
    ['stored larger', 5, 2, [8], 100],
    ['tie keeps stored', 3, 3, [8], 100],
  ] as const)('%s', (_, storedQty, guestQty, addOns, price) => {
    const stored = [line(1, storedQty, { add_on_ids: [8], add_on_qtys: [1], price: 100 })];
    const guest = [line(1, guestQty, { add_on_ids: [9], add_on_qtys: [2], price: 300 })];
    const [merged] = mergeCarts(stored, guest).lines;
    expect(merged?.add_on_ids).toEqual(addOns);
    expect(merged?.price).toBe(price);
    expect(merged?.quantity).toBe(Math.max(storedQty, guestQty));
  });
});

describe('merging the same guest cart again changes nothing (idempotent)', () => {
  it.each([
    ['disjoint', [line(1, 1)], [line(2, 2)]],
    ['overlapping, guest larger', [line(1, 1), line(2, 7)], [line(1, 4), line(3, 1)]],
    ['overlapping, stored larger', [line(1, 9)], [line(1, 4), line(1, 6)]],
    ['choices and variants', [line(1, 1, { variant: 'A' })], [line(1, 2, { variant: 'A' }), line(1, 2)]],
  ] as const)('%s', (_, stored, guest) => {
    const once = mergeCarts(stored, guest).lines;
    const twice = mergeCarts(once, guest).lines;
    expect(twice).toEqual(once);
  });
});

describe(`at most ${MAX_CART_LINES} lines`, () => {
  const many = (from: number, count: number) => Array.from({ length: count }, (_, i) => line(from + i, 1));
  it.each([
    ['stored 99 + 2 new guest lines', 99, 2, 100, 1],
    ['stored 100 + 1 new guest line', 100, 1, 100, 1],
    ['stored 60 + 40 new guest lines', 60, 40, 100, 0],
  ] as const)('%s → %s kept, %s dropped', (_, storedCount, guestCount, kept, dropped) => {
    const merged = mergeCarts(many(1, storedCount), many(1000, guestCount));
    expect(merged.lines).toHaveLength(kept);
    expect(merged.dropped).toHaveLength(dropped);
    expect(merged.lines[0]?.item_id).toBe(1);
  });

  it('a guest line that matches a stored line still merges when the cart is full', () => {
    const merged = mergeCarts(many(1, 100), [line(1, 50), line(5000, 1)]);
    expect(merged.lines[0]?.quantity).toBe(50);
    expect(show(merged.dropped)).toEqual(['5000×1']);
  });

  it('the cap can be chosen', () => {
    expect(show(mergeCarts([line(1, 1)], [line(2, 1), line(3, 1)], 2).dropped)).toEqual(['3×1']);
  });
});
