import { Heart, Home, LayoutGrid, ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { badgeText } from '../../lib/cart-count';
import { useT } from '../../lib/i18n';
import { useCartCount } from '../../lib/use-guest-cart';

/**
 * Below the tablet breakpoint (768 px): home, categories, favourites (inert for a guest, spec §2/§6),
 * cart with its count.
 */
export function BottomBar({ cartCount, signedIn = false }: { cartCount: number | null; signedIn?: boolean }) {
  const t = useT();
  const badge = badgeText(useCartCount(cartCount, signedIn));
  const item = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs ${
      isActive ? 'font-semibold text-brand-700' : 'text-slate-600'
    }`;
  return (
    <nav
      aria-label={t('chrome.shortcuts')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex bottom-bar-height border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] tablet:hidden"
    >
      <NavLink to="/" end className={item}>
        <Home className="size-5" aria-hidden /> {t('chrome.home')}
      </NavLink>
      <NavLink to="/categories" className={item}>
        <LayoutGrid className="size-5" aria-hidden /> {t('chrome.categories')}
      </NavLink>
      {signedIn ? (
        <NavLink to="/customer/favorite" className={item}>
          <Heart className="size-5" aria-hidden /> {t('chrome.favourites')}
        </NavLink>
      ) : (
        <span
          className="flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs text-slate-400"
          aria-disabled="true"
          title={t('chrome.favourites_guest')}
          data-testid="bottom-bar-favourites"
        >
          <Heart className="size-5" aria-hidden /> {t('chrome.favourites')}
        </span>
      )}
      <NavLink to="/cart" className={item}>
        <span className="relative">
          <ShoppingCart className="size-5" aria-hidden />
          {badge && (
            <span
              data-testid="bottom-bar-cart-count"
              className="absolute -end-2 -top-1.5 grid min-w-4 place-items-center rounded-full bg-accent-500 px-1 text-[10px] font-bold text-white"
            >
              {badge}
            </span>
          )}
        </span>
        {t('chrome.cart')}
      </NavLink>
    </nav>
  );
}
