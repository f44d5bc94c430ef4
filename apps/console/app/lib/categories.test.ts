import type { VendorCategory } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { flattenCategories } from './categories';

const node = (id: number, name: string, childes: VendorCategory[] = []): VendorCategory => ({
  id,
  name,
  parent_id: null,
  position: 0,
  leaf: childes.length === 0,
  childes,
});

describe('the category tree as rows', () => {
  it('lists top first, depth-first, with the path of names and the top category', () => {
    const tree = [
      node(1, 'Fashion', [node(2, 'Men', [node(3, 'Shirts')]), node(4, 'Women')]),
      node(5, 'Grocery'),
    ];
    expect(flattenCategories(tree).map((r) => [r.id, r.path, r.depth, r.leaf, r.topId])).toEqual([
      [1, 'Fashion', 0, false, 1],
      [2, 'Fashion › Men', 1, false, 1],
      [3, 'Fashion › Men › Shirts', 2, true, 1],
      [4, 'Fashion › Women', 1, true, 1],
      [5, 'Grocery', 0, true, 5],
    ]);
  });

  it('is empty for no tree', () => {
    expect(flattenCategories([])).toEqual([]);
  });
});
