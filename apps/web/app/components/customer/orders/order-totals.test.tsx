import type { Order } from '@bazaar/contract';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderTotals } from './order-lines';

const chrome = { config: { currency_symbol: 'Rs' }, locale: 'en' };

/** The order's totals as the order page draws them, inside the guest layout (its config gives Rs). */
function totals(order: Partial<Order>) {
  const full = {
    store_discount_amount: 0,
    coupon_discount_amount: 0,
    coupon_code: null,
    total_tax_amount: 0,
    delivery_charge: 0,
    order_amount: 598,
    ...order,
  } as Order;
  const Stub = createRoutesStub([
    {
      id: 'routes/guest-layout',
      path: '/',
      loader: () => chrome,
      Component: Outlet,
      children: [{ index: true, Component: () => <OrderTotals order={full} lines={[]} /> }],
    },
  ]);
  return renderToString(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { 'routes/guest-layout': chrome } }} />,
  ).replace(/[\u2066-\u2069]/g, '');
}

describe('OrderTotals', () => {
  it.each([
    { name: 'no delivery charge reads as the cart said it', delivery_charge: 0, shows: 'Free delivery' },
    { name: 'a charge reads as its amount', delivery_charge: 75, shows: 'Rs\u00a075' },
  ])('$name', ({ delivery_charge, shows }) => {
    expect(totals({ delivery_charge })).toContain(shows);
  });
});
