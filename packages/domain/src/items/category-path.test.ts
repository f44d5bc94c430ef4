import { describe, expect, it } from 'vitest';
import { categoryChain, categoryIdsOf } from './category-path';

describe("an item's category_ids", () => {
  it('top first, the leaf last, positions from 1', () => {
    expect(categoryIdsOf([3, 17])).toEqual([
      { id: 3, position: 1 },
      { id: 17, position: 2 },
    ]);
  });

  const tree = new Map([
    [1, { id: 1, parent_id: null }],
    [2, { id: 2, parent_id: 1 }],
    [3, { id: 3, parent_id: 2 }],
    [9, { id: 9, parent_id: 99 }],
    [7, { id: 7, parent_id: 8 }],
    [8, { id: 8, parent_id: 7 }],
  ]);
  it.each([
    [3, [1, 2, 3]],
    [1, [1]],
    [9, null], // a parent that is not in the tree (switched off)
    [7, null], // a loop
    [42, null],
  ])('the chain down to %s → %j', (leaf, chain) => expect(categoryChain(tree, leaf)).toEqual(chain));
});
