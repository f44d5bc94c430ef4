import { type CourierOrder, endpoints } from '@bazaar/contract';
import { useMemo } from 'react';
import { Link, useLoaderData } from 'react-router';
import { StatusBadge } from '../../courier/courier-order-card';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { ErrorState } from '../../kit/states';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/history';

/** all-orders has no sort nor filter: newest first, paged. */
const GRID: GridOptions = { pageSize: 20 };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const grid = readGridState(new URL(request.url).searchParams, GRID);
  const page = await signedIn('courier', () => api(endpoints.courierAllOrders, { query: pageQuery(grid) }));
  return { orders: page.orders, total: page.total_size };
}

/** Every order the courier has had, newest first, each opening its page. */
export default function CourierHistory() {
  const t = useT();
  const format = useFormat();
  const { orders, total } = useLoaderData<typeof clientLoader>();
  const columns = useMemo<GridColumn<CourierOrder>[]>(
    () => [
      {
        id: 'id',
        header: t('console.col_order'),
        cell: (o) => (
          <Link
            to={`/courier/orders/${o.id}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('console.order_number', { id: o.id })}
          </Link>
        ),
      },
      { id: 'created_at', header: t('console.col_placed'), cell: (o) => format.when(o.created_at) },
      {
        id: 'store',
        header: t('console.courier_pickup'),
        cell: (o) => <span className="bidi-plain">{o.store_name}</span>,
      },
      { id: 'status', header: t('console.col_status'), cell: (o) => <StatusBadge status={o.order_status} /> },
      {
        id: 'amount',
        header: t('console.col_amount'),
        cell: (o) => format.money(o.order_amount),
        numeric: true,
      },
    ],
    [t, format],
  );
  return (
    <div className="space-y-4" data-testid="courier-history">
      <title>{t('console.nav_history')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_history')}</h1>
      <DataGrid
        caption={t('console.nav_history')}
        columns={columns}
        rows={orders}
        total={total}
        options={GRID}
        rowKey={(o) => o.id}
        emptyTitle={t('console.courier_no_history')}
        emptyHint={t('console.courier_no_history_hint')}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
