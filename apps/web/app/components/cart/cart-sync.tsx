import { XSRF_FIELD } from '@bazaar/contract/session';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { clearGuestCart } from '../../lib/guest-cart';
import { useGuestCart } from '../../lib/use-guest-cart';

/**
 * Once a shopper is signed in, the cart they kept as a guest is merged into their stored cart (the
 * API's merge rule: same line, the larger quantity; repeating it changes nothing) and the browser's
 * copy is emptied, so the cart follows them across devices. Every page's data is then reloaded.
 */
export function CartSync({ signedIn, xsrfToken }: { signedIn: boolean; xsrfToken: string }) {
  const lines = useGuestCart();
  const fetcher = useFetcher<{ merged?: boolean }>();
  const sent = useRef(false);
  useEffect(() => {
    if (!signedIn || !lines || lines.length === 0 || sent.current) return;
    sent.current = true;
    fetcher.submit(
      { intent: 'merge', guest_cart: JSON.stringify(lines), [XSRF_FIELD]: xsrfToken },
      { method: 'post', action: '/cart' },
    );
  }, [signedIn, lines, fetcher, xsrfToken]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.merged) clearGuestCart();
  }, [fetcher.state, fetcher.data]);
  return null;
}
