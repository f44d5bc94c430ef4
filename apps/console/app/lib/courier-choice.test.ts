import { describe, expect, it } from 'vitest';
import { couriersToOffer } from './courier-choice';

const courier = (id: number, online: boolean, own: boolean, current_orders = 0) => ({
  id,
  name: `c${id}`,
  online,
  own,
  current_orders,
});

describe('the couriers a seller picks from, best first', () => {
  it.each([
    { name: 'online before offline', list: [courier(1, false, true), courier(2, true, false)], ids: [2, 1] },
    {
      name: 'among the online, the store’s own first',
      list: [courier(1, true, false), courier(2, true, true)],
      ids: [2, 1],
    },
    {
      name: 'then the least busy',
      list: [courier(1, true, false, 3), courier(2, true, false, 1)],
      ids: [2, 1],
    },
    {
      name: 'equals keep the API’s order',
      list: [courier(3, true, false), courier(1, true, false), courier(2, true, false)],
      ids: [3, 1, 2],
    },
    { name: 'nobody', list: [], ids: [] },
  ])('$name', ({ list, ids }) => {
    expect(couriersToOffer(list).map((c) => c.id)).toEqual(ids);
  });
});
