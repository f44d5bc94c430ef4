import type { CartAnswer } from '@bazaar/contract';
import { AlertTriangle } from 'lucide-react';
import { useT } from '../../lib/i18n';

/**
 * What changed since the cart was last seen and is no longer in it (an item gone, out of stock, a
 * choice no longer offered, a cleared coupon): told once, never dropped in silence. Changes to lines
 * still in the cart (a new price, a lower quantity) are shown on those lines.
 */
export function CartNotices({ notices }: { notices: CartAnswer['notices'] }) {
  const t = useT();
  if (notices.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="cart-notices"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {t('cart.changed_heading')}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        {notices.map((n) => (
          <li key={`${n.code}-${n.item_id ?? 'cart'}-${n.message}`}>{n.message}</li>
        ))}
      </ul>
    </div>
  );
}
