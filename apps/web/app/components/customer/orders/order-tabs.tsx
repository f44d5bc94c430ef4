import type { ORDER_LIST_TYPES } from '@bazaar/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

export type OrderListType = (typeof ORDER_LIST_TYPES)[number];

const TABS = [
  { type: 'all', label: 'orders.tab_all' },
  { type: 'running', label: 'orders.tab_running' },
  { type: 'past', label: 'orders.tab_past' },
] as const;

/** All | Running | Past as chips; real links (`?type=`), so they work before scripts load. */
export function OrderTabs({ current }: { current: OrderListType }) {
  const t = useT();
  return (
    <nav aria-label={t('orders.tabs_label')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {TABS.map(({ type, label }) => (
          <li key={type}>
            <Link
              to={`?type=${type}`}
              aria-current={type === current ? 'page' : undefined}
              data-testid={`orders-tab-${type}`}
              preventScrollReset
              className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-5 text-sm font-semibold text-slate-700 hover:border-brand-500 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
