import type { Order, OrderDetailLine } from '@bazaar/contract';
import { orderSums } from '@bazaar/domain';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';

/**
 * The order's money under its lines (subtotal, discount, coupon, tax, delivery) and the total: the
 * rows from the domain's one `orderSums`, the total the API's own figure. The page and the invoice
 * both draw this.
 */
export function OrderSums({ order, lines }: { order: Order; lines: OrderDetailLine[] }) {
  const t = useT();
  const format = useFormat();
  const sums = orderSums(order, lines);
  return (
    <dl className="space-y-1.5 text-sm" data-testid="order-sums">
      {sums.rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-3">
          <dt className="text-slate-600">{t(row.label.key, row.label.params)}</dt>
          <dd className="whitespace-nowrap">
            {row.words
              ? t(row.words.key)
              : row.amount < 0
                ? `− ${format.money(-row.amount)}`
                : format.money(row.amount)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
        <dt>{t('cart.total')}</dt>
        <dd className="whitespace-nowrap" data-testid="order-total" data-amount={sums.total}>
          {format.money(sums.total)}
        </dd>
      </div>
    </dl>
  );
}
