import type { Category, Config } from '@bazaar/contract';
import { Bell, Heart, LogOut, Search, ShoppingCart, User } from 'lucide-react';
import { Form, Link } from 'react-router';
import { badgeText } from '../../lib/cart-count';
import { CategoryStrip } from './category-strip';
import { MobileMenu } from './mobile-menu';

type SignedIn = { f_name: string; l_name: string } | null;

export function Header({
  config,
  categories,
  customer,
  cartCount,
}: {
  config: Config;
  categories: Category[];
  customer: SignedIn;
  /** Items in the signed-in shopper's cart; null for a guest (no badge). */
  cartCount: number | null;
}) {
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 desktop:gap-6">
        <MobileMenu categories={categories} />
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${config.business_name} home`}>
          <img src={`${config.logo}?w=320`} alt="" className="h-9 w-auto" width={120} height={36} />
        </Link>
        <Form method="get" action="/search" role="search" className="relative hidden flex-1 tablet:block">
          <input
            name="query"
            type="search"
            placeholder="Search Item,Store etc"
            aria-label="Search"
            className="w-full rounded-full border border-slate-200 bg-slate-100 py-2.5 pl-4 pr-12 text-sm outline-none focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100"
          />
          <button
            type="submit"
            aria-label="Search"
            className="absolute right-1 top-1 rounded-full bg-brand-600 p-2 text-white hover:bg-brand-700"
          >
            <Search className="size-4" />
          </button>
        </Form>
        <nav className="ml-auto flex items-center gap-1 tablet:ml-0" aria-label="Account">
          <IconLink to="/customer/notifications" label="Notifications" count={0}>
            <Bell className="size-5" />
          </IconLink>
          <IconLink to={customer ? '/customer/favorite' : '/auth/login'} label="Favourites">
            <Heart className="size-5" />
          </IconLink>
          <IconLink to="/cart" label="Cart" count={cartCount} testId="header-cart">
            <ShoppingCart className="size-5" />
          </IconLink>
          {customer ? (
            <>
              <Link
                to="/customer"
                data-testid="header-account"
                className="ml-2 flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                <User className="size-4" />{' '}
                <span className="hidden max-w-40 truncate tablet:inline">
                  {customer.f_name} {customer.l_name}
                </span>
              </Link>
              <IconLink to="/auth/logout" label="Logout">
                <LogOut className="size-5" />
              </IconLink>
            </>
          ) : (
            <Link
              to="/auth/login"
              className="ml-2 hidden items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 tablet:flex"
            >
              <User className="size-4" /> Sign in / Register
            </Link>
          )}
        </nav>
      </div>
      <Form method="get" action="/search" role="search" className="px-4 pb-3 tablet:hidden">
        <input
          name="query"
          type="search"
          placeholder="Search Item,Store etc"
          aria-label="Search"
          className="w-full rounded-full border border-slate-200 bg-slate-100 px-4 py-2 text-sm outline-none focus:border-brand-500 focus:bg-white"
        />
      </Form>
      <CategoryStrip categories={categories} />
    </header>
  );
}

function IconLink(props: {
  to: string;
  label: string;
  count?: number | null;
  testId?: string;
  children: React.ReactNode;
}) {
  const badge = badgeText(props.count);
  return (
    <Link
      to={props.to}
      aria-label={props.label}
      data-testid={props.testId}
      className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
    >
      {props.children}
      {badge && (
        <span
          data-testid={props.testId && `${props.testId}-count`}
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
