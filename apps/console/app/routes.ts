import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * One route module per page. A new page is one line here and one entry in shell/nav.ts; the
 * operator's area (/admin) slots in beside these with the next issue.
 */
export default [
  ...prefix('seller', [
    route('login', 'routes/seller/login.tsx'),
    route('apply', 'routes/seller/apply.tsx'),
    layout('routes/seller/layout.tsx', [
      index('routes/seller/dashboard.tsx'),
      route('orders', 'routes/seller/orders.tsx'),
      route('earnings', 'routes/seller/earnings.tsx'),
      route('payouts', 'routes/seller/payouts.tsx'),
    ]),
  ]),
  ...prefix('courier', [
    route('login', 'routes/courier/login.tsx'),
    layout('routes/courier/layout.tsx', [index('routes/courier/home.tsx')]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
