import { Bell, Heart, LogOut, ShoppingCart, User } from 'lucide-react';
import { Link } from 'react-router';
import { badgeText } from '../../lib/cart-count';
import type { ChromeCategory, ChromeConfig } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import { useCartCount } from '../../lib/use-guest-cart';
import { AuthModalLink, AuthModalsProvider } from '../auth/auth-modals';
import { LogoutDialog } from '../auth/confirm-dialog';
import { CartDrawer } from '../cart/cart-drawer';
import { CategoryStrip } from './category-strip';
import { LanguageMenu } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';

type SignedIn = { f_name: string; l_name: string } | null;

const ICON_BUTTON =
  'relative size-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Spec §2 header: logo, search (suggestions, recent searches), bell, favourites, cart, the account
 * or sign-in, the language menu; the login/registration modals live here. At 375 px: menu, logo,
 * (bell), heart or account, cart and sign-in fit in one row, the search below (no overflow).
 */
export function Header({
  config,
  categories,
  customer,
  cartCount,
  unreadCount = null,
}: {
  config: ChromeConfig;
  categories: ChromeCategory[];
  customer: SignedIn;
  /** Items in the signed-in shopper's cart; null for a guest (no badge). */
  cartCount: number | null;
  /** Unread notifications of the signed-in shopper; null for a guest. */
  unreadCount?: number | null;
}) {
  const t = useT();
  const name = customer ? `${customer.f_name} ${customer.l_name}`.trim() : '';
  // A guest's count comes from the cart kept in this browser, once the page is interactive.
  const cartBadge = badgeText(useCartCount(cartCount, Boolean(customer)));
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <AuthModalsProvider>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-2 py-2 tablet:flex-nowrap tablet:gap-x-4 tablet:px-4 tablet:py-3">
          <MobileMenu categories={categories} customer={customer} />
          <Link
            to="/"
            // On phones the logo takes what the menu and the account links leave on the first line (no
            // basis of its own): a wider sign-in label in one language, or a font arriving late,
            // never pushes those links onto a line of their own.
            className="flex min-h-11 min-w-0 grow basis-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 tablet:shrink-0 tablet:grow-0 tablet:basis-auto"
            aria-label={t('chrome.home_link', { name: config.business_name })}
          >
            <img
              src={`${config.logo}?w=320`}
              alt=""
              className="h-8 w-auto max-w-full object-contain object-left tablet:h-9 tablet:max-w-[7.5rem] rtl:object-right"
              width={120}
              height={36}
            />
          </Link>
          <SearchBox className="order-last w-full px-1 tablet:order-none tablet:w-auto tablet:flex-1 tablet:px-0" />
          <nav className="ms-auto flex items-center gap-0.5 tablet:ms-0" aria-label={t('chrome.account')}>
            {customer && (
              <IconLink
                to="/customer/notifications"
                label={t('chrome.notifications')}
                count={unreadCount}
                testId="header-bell"
              >
                <Bell className="size-5" aria-hidden />
              </IconLink>
            )}
            {customer ? (
              <IconLink
                to="/customer/favorite"
                label={t('chrome.favourites')}
                testId="header-favourites"
                className="hidden tablet:grid"
              >
                <Heart className="size-5" aria-hidden />
              </IconLink>
            ) : (
              <AuthModalLink
                which="login"
                label={t('chrome.favourites')}
                testId="header-favourites"
                className={`${ICON_BUTTON} grid`}
              >
                <Heart className="size-5" aria-hidden />
              </AuthModalLink>
            )}
            <CartDrawer
              signedIn={Boolean(customer)}
              className={ICON_BUTTON}
              label={t('chrome.cart')}
              trigger={
                <>
                  <ShoppingCart className="size-5" aria-hidden />
                  <Badge text={cartBadge} testId="header-cart-count" />
                </>
              }
            />
            {customer ? (
              <>
                <Link
                  to="/customer"
                  data-testid="header-account"
                  aria-label={name || t('chrome.account')}
                  className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 tablet:px-3"
                >
                  <User className="size-5 shrink-0" aria-hidden />
                  <span className="hidden max-w-40 truncate tablet:inline">{name}</span>
                </Link>
                <LogoutDialog label={t('chrome.logout')} className={`${ICON_BUTTON} hidden tablet:grid`}>
                  <LogOut className="size-5 rtl:rotate-180" aria-hidden />
                </LogoutDialog>
              </>
            ) : (
              <AuthModalLink
                which="login"
                testId="header-sign-in"
                className="ms-1 flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 tablet:px-4"
              >
                <User className="size-4" aria-hidden />
                <span className="tablet:hidden">{t('chrome.sign_in')}</span>
                <span className="hidden tablet:inline">{t('chrome.sign_in_register')}</span>
              </AuthModalLink>
            )}
            <div className="hidden tablet:block">
              <LanguageMenu />
            </div>
          </nav>
        </div>
        <CategoryStrip categories={categories} />
      </AuthModalsProvider>
    </header>
  );
}

function IconLink(props: {
  to: string;
  label: string;
  count?: number | null | undefined;
  testId?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const badge = badgeText(props.count);
  return (
    <Link
      to={props.to}
      aria-label={badge ? undefined : props.label}
      data-testid={props.testId}
      className={`${ICON_BUTTON} ${props.className ?? 'grid'}`}
    >
      {badge && <span className="sr-only">{props.label}</span>}
      {props.children}
      <Badge text={badge} testId={props.testId && `${props.testId}-count`} />
    </Link>
  );
}

function Badge({ text, testId }: { text: string | null; testId?: string | undefined }) {
  if (!text) return null;
  return (
    <span
      data-testid={testId}
      className="absolute -end-0.5 top-0 grid min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[11px] font-bold text-white"
    >
      {text}
    </span>
  );
}
