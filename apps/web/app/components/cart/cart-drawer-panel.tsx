import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import type { CartData } from '../../lib/cart-data';
import type { ChromeData } from '../../lib/chrome-data';
import { focusBackTo } from '../../lib/dialog-on-demand';
import { useT } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { useMoney } from '../../lib/use-money';
import { MinimumNotice } from './cart-lines';
import { CartTotals } from './cart-summary';
import { CheckoutBlocked, CheckoutLink } from './checkout-link';

/**
 * The header cart's drawer: the cart's lines per store and its total, and the ways on (the cart page,
 * checkout). Loaded when the shopper first shows interest in the cart button (cart-drawer.tsx), not
 * with every page.
 */
export default function CartDrawerPanel({
  open,
  onOpenChange,
  answer,
  signedIn,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart page's data, once loaded; undefined while it loads. */
  answer: CartData['answer'] | undefined;
  signedIn: boolean;
  /** Where focus goes back to on close: the button that opened it. */
  returnFocus: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const base = chrome?.config.base_urls.item_image_url ?? '';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Above the toasts (z-60): "Cart updated" covered the drawer's first store; the drawer shows the cart. */}
        <Dialog.Overlay className="fixed inset-0 z-[65] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={focusBackTo(returnFocus)}
          data-testid="cart-drawer"
          className="fixed inset-y-0 end-0 z-[70] flex w-96 max-w-[92vw] flex-col bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold">{t('cart.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="grid size-11 place-items-center rounded-full hover:bg-slate-100"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('cart.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            {!answer ? (
              <div aria-hidden className="space-y-3">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
                ))}
              </div>
            ) : answer.cart.length === 0 ? (
              <p className="py-10 text-center text-slate-600">{t('empty.cart')}</p>
            ) : (
              answer.cart.map((group) => (
                <section key={group.store_id} className="mb-5">
                  <h3 className="bidi-plain text-sm font-semibold text-slate-500">{group.store_name}</h3>
                  <ul className="mt-2 space-y-3">
                    {group.cart.map((line) => (
                      <li key={line.id} className="flex gap-3 text-sm">
                        <img
                          src={imageUrl(base, line.image, 320)}
                          alt=""
                          width={48}
                          height={48}
                          className="size-12 shrink-0 rounded-md bg-slate-100 object-cover"
                        />
                        <div className="min-w-0 flex-1">
                          <p className="bidi-plain line-clamp-2">{line.name}</p>
                          <p className="text-slate-500">
                            {line.quantity} × {money(line.new_price)}
                          </p>
                        </div>
                        <span className="font-semibold tabular-nums">{money(line.total_price)}</span>
                      </li>
                    ))}
                  </ul>
                  <MinimumNotice group={group} className="mt-2 rounded-lg px-3 py-2" />
                </section>
              ))
            )}
          </div>
          {answer && answer.cart.length > 0 && (
            <div className="border-t border-slate-100 px-5 py-4">
              <CartTotals cart={answer.cart} testIds="drawer" />
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Dialog.Close asChild>
                  <Link
                    to="/cart"
                    className="flex min-h-11 items-center justify-center rounded-full border border-slate-300 font-semibold"
                  >
                    {t('cart.view_cart')}
                  </Link>
                </Dialog.Close>
                <Dialog.Close asChild>
                  <CheckoutLink
                    cart={answer.cart}
                    signedIn={signedIn}
                    className="flex min-h-11 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
                  >
                    {t('cart.checkout')}
                  </CheckoutLink>
                </Dialog.Close>
              </div>
              <CheckoutBlocked cart={answer.cart} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
