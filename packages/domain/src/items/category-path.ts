/**
 * An item's `category_ids` (the api-contract's `[{id, position}]`): its leaf category and every parent,
 * from the top (position 1) down to the leaf. PostgreSQL fills `category_path` from it (migration
 * 0003), which lists a parent category's items. One home for the seed and the seller's items.
 */
export function categoryIdsOf(chain: readonly number[]): { id: number; position: number }[] {
  return chain.map((id, i) => ({ id, position: i + 1 }));
}

type Node = { id: number; parent_id: number | null };

/** The chain from the top category down to `leafId`, or null when an id on the way is unknown. */
export function categoryChain(byId: ReadonlyMap<number, Node>, leafId: number): number[] | null {
  const chain: number[] = [];
  let at: Node | undefined = byId.get(leafId);
  while (at) {
    if (chain.includes(at.id)) return null; // a loop in the data: no chain
    chain.unshift(at.id);
    if (at.parent_id === null) return chain;
    at = byId.get(at.parent_id);
  }
  return null;
}
