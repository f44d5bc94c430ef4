import type { SalesDay } from '@bazaar/contract';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';

const HEIGHT = 120;

/**
 * Seven bars of sales per day, drawn as plain SVG (no chart library for seven rectangles). For screen
 * readers the picture is one sentence, and the figures are a table beside it (visually hidden).
 * Bars run in reading order, so an Urdu page reads today on the left, as its text does.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const t = useT();
  const format = useFormat();
  const max = Math.max(1, ...days.map((d) => d.sales));
  const total = days.reduce((sum, d) => sum + d.sales, 0);
  const summary = t('console.sales_chart_summary', {
    from: format.day(days[0]?.date ?? ''),
    to: format.day(days.at(-1)?.date ?? ''),
    total: format.money(total),
  });
  return (
    <figure>
      <div role="img" aria-label={summary} className="flex h-40 items-end gap-2" data-testid="sales-chart">
        {days.map((day) => (
          <div key={day.date} className="flex flex-1 flex-col items-center gap-1" aria-hidden>
            <svg
              aria-hidden="true"
              viewBox={`0 0 10 ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-[120px] w-full"
            >
              <rect
                x="1"
                width="8"
                y={HEIGHT - (day.sales / max) * HEIGHT}
                height={Math.max(day.sales > 0 ? 2 : 0, (day.sales / max) * HEIGHT)}
                rx="1"
                className="fill-brand-500"
              />
            </svg>
            <span className="text-xs text-slate-600">{format.weekday(day.date)}</span>
          </div>
        ))}
      </div>
      <figcaption className="sr-only">
        <table>
          <caption>{t('console.sales_chart')}</caption>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{format.day(day.date)}</th>
                <td>{format.money(day.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
