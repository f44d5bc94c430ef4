import type { VendorCategory } from '@bazaar/contract';

/** A category of the tree as one row of a list: its depth, its path of names, and whether items go in it. */
export type CategoryRow = {
  id: number;
  name: string;
  path: string;
  depth: number;
  leaf: boolean;
  topId: number;
};

/** The tree, top first and depth-first, each row with the names above it (`Fashion › Men`). */
export function flattenCategories(tree: readonly VendorCategory[]): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const walk = (nodes: readonly VendorCategory[], above: string[], depth: number, topId: number | null) => {
    for (const node of nodes) {
      const names = [...above, node.name];
      const top = topId ?? node.id;
      rows.push({
        id: node.id,
        name: node.name,
        path: names.join(' › '),
        depth,
        leaf: node.leaf,
        topId: top,
      });
      walk(node.childes, names, depth + 1, top);
    }
  };
  walk(tree, [], 0, null);
  return rows;
}
