import type { CartAnswer, CouponAnswer } from '@bazaar/contract';
import { shortOfMinimum } from '@bazaar/domain';
import { CircleAlert, Store } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { type DeliveryState, deliveryState, groupFigures } from '../../lib/cart-figures';
import type { ChromeData } from '../../lib/chrome-data';
import { missedMinimum } from '../../lib/coupon-reach';
import { useT } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { useCartBusy } from './cart-form';
import { LineRow } from './line-row';

type Group = CartAnswer['cart'][number];

/** The cart's store groups, each with its lines and its own subtotal, delivery, coupon and total. */
export function CartLines({
  answer,
  mode,
  coupons = [],
}: {
  answer: CartAnswer;
  mode: 'stored' | 'guest';
  /** The shopper's coupons: a kept code's minimum purchase when no group took it. */
  coupons?: readonly CouponAnswer[];
}) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const imageBase = chrome?.config.base_urls.item_image_url ?? '';
  const minPurchase = missedMinimum(answer.coupon_code, answer.cart, coupons);
  const noticeOf = (itemId: number) =>
    answer.notices.filter((n) => n.item_id === itemId && (n.code === 'price_changed' || n.code === 'stock'));
  return (
    <div className="space-y-4">
      {answer.cart.map((group) => (
        <section
          key={group.store_id}
          aria-labelledby={`store-${group.store_id}`}
          data-testid="cart-group"
          data-store-id={group.store_id}
          className="rounded-2xl border border-slate-200 bg-white"
        >
          <header className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
            <Store className="size-4 text-slate-500" aria-hidden />
            <h2 id={`store-${group.store_id}`} className="font-semibold">
              <Link to={`/stores/${group.store_slug}`} className="bidi-plain hover:text-brand-700">
                {group.store_name}
              </Link>
            </h2>
          </header>
          <ul className="divide-y divide-slate-100">
            {group.cart.map((line) => (
              <LineRow
                key={line.id}
                line={line}
                mode={mode}
                imageBase={imageBase}
                notices={noticeOf(line.item_id)}
              />
            ))}
          </ul>
          <GroupTotals group={group} couponCode={answer.coupon_code} minPurchase={minPurchase} />
          <MinimumNotice group={group} />
        </section>
      ))}
    </div>
  );
}

/** How much more this store's group needs to reach the store's minimum order, while it is short. */
export function MinimumNotice({
  group,
  className = 'rounded-b-2xl border-t border-amber-200 px-4 py-3',
}: {
  group: Pick<Group, 'order_price' | 'minimum_order'>;
  /** Its frame: by default the bottom of the cart page's group card. */
  className?: string;
}) {
  const t = useT();
  const money = useMoney();
  const short = shortOfMinimum(group.order_price, group.minimum_order);
  if (short === 0) return null;
  return (
    <p
      className={`flex items-start gap-2 bg-amber-50 text-sm text-amber-900 ${className}`}
      data-testid="group-minimum"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t('cart.minimum_short', { amount: money(group.minimum_order), more: money(short) })}
    </p>
  );
}

function GroupTotals({
  group,
  couponCode,
  minPurchase,
}: {
  group: Group;
  couponCode: string | null;
  /** The kept code's minimum purchase, when known (another group took it, or the shopper's coupons say). */
  minPurchase: number | null;
}) {
  const t = useT();
  const money = useMoney();
  const busy = useCartBusy();
  const f = groupFigures(group);
  const delivery = deliveryState(group);
  const deliveryText = useDeliveryText();
  const pending = <span className="text-slate-400">{t('common.calculating')}</span>;
  const belowMinimum = couponCode !== null && group.coupon === null;
  return (
    <dl
      className="space-y-1 border-t border-slate-100 bg-slate-50/60 px-4 py-3 text-sm"
      data-testid="group-totals"
    >
      <Row label={t('cart.subtotal')} value={busy ? pending : money(f.subtotal)} />
      {f.itemDiscount > 0 && (
        <Row label={t('cart.item_discount')} value={`− ${money(f.itemDiscount)}`} tone="save" />
      )}
      {f.couponDiscount > 0 && (
        <Row label={t('cart.coupon_discount')} value={`− ${money(f.couponDiscount)}`} tone="save" />
      )}
      {belowMinimum && (
        <p className="text-xs text-slate-500" data-testid="group-coupon-not-applied">
          {minPurchase !== null && minPurchase > group.order_price
            ? t('coupon.min_purchase', { amount: money(minPurchase) })
            : t('cart.coupon_not_for_group')}
        </p>
      )}
      {f.addedTax > 0 && <Row label={t('cart.tax')} value={money(f.addedTax)} />}
      <Row
        label={t('cart.delivery')}
        testId="group-delivery"
        value={busy ? pending : deliveryText(delivery)}
      />
      <Row
        label={t('cart.group_total')}
        value={busy ? pending : money(f.total)}
        strong
        testId="group-total"
      />
    </dl>
  );
}

/** How a delivery state reads: the amount, free delivery, or not set yet (the summary's and each group's). */
export function useDeliveryText(): (delivery: DeliveryState) => string {
  const t = useT();
  const money = useMoney();
  return (delivery) =>
    delivery.kind === 'amount'
      ? money(delivery.amount)
      : delivery.kind === 'free'
        ? t('cart.free_delivery')
        : t('order.delivery_fee_not_set');
}

export function Row(props: {
  label: string;
  value: React.ReactNode;
  strong?: boolean;
  tone?: 'save';
  testId?: string;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${props.strong ? 'pt-1 text-base font-bold text-slate-900' : ''}`}
    >
      <dt className={props.strong ? '' : 'text-slate-600'}>{props.label}</dt>
      <dd
        data-testid={props.testId}
        className={`tabular-nums ${props.tone === 'save' ? 'text-emerald-700' : ''}`}
      >
        {props.value}
      </dd>
    </div>
  );
}
