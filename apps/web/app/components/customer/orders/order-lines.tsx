import type { Order, OrderDetailLine } from '@bazaar/contract';
import { lineCharged, orderSums } from '@bazaar/domain';
import { ImageOff } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../../lib/chrome-data';
import { useT } from '../../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../../lib/images';
import { useMoney } from '../../../lib/use-money';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The order's lines: picture, name, variation, add-ons, quantity × unit price and the line's total. */
export function OrderLines({ lines }: { lines: OrderDetailLine[] }) {
  const t = useT();
  const money = useMoney();
  const base = useRouteLoaderData<ChromeData>('routes/guest-layout')?.config.base_urls.item_image_url ?? '';
  return (
    <section
      aria-labelledby="lines-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
    >
      <h2 id="lines-title" className="text-lg font-semibold text-slate-900">
        {t('orders.lines')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {lines.map((line) => {
          const name = text(line.item_details.name) ?? '';
          const image = text(line.item_details.image);
          const unit = line.price - line.discount_on_item;
          return (
            <li
              key={line.id}
              className="flex gap-3 py-3"
              data-testid="order-line"
              data-item-id={line.item_id}
            >
              {image ? (
                <img
                  src={imageUrl(base, image, 320)}
                  srcSet={imageSrcSet(base, image, 320)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg border border-slate-100 object-cover"
                />
              ) : (
                <span className="grid size-16 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400">
                  <ImageOff className="size-5" aria-hidden />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p
                  className="font-medium text-slate-900 [overflow-wrap:anywhere]"
                  data-testid="order-line-name"
                >
                  {name}
                </p>
                {line.variant && (
                  <p className="text-sm text-slate-600">{t('cart.variation', { variant: line.variant })}</p>
                )}
                {line.add_ons.length > 0 && (
                  <p className="text-sm text-slate-600">
                    {t('orders.add_ons', {
                      list: line.add_ons.map((a) => `${a.name} × ${a.quantity}`).join(', '),
                    })}
                  </p>
                )}
                <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="text-slate-600">
                    {line.quantity} × {money(unit)}
                    {line.discount_on_item > 0 && <s className="ms-2 text-slate-500">{money(line.price)}</s>}
                  </span>
                  <span className="font-semibold text-slate-900">{money(lineCharged(line))}</span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The order's money, row by row as charged, the total last (the API's figure, never added up here). */
export function OrderTotals({ order, lines }: { order: Order; lines: OrderDetailLine[] }) {
  const t = useT();
  const money = useMoney();
  const sums = orderSums(order, lines);
  const rows = sums.rows.map((row) => ({
    label: t(row.label.key, row.label.params),
    amount: row.amount,
    text: row.words && t(row.words.key),
  }));
  return (
    <dl className="space-y-2 text-sm" data-testid="order-totals">
      {rows.map(({ label, amount, text }) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className={amount < 0 ? 'text-emerald-700' : 'text-slate-900'}>
            {text ?? (amount < 0 ? `− ${money(-amount)}` : money(amount))}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="order-amount" data-amount={sums.total}>
          {money(sums.total)}
        </dd>
      </div>
    </dl>
  );
}
