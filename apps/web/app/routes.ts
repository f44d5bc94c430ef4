import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/guest-layout.tsx', [
    index('routes/home.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('categories/products/:slug', 'routes/category-products.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
