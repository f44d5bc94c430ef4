import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * One route module per page. A new page is one line here and one entry in shell/nav.ts; the
 * operator's area (/admin) slots in beside these with the next issue.
 */
export default [
  ...prefix('seller', [
    route('login', 'routes/seller/login.tsx'),
    route('apply', 'routes/seller/apply.tsx'),
    route('orders/:id/invoice', 'routes/seller/order-invoice.tsx'),
    layout('routes/seller/layout.tsx', [
      index('routes/seller/dashboard.tsx'),
      route('orders', 'routes/seller/orders.tsx'),
      route('items', 'routes/seller/items.tsx'),
      route('items/import', 'routes/seller/items-import.tsx'),
      route('items/:id', 'routes/seller/item-editor.tsx'),
      route('addons', 'routes/seller/addons.tsx'),
      route('orders/:id', 'routes/seller/order-details.tsx'),
      route('store', 'routes/seller/store.tsx'),
      route('hours', 'routes/seller/hours.tsx'),
      route('coupons', 'routes/seller/coupons.tsx'),
      route('coupons/new', 'routes/seller/coupon-form.tsx', { id: 'seller-coupon-new' }),
      route('coupons/:id', 'routes/seller/coupon-form.tsx', { id: 'seller-coupon-edit' }),
      route('reviews', 'routes/seller/reviews.tsx'),
      route('earnings', 'routes/seller/earnings.tsx'),
      route('payouts', 'routes/seller/payouts.tsx'),
    ]),
  ]),
  ...prefix('courier', [
    route('login', 'routes/courier/login.tsx'),
    route('apply', 'routes/courier/apply.tsx'),
    layout('routes/courier/layout.tsx', [
      index('routes/courier/home.tsx'),
      route('orders/:id', 'routes/courier/order.tsx'),
      route('history', 'routes/courier/history.tsx'),
      route('earnings', 'routes/courier/earnings.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
