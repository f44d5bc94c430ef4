import type { CartAnswer, CouponAnswer } from '@bazaar/contract';

/** `stored`: the signed-in customer's cart on the server; `guest`: kept in this browser, priced on load. */
export type CartData = {
  mode: 'stored' | 'guest';
  answer: CartAnswer | null;
  coupons: CouponAnswer[];
  /** The guest cart could not be priced (network, outage): the page offers to try again. */
  failed?: boolean;
};

/** Checkout needs an account: a guest signs in first and comes back to it. */
export const CHECKOUT_SIGN_IN = `/auth/login?redirectTo=${encodeURIComponent('/checkout')}`;
export const checkoutHref = (signedIn: boolean) => (signedIn ? '/checkout' : CHECKOUT_SIGN_IN);
