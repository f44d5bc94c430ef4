import type { Schedule } from '@bazaar/contract';
import { weeklyHours } from '@bazaar/domain';
import { Clock } from 'lucide-react';
import { useT } from '../../lib/i18n';

/**
 * The week's opening hours in a disclosure (works without JavaScript), today's line marked. `today`
 * comes from the loader so server and browser agree.
 */
export function OpeningHours({ schedules, today }: { schedules: Schedule[]; today: number }) {
  const t = useT();
  const dayName = (day: number) => t(`store.day.${day}` as 'store.day.0');
  return (
    <details className="group rounded-xl border border-slate-200 bg-white" data-testid="opening-hours">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold text-slate-800">
        <Clock className="size-4 text-slate-500" aria-hidden />
        {t('store.opening_hours')}
        <span className="ms-auto text-slate-400 transition group-open:rotate-180" aria-hidden>
          ▾
        </span>
      </summary>
      <table className="w-full text-sm">
        <tbody>
          {weeklyHours(schedules).map(({ day, spans }) => (
            <tr
              key={day}
              className={day === today ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700'}
            >
              <th scope="row" className="px-4 py-1.5 text-start font-medium">
                {dayName(day)}
                {day === today && <span className="ms-2 text-xs text-brand-700">({t('store.today')})</span>}
              </th>
              <td className="px-4 py-1.5 text-end tabular-nums" dir="ltr">
                {spans.length === 0
                  ? t('store.closed_all_day')
                  : spans
                      .map((s) => (s === 'all-day' ? t('store.open_all_day') : `${s.from}–${s.to}`))
                      .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
