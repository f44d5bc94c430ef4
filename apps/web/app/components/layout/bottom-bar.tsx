import { Heart, Home, LayoutGrid, ShoppingCart } from 'lucide-react';
import { NavLink } from 'react-router';
import { badgeText } from '../../lib/cart-count';

/** Below the tablet breakpoint (768 px): home, categories, favourites, cart (with its count, if any). */
export function BottomBar({ cartCount }: { cartCount: number | null }) {
  const badge = badgeText(cartCount);
  const item = ({ isActive }: { isActive: boolean }) =>
    `flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] ${isActive ? 'text-brand-600' : 'text-slate-500'}`;
  return (
    <nav
      aria-label="Bottom bar"
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-slate-200 bg-white tablet:hidden"
    >
      <NavLink to="/" end className={item}>
        <Home className="size-5" /> Home
      </NavLink>
      <NavLink to="/categories" className={item}>
        <LayoutGrid className="size-5" /> Categories
      </NavLink>
      <span
        className="flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] text-slate-300"
        aria-disabled="true"
      >
        <Heart className="size-5" /> Favourites
      </span>
      <NavLink to="/cart" className={item}>
        <span className="relative">
          <ShoppingCart className="size-5" />
          {badge && (
            <span
              data-testid="bottom-bar-cart-count"
              className="absolute -right-2 -top-1.5 grid min-w-4 place-items-center rounded-full bg-accent-500 px-1 text-[10px] font-bold text-white"
            >
              {badge}
            </span>
          )}
        </span>
        Cart
      </NavLink>
    </nav>
  );
}
