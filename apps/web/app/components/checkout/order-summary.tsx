import type { CartAnswer } from '@bazaar/contract';
import { Store } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { deliveryState } from '../../lib/cart-figures';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { useMoney } from '../../lib/use-money';
import { useDeliveryText } from '../cart/cart-lines';

type Group = CartAnswer['cart'][number];

/**
 * The order per store, every figure as the server's cart answer gives it (spec §3 group fields):
 * lines, subtotal, discount, tax, delivery charge, coupon discount and the store's total.
 */
export function OrderSummary({ groups }: { groups: Group[] }) {
  const t = useT();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      aria-labelledby="summary-title"
    >
      <h2 id="summary-title" className="mb-3 text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      <div className="grid gap-4">
        {groups.map((g) => (
          <StoreGroup key={g.store_id} group={g} />
        ))}
      </div>
    </section>
  );
}

function StoreGroup({ group }: { group: Group }) {
  const t = useT();
  const money = useMoney();
  const deliveryText = useDeliveryText();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const base = chrome?.config.base_urls.item_image_url ?? '';
  const rows: { label: string; amount: number; testId: string; minus?: boolean; text?: string }[] = [
    { label: t('checkout.subtotal'), amount: group.actual_amount, testId: 'group-subtotal' },
    ...(group.discount_amount > 0
      ? [
          {
            label: t('cart.item_discount'),
            amount: group.discount_amount,
            testId: 'group-discount',
            minus: true,
          },
        ]
      : []),
    ...(group.tax_amount > 0
      ? [{ label: t('checkout.tax'), amount: group.tax_amount, testId: 'group-tax' }]
      : []),
    // Read as the cart reads it: "Free delivery" where the store pays it, not "Rs 0".
    {
      label: t('checkout.delivery'),
      amount: group.delivery_charges,
      testId: 'group-delivery',
      text: deliveryText(deliveryState(group)),
    },
    ...(group.coupon_discount_amount > 0
      ? [
          {
            label: t('checkout.coupon_discount', { code: group.coupon?.code ?? '' }),
            amount: group.coupon_discount_amount,
            testId: 'group-coupon',
            minus: true,
          },
        ]
      : []),
  ];
  return (
    <article
      className="rounded-xl border border-slate-100 bg-slate-50/60 p-3"
      data-testid="checkout-group"
      data-store-id={group.store_id}
    >
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <Store className="size-4 text-brand-600" aria-hidden />
        {t('checkout.from_store', { store: group.store_name })}
      </h3>
      <ul className="grid gap-2">
        {group.cart.map((line) => {
          const src = imageUrl(base, line.image, 320);
          return (
            <li key={line.id} className="flex items-center gap-3 text-sm">
              {src ? (
                <img
                  src={src}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-white object-cover"
                />
              ) : (
                <span className="size-12 shrink-0 rounded-lg bg-slate-200" aria-hidden />
              )}
              <span className="min-w-0 flex-1">
                <span className="bidi-plain line-clamp-2 font-medium">{line.name}</span>
                <span className="block text-xs text-slate-500">
                  {[line.variant, t('checkout.quantity', { n: line.quantity })].filter(Boolean).join(' · ')}
                </span>
              </span>
              {/* Before the item discount, so the lines add up to the subtotal (actual_amount). */}
              <span className="shrink-0 font-medium">{money(line.total_price + line.discount_amount)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 grid gap-1 border-t border-slate-200 pt-3 text-sm">
        {rows.map((r) => (
          <div key={r.testId} className="flex justify-between gap-3">
            <dt className="text-slate-600">{r.label}</dt>
            <dd data-testid={r.testId} data-amount={r.amount}>
              {r.text ?? (r.minus ? `− ${money(r.amount)}` : money(r.amount))}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 font-semibold">
          <dt>{t('checkout.store_total')}</dt>
          <dd data-testid="group-total" data-amount={group.order_amount}>
            {money(group.order_amount)}
          </dd>
        </div>
      </dl>
    </article>
  );
}
