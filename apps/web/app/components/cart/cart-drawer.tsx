import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { CartData } from '../../lib/cart-data';
import { loadOnIntent, useLoadWhenIdle, useOnceWanted } from '../../lib/dialog-on-demand';

const loadPanel = () => import('./cart-drawer-panel');
const CartDrawerPanel = lazy(loadPanel);

/**
 * The header's cart: a link to /cart that, once the page is interactive, opens a side drawer with
 * the cart's lines per store and its total (the cart page's own data, priced by the server), and the
 * ways on: the cart page and checkout. The drawer's code (and the dialog library) is not part of the
 * page: it loads once the page is idle, or sooner when the shopper points at, focuses or touches the
 * button.
 */
export function CartDrawer({
  signedIn,
  trigger,
  label,
  className,
}: {
  signedIn: boolean;
  trigger: React.ReactNode;
  /** The control's name, read out before the visible count ("Cart 3"). */
  label: string;
  className: string;
}) {
  const fetcher = useFetcher<CartData>();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const button = useRef<HTMLButtonElement>(null);
  const mounted = useOnceWanted(open);
  useLoadWhenIdle(loadPanel);
  // Loaded each time the drawer opens, so it shows the cart as it is now.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) fetcher.load('/cart');
  };
  const triggerClass = `${className} grid`;
  if (!ready) {
    return (
      <Link to="/cart" className={triggerClass} data-testid="header-cart">
        <span className="sr-only">{label}</span>
        {trigger}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClass}
        data-testid="header-cart"
        {...loadOnIntent(loadPanel)}
        onClick={() => onOpenChange(true)}
      >
        <span className="sr-only">{label}</span>
        {trigger}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CartDrawerPanel
            open={open}
            onOpenChange={onOpenChange}
            answer={fetcher.data?.answer}
            signedIn={signedIn}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
