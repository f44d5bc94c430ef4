import { describe, expect, it } from 'vitest';
import {
  type CourierReach,
  canAssignCourier,
  checkCashCollection,
  isAvailableToStore,
  isInCourierArea,
  isOfferedTo,
  type OfferableOrder,
  offerScope,
  statusOnAccept,
} from './couriers';
import { ORDER_STATUSES, type OrderStatus } from './status';

// Decision 407: which orders are offered to which courier, who a store may give an order to.

const marketCourier: CourierReach = { online: true, zoneId: 1, storeId: null };
const storeCourier: CourierReach = { online: true, zoneId: null, storeId: 7 };
const order: OfferableOrder = {
  status: 'confirmed',
  deliveryManId: null,
  orderType: 'delivery',
  storeId: 7,
  storeZoneId: 1,
};

describe('where offers come from', () => {
  it.each([
    [marketCourier, { zoneId: 1 }],
    [storeCourier, { storeId: 7 }],
    [{ ...storeCourier, zoneId: 1 }, { storeId: 7 }], // a store's own courier works its store only
    [{ ...marketCourier, online: false }, null],
    [{ ...storeCourier, online: false }, null],
    [{ ...marketCourier, zoneId: null }, null], // a market courier without a zone is offered nothing
  ] as const)('%j → %j', (courier, scope) => {
    expect(offerScope(courier)).toEqual(scope);
  });
});

describe('an order is offered to a courier', () => {
  it.each([
    ['confirmed, no courier, in the zone', order, marketCourier, true],
    ['processing', { ...order, status: 'processing' }, marketCourier, true],
    ['another zone', { ...order, storeZoneId: 2 }, marketCourier, false],
    ['a store without a zone', { ...order, storeZoneId: null }, marketCourier, false],
    ['already taken', { ...order, deliveryManId: 5 }, marketCourier, false],
    ['a take-away order', { ...order, orderType: 'take_away' }, marketCourier, false],
    ['the courier is offline', order, { ...marketCourier, online: false }, false],
    ['of the own courier’s store, any zone', { ...order, storeZoneId: 9 }, storeCourier, true],
    ['of another store, to a store’s own courier', { ...order, storeId: 8 }, storeCourier, false],
  ] as const)('%s → %s', (_, o, courier, offered) => {
    expect(isOfferedTo(o, courier)).toBe(offered);
  });

  it.each(
    ORDER_STATUSES.map((s) => [s, s === 'confirmed' || s === 'processing'] as const),
  )('only while confirmed or processing: %s → %s', (status, offered) => {
    expect(isOfferedTo({ ...order, status }, marketCourier)).toBe(offered);
  });

  it('a taken or accepted order is still in the courier’s area (accepting it is a conflict, not a missing order)', () => {
    const taken = { ...order, status: 'accepted', deliveryManId: 5 } as const;
    expect(isOfferedTo(taken, marketCourier)).toBe(false);
    expect(isInCourierArea(taken, marketCourier)).toBe(true);
    expect(isInCourierArea({ ...taken, storeZoneId: 2 }, marketCourier)).toBe(false);
    expect(isInCourierArea(taken, { ...marketCourier, online: false })).toBe(false);
  });
});

describe('the couriers a store may give an order to', () => {
  const store = { id: 7, zoneId: 1 };
  it.each([
    ['its own courier, offline too', { ...storeCourier, online: false }, true],
    ['another store’s own courier', { ...storeCourier, storeId: 8 }, false],
    ['a market courier online in its zone', marketCourier, true],
    ['a market courier offline', { ...marketCourier, online: false }, false],
    ['a market courier of another zone', { ...marketCourier, zoneId: 2 }, false],
    ['a market courier without a zone', { ...marketCourier, zoneId: null }, false],
  ] as const)('%s → %s', (_, courier, available) => {
    expect(isAvailableToStore(courier, store)).toBe(available);
  });

  it('a store without a zone has only its own couriers', () => {
    expect(isAvailableToStore({ ...marketCourier, zoneId: null }, { id: 7, zoneId: null })).toBe(false);
    expect(isAvailableToStore(storeCourier, { id: 7, zoneId: null })).toBe(true);
  });
});

describe('assigning and accepting', () => {
  const assignable: OrderStatus[] = ['pending', 'accepted', 'confirmed', 'processing', 'handover'];
  it.each(
    ORDER_STATUSES.map((s) => [s, assignable.includes(s)] as const),
  )('a courier can be assigned while %s → %s (until picked up)', (status, allowed) => {
    expect(canAssignCourier(status)).toBe(allowed);
  });

  it.each([
    ['confirmed', 'accepted'],
    ['pending', 'accepted'],
    ['processing', null], // the store is already preparing it: the status stays
    ['handover', null],
  ] as const)('accepting a %s order → %s', (status, next) => {
    expect(statusOnAccept(status)).toBe(next);
  });
});

describe('cash collected on delivery', () => {
  it.each([
    ['cash_on_delivery', 'picked_up', null],
    ['cash_on_delivery', 'delivered', null],
    ['cash_on_delivery', 'handover', 'courier.cash_after_pickup'],
    ['cash_on_delivery', 'accepted', 'courier.cash_after_pickup'],
    ['wallet', 'picked_up', 'courier.not_cash_order'],
    ['digital_payment', 'delivered', 'courier.not_cash_order'],
  ] as const)('%s, %s → %s', (paymentMethod, status, refusal) => {
    const result = checkCashCollection({ paymentMethod, status });
    expect(result.ok ? null : result.error.key).toBe(refusal);
  });
});
