/** What the courier picker needs of each courier (contract StoreCourier). */
type Choice = { id: number; name: string; online: boolean; own: boolean; current_orders: number };

/**
 * The couriers a seller picks from, best first: online ones before offline ones (an offline courier
 * sees nothing until they come back), then the store's own before the market's, then the least busy;
 * the API's order (its own first) is kept among equals.
 */
export function couriersToOffer<T extends Choice>(couriers: readonly T[]): T[] {
  return couriers
    .map((courier, index) => ({ courier, index }))
    .sort(
      (a, b) =>
        Number(b.courier.online) - Number(a.courier.online) ||
        Number(b.courier.own) - Number(a.courier.own) ||
        a.courier.current_orders - b.courier.current_orders ||
        a.index - b.index,
    )
    .map(({ courier }) => courier);
}
