import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  layout('routes/guest-layout.tsx', [
    index('routes/home.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('categories/products/:slug', 'routes/category-products.tsx'),
    route('auth/login', 'routes/auth/login.tsx'),
    route('auth/register', 'routes/auth/register.tsx'),
    route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
    route('auth/verify-token', 'routes/auth/verify-token.tsx'),
    route('auth/reset-password', 'routes/auth/reset-password.tsx'),
    route('auth/verify-email', 'routes/auth/verify-email.tsx'),
    route('auth/logout', 'routes/auth/logout.tsx'),
    route('customer', 'routes/customer/home.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
