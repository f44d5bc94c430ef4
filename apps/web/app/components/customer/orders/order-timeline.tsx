import type { Order } from '@bazaar/contract';
import { Ban, Check, PackageCheck } from 'lucide-react';
import { absoluteTime } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import { orderTimeline } from '../../../lib/order-timeline';

/**
 * The tracking steps of spec §4 as a vertical timeline (placed, confirmed, preparing, on the way) with
 * the time each was reached, then delivered; an order that stopped short says so, above the steps it
 * reached.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const line = orderTimeline(order);
  const all = [
    ...line.steps.map((s) => ({ key: s.key, label: t(s.key), done: s.done, at: s.at })),
    {
      key: 'delivered',
      label: t('order.status.delivered'),
      done: line.delivered,
      at: line.deliveredAt,
    },
  ];
  // An order that stopped (canceled, refunded, failed) shows only the steps it reached: steps it will
  // never take, each marked "not yet", under "This order was canceled" read as still to come.
  const rows = line.halted ? all.filter((row) => row.done) : all;
  return (
    <section
      aria-labelledby="tracking-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid="order-tracking"
      data-halted={line.halted ?? ''}
      data-delivered={line.delivered}
    >
      <h2 id="tracking-title" className="text-lg font-semibold text-slate-900">
        {t('orders.tracking')}
      </h2>
      {line.halted && (
        <p
          className="mt-3 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
          data-testid="order-halted"
        >
          <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {t(`orders.halted_${line.halted}`)}
            {line.haltedAt && (
              <span className="block font-normal text-red-700">{absoluteTime(line.haltedAt, locale)}</span>
            )}
          </span>
        </p>
      )}
      <ol className="mt-4">
        {rows.map((row, i) => {
          const last = i === rows.length - 1;
          const next = rows[i + 1];
          return (
            <li
              key={row.key}
              className="relative flex gap-3 pb-5 last:pb-0"
              data-testid="tracking-step"
              data-step={row.key}
              data-done={row.done}
            >
              {!last && (
                <span
                  aria-hidden
                  className={`absolute start-[15px] top-8 h-[calc(100%-2rem)] w-0.5 ${
                    next?.done ? 'bg-brand-500' : 'bg-slate-200'
                  }`}
                />
              )}
              <span
                className={`relative grid size-8 shrink-0 place-items-center rounded-full ${
                  row.done ? 'bg-brand-600 text-white' : 'border-2 border-slate-200 bg-white text-slate-300'
                }`}
              >
                {row.key === 'delivered' ? (
                  <PackageCheck className="size-4" aria-hidden />
                ) : row.done ? (
                  <Check className="size-4" aria-hidden />
                ) : (
                  <span className="text-xs font-semibold">{i + 1}</span>
                )}
              </span>
              <span className="min-w-0 pt-1">
                <span className={`block font-medium ${row.done ? 'text-slate-900' : 'text-slate-500'}`}>
                  {row.label}
                  <span className="sr-only">
                    {' '}
                    ({row.done ? t('orders.step_done') : t('orders.step_waiting')})
                  </span>
                </span>
                {row.at && (
                  <time dateTime={row.at} className="block text-sm text-slate-500">
                    {absoluteTime(row.at, locale)}
                  </time>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
