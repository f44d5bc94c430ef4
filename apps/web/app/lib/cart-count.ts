import type { CartAnswer } from '@bazaar/contract';

/**
 * The header's cart count: the sum of quantities (two of one phone and a charger show 3), as
 * Amazon's and Shopify's badges count, and the spec's "cart icon with item count". It counts the
 * stored lines the API kept after checking them against the catalogue.
 */
export const cartItemCount = (answer: Pick<CartAnswer, 'lines'>): number =>
  answer.lines.reduce((sum, line) => sum + line.quantity, 0);

/** What the badge says: nothing at 0 (no badge), "99+" past 99 so it stays a small round mark. */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
