import type { OrderDetailLine } from '@bazaar/contract';
import { lineCharged } from '@bazaar/domain';
import { useFormat } from '../lib/format';
import { type Translate, useT } from '../lib/i18n';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The line's name as it was ordered (kept on the order, so a renamed or removed item still reads right). */
export const lineName = (line: OrderDetailLine) =>
  text(line.item_details.name) ?? `#${line.item_id ?? line.id}`;

/** The chosen variation and add-ons, one sentence each. */
function lineChoices(t: Translate, line: OrderDetailLine): string[] {
  const variant = line.variant ?? line.variation.map((v) => v.type).join(', ');
  return [
    ...(variant ? [t('cart.variation', { variant })] : []),
    ...(line.add_ons.length
      ? [t('orders.add_ons', { list: line.add_ons.map((a) => `${a.name} × ${a.quantity}`).join(', ') })]
      : []),
  ];
}

/**
 * The order's lines: item with its variation and add-ons, quantity, unit price (after the item's
 * discount) and the line's total, for the order page and the printed invoice alike. On a phone the
 * quantity and unit price read under the name, so the table never runs wider than the screen.
 */
export function OrderLinesTable({ lines, caption }: { lines: OrderDetailLine[]; caption: string }) {
  const t = useT();
  const format = useFormat();
  const cell = 'py-2 align-top';
  const wide = 'hidden tablet:table-cell';
  return (
    <table className="w-full text-sm" data-testid="order-lines">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-start text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-2 text-start font-semibold">
            {t('console.col_item')}
          </th>
          <th scope="col" className={`${wide} px-2 py-2 text-end font-semibold`}>
            {t('console.col_quantity')}
          </th>
          <th scope="col" className={`${wide} px-2 py-2 text-end font-semibold`}>
            {t('console.col_unit_price')}
          </th>
          <th scope="col" className="py-2 text-end font-semibold">
            {t('orders.line_total')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.map((line) => {
          const unit = format.money(line.price - line.discount_on_item);
          return (
            <tr key={line.id} data-testid="order-line">
              <td className={`${cell} pe-3`}>
                <p className="bidi-plain font-medium [overflow-wrap:anywhere]">{lineName(line)}</p>
                {lineChoices(t, line).map((choice) => (
                  <p key={choice} className="bidi-plain text-xs text-slate-600">
                    {choice}
                  </p>
                ))}
                <p className="text-xs text-slate-600 tablet:hidden">
                  {line.quantity} × {unit}
                </p>
              </td>
              <td className={`${wide} ${cell} px-2 text-end tabular-nums`}>{line.quantity}</td>
              <td className={`${wide} ${cell} px-2 text-end whitespace-nowrap`}>{unit}</td>
              <td className={`${cell} text-end font-semibold whitespace-nowrap`}>
                {format.money(lineCharged(line))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
