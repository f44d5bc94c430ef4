import { shortOfMinimum } from '@bazaar/domain';
import { Link } from 'react-router';
import { checkoutHref } from '../../lib/cart-data';
import { useT } from '../../lib/i18n';

type Group = { order_price: number; minimum_order: number };

/** Whether a store's group is below its minimum order: checkout would refuse it ('Minimum order amount is'). */
export const belowMinimum = (group: Group) => shortOfMinimum(group.order_price, group.minimum_order) > 0;

/**
 * The way to checkout: a link, or while a store's group is below its minimum order a disabled control
 * saying why (the groups show how much is missing), so a shopper is not refused only at Place order.
 */
export function CheckoutLink({
  cart,
  signedIn,
  testId,
  className,
  children,
  ...rest
}: {
  cart: readonly Group[];
  signedIn: boolean;
  testId?: string;
  className: string;
  children: React.ReactNode;
} & Omit<React.ComponentProps<'a'>, 'href'>) {
  const t = useT();
  // `rest` carries what a wrapper (a dialog's Close) adds to the link: its click handler and ref.
  if (cart.some(belowMinimum))
    return (
      <span
        aria-disabled="true"
        title={t('cart.minimum_blocks')}
        data-testid={testId}
        className={`${className} cursor-not-allowed opacity-50`}
      >
        {children}
      </span>
    );
  return (
    <Link
      {...rest}
      to={checkoutHref(signedIn)}
      data-track="checkout"
      data-testid={testId}
      className={className}
    >
      {children}
    </Link>
  );
}

/** Why checkout is disabled, under it, while a store's group is below its minimum order. */
export function CheckoutBlocked({ cart }: { cart: readonly Group[] }) {
  const t = useT();
  if (!cart.some(belowMinimum)) return null;
  return (
    <p className="mt-2 text-center text-xs text-amber-800" data-testid="checkout-blocked">
      {t('cart.minimum_blocks')}
    </p>
  );
}
