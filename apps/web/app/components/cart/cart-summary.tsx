import type { CartAnswer, CouponAnswer } from '@bazaar/contract';
import { BadgePercent, ShieldCheck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { cartDeliveryState, cartFigures } from '../../lib/cart-figures';
import { takenByNoGroup } from '../../lib/coupon-reach';
import { useT } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { CartForm, useCartBusy } from './cart-form';
import { Row, useDeliveryText } from './cart-lines';
import { CheckoutBlocked, CheckoutLink } from './checkout-link';

/**
 * The whole cart's rows: items, discounts, coupon, tax, delivery and the total, as the groups read them
 * (the cart page's summary and the header's drawer, so both add up the same way).
 */
export function CartTotals({
  cart,
  busy = false,
  testIds,
}: {
  cart: CartAnswer['cart'];
  busy?: boolean;
  /** Prefix of the rows' test ids ('summary' → summary-delivery, summary-total). */
  testIds: string;
}) {
  const t = useT();
  const money = useMoney();
  const f = cartFigures(cart);
  const deliveryText = useDeliveryText();
  return (
    <dl className="mt-3 space-y-1.5 text-sm">
      <Row label={t('cart.items', { n: f.items })} value={money(f.subtotal)} />
      {f.itemDiscount > 0 && (
        <Row label={t('cart.item_discount')} value={`− ${money(f.itemDiscount)}`} tone="save" />
      )}
      {f.couponDiscount > 0 && (
        <Row
          label={t('cart.coupon_discount')}
          value={`− ${money(f.couponDiscount)}`}
          tone="save"
          testId={`${testIds}-coupon`}
        />
      )}
      {f.addedTax > 0 && <Row label={t('cart.tax')} value={money(f.addedTax)} />}
      <Row
        label={t('cart.delivery')}
        value={deliveryText(cartDeliveryState(cart))}
        testId={`${testIds}-delivery`}
      />
      <Row
        label={t('cart.total')}
        value={busy ? t('common.calculating') : money(f.total)}
        strong
        testId={`${testIds}-total`}
      />
    </dl>
  );
}

/** Items, discounts, coupon, tax, delivery and the total of every store, the promo code, and checkout. */
export function CartSummary({
  answer,
  mode,
  coupons,
}: {
  answer: CartAnswer;
  mode: 'stored' | 'guest';
  coupons: CouponAnswer[];
}) {
  const t = useT();
  const busy = useCartBusy();
  return (
    <aside
      aria-labelledby="summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 desktop:sticky desktop:top-36"
      data-testid="cart-summary"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        {t('cart.summary')}
      </h2>
      <CartTotals cart={answer.cart} busy={busy} testIds="summary" />
      <PromoCode answer={answer} mode={mode} coupons={coupons} />
      <CheckoutLink
        cart={answer.cart}
        signedIn={mode === 'stored'}
        testId="proceed-to-checkout"
        className="mt-4 flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {t('cart.proceed')}
      </CheckoutLink>
      <CheckoutBlocked cart={answer.cart} />
      <ul className="mt-4 space-y-2 text-xs text-slate-600">
        <li className="flex items-center gap-2">
          <Wallet className="size-4 text-brand-600" aria-hidden /> {t('cart.cod_available')}
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-brand-600" aria-hidden /> {t('cart.charged_as_shown')}
        </li>
      </ul>
    </aside>
  );
}

/** Promo codes belong to signed-in customers (their limits); a guest is asked to sign in first. */
function PromoCode({
  answer,
  mode,
  coupons,
}: {
  answer: CartAnswer;
  mode: 'stored' | 'guest';
  coupons: CouponAnswer[];
}) {
  const t = useT();
  const money = useMoney();
  if (mode === 'guest') {
    return (
      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        <Link to="/auth/login?redirectTo=%2Fcart" className="font-semibold text-brand-700 underline">
          {t('cart.promo_sign_in')}
        </Link>
      </p>
    );
  }
  if (answer.coupon_code) {
    // Kept but taken by no store yet (below its minimum purchase, say): not shown as a saving.
    const waiting = takenByNoGroup(answer.cart);
    return (
      <CartForm
        mode={mode}
        className={`mt-4 flex items-center justify-between gap-2 rounded-lg p-3 text-sm ${
          waiting ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'
        }`}
      >
        <span className="flex items-center gap-2" data-testid="applied-coupon" data-waiting={waiting}>
          <BadgePercent className="size-4 shrink-0" aria-hidden />
          {t(waiting ? 'cart.promo_waiting' : 'cart.promo_applied', { code: answer.coupon_code })}
        </span>
        <button
          type="submit"
          name="intent"
          value="coupon-remove"
          className="min-h-11 rounded-full px-3 font-semibold underline"
        >
          {t('cart.promo_remove')}
        </button>
      </CartForm>
    );
  }
  return (
    <div className="mt-4">
      <CartForm mode={mode} className="flex gap-2">
        <label htmlFor="promo-code" className="sr-only">
          {t('cart.promo_label')}
        </label>
        <input
          id="promo-code"
          name="code"
          autoComplete="off"
          placeholder={t('cart.promo_label')}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-sm uppercase"
        />
        <button
          type="submit"
          name="intent"
          value="coupon"
          className="min-h-11 rounded-full bg-slate-900 px-5 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {t('cart.promo_apply')}
        </button>
      </CartForm>
      {coupons.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold text-slate-500">{t('cart.your_coupons')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {coupons.slice(0, 6).map((c) => (
              <li key={c.id}>
                <CartForm mode={mode}>
                  <input type="hidden" name="code" value={c.code} />
                  <button
                    type="submit"
                    name="intent"
                    value="coupon"
                    title={
                      c.min_purchase > 0
                        ? t('coupon.min_purchase', { amount: money(c.min_purchase) })
                        : undefined
                    }
                    className="min-h-9 rounded-full border border-dashed border-brand-400 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {c.code} · {c.discount_type === 'percent' ? `${c.discount}%` : money(c.discount)}
                  </button>
                </CartForm>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Below the tablet breakpoint: the total and checkout stay in reach above the bottom bar. */
export function MobileCheckoutBar({ answer, mode }: { answer: CartAnswer; mode: 'stored' | 'guest' }) {
  const t = useT();
  const money = useMoney();
  const busy = useCartBusy();
  const f = cartFigures(answer.cart);
  return (
    <div className="fixed inset-x-0 above-bottom-bar z-20 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.05)] tablet:hidden">
      <div>
        <p className="text-xs text-slate-500">{t('cart.total')}</p>
        <p className="font-bold tabular-nums">{busy ? t('common.calculating') : money(f.total)}</p>
      </div>
      <CheckoutLink
        cart={answer.cart}
        signedIn={mode === 'stored'}
        className="flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white"
      >
        {t('cart.proceed')}
      </CheckoutLink>
    </div>
  );
}
