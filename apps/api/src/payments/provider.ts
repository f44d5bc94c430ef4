/**
 * A payment gateway as order placement sees it: given a pending payment row, it answers where to send
 * the shopper and the reference its signed callback will name. Settling happens only in the callback.
 */
export interface PaymentProvider {
  readonly name: string;
  start(input: {
    paymentId: number;
    checkoutId: number;
    /** Whole rupees: the checkout's total. */
    amount: number;
    /** Where the shopper's browser reaches this server, e.g. https://bazaar.pk (no trailing slash). */
    origin: string;
  }): Promise<{ providerRef: string; redirectUrl: string }>;
}

/** Minutes an unpaid digital order waits for its payment before it expires (PAYMENT_EXPIRY_MINUTES). */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 30;

/** What placement needs: the provider and when its payment expires. */
/** When a payment started at `now` expires. */
export const paymentExpiresAt = (now: Date, expiryMinutes: number) =>
  new Date(now.getTime() + expiryMinutes * 60_000);
