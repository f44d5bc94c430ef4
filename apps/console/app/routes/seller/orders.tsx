import { endpoints, type Order } from '@bazaar/contract';
import { ORDER_STATUSES, type OrderStatus } from '@bazaar/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import { boardColumns } from '../../lib/order-moves';
import { useCoalesced, useOrderStream } from '../../lib/use-order-stream';
import { OrderActions } from '../../orders/order-actions';
import { OrderCard } from '../../orders/order-card';
import type { Route } from './+types/orders';

/** The board shows the newest orders of every status at once; the list pages through all of them. */
const BOARD_SIZE = 100;
const LIST: GridOptions = { pageSize: 20, filters: { status: ORDER_STATUSES } };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  if (search.get('view') === 'list') {
    const grid = readGridState(search, LIST);
    const status = grid.filters.status as OrderStatus | undefined;
    const page = await signedIn('seller', () =>
      api(endpoints.vendorOrders, { query: { ...pageQuery(grid), ...(status && { status }) } }),
    );
    return { view: 'list' as const, orders: page.orders, total: page.total_size };
  }
  const page = await signedIn('seller', () =>
    api(endpoints.vendorOrders, { query: { limit: BOARD_SIZE, offset: 1 } }),
  );
  return { view: 'board' as const, orders: page.orders, total: page.total_size };
}

function ViewSwitch({ view }: { view: 'board' | 'list' }) {
  const t = useT();
  const tab = (to: string, name: 'board' | 'list', label: string) => (
    <Link
      to={to}
      aria-current={view === name ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
        view === name ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('console.views_label')} className="flex gap-2">
      {tab('/seller/orders', 'board', t('console.board_view'))}
      {tab('/seller/orders?view=list', 'list', t('console.list_view'))}
    </nav>
  );
}

/** Orders that were not on the board before and are new (pending): the seller is told of each. */
function useNewOrders(orders: Order[]) {
  const t = useT();
  const toast = useToast();
  const known = useRef<Set<number> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const ids = new Set(orders.map((o) => o.id));
    if (known.current) {
      const arrived = orders.filter((o) => !known.current!.has(o.id) && o.order_status === 'pending');
      for (const order of arrived) toast(t('console.new_order_toast', { id: order.id }), 'info');
      if (arrived.length) setFresh(new Set(arrived.map((o) => o.id)));
    }
    known.current = ids;
  }, [orders, t, toast]);
  return fresh;
}

function Board({ orders }: { orders: Order[] }) {
  const t = useT();
  const fresh = useNewOrders(orders);
  const columns = useMemo(() => boardColumns(orders), [orders]);
  return (
    <section
      aria-label={t('console.board_view')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className="relative -mx-3 flex snap-x snap-mandatory gap-3 overflow-x-auto px-3 pb-3 focus-visible:outline-2 focus-visible:outline-brand-600 tablet:mx-0 tablet:px-0"
      data-testid="order-board"
    >
      {columns.map((column) => {
        const title = column.id === 'finished' ? t('console.board_finished') : t(`order.status.${column.id}`);
        return (
          <section
            key={column.id}
            aria-labelledby={`column-${column.id}`}
            data-testid={`column-${column.id}`}
            className="w-[85vw] max-w-72 shrink-0 snap-start rounded-xl bg-slate-100 p-2 tablet:w-64"
          >
            <h2
              id={`column-${column.id}`}
              className="flex items-center justify-between px-1 pb-2 font-semibold"
            >
              {title}
              <span className="rounded-full bg-white px-2 text-sm" data-testid="column-count">
                {column.orders.length}
              </span>
            </h2>
            {column.orders.length === 0 ? (
              <p className="px-1 py-6 text-center text-sm text-slate-600">{t('console.column_empty')}</p>
            ) : (
              <div className="space-y-2">
                {column.orders.map((order) => (
                  <OrderCard key={order.id} order={order} fresh={fresh.has(order.id)} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </section>
  );
}

function OrderList({ orders, total }: { orders: Order[]; total: number }) {
  const t = useT();
  const format = useFormat();
  const columns = useMemo<GridColumn<Order>[]>(
    () => [
      {
        id: 'id',
        header: t('console.col_order'),
        cell: (o) => (
          <Link
            to={`/seller/orders/${o.id}`}
            data-testid="order-link"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('console.order_number', { id: o.id })}
          </Link>
        ),
      },
      { id: 'created_at', header: t('console.col_placed'), cell: (o) => format.when(o.created_at) },
      { id: 'status', header: t('console.col_status'), cell: (o) => t(`order.status.${o.order_status}`) },
      {
        id: 'payment',
        header: t('console.col_payment'),
        cell: (o) => t(`payment.method.${o.payment_method}`),
      },
      {
        id: 'amount',
        header: t('console.col_amount'),
        cell: (o) => format.money(o.order_amount),
        numeric: true,
      },
      { id: 'actions', header: '', cell: (o) => <OrderActions order={o} /> },
    ],
    [t, format],
  );
  return (
    <DataGrid
      caption={t('console.nav_orders')}
      columns={columns}
      rows={orders}
      total={total}
      options={LIST}
      rowKey={(o) => o.id}
      filters={[
        {
          name: 'status',
          label: t('console.col_status'),
          choices: ORDER_STATUSES.map((s) => ({ value: s, label: t(`order.status.${s}`) })),
        },
      ]}
      emptyTitle={t('console.no_orders_yet')}
      emptyHint={t('console.no_orders_hint')}
    />
  );
}

/**
 * The seller's orders: a board of columns per status that updates live (the store's order stream:
 * a new order appears without a reload), or a paged list with a status filter, both with the moves
 * the seller may make.
 */
export default function SellerOrders() {
  const t = useT();
  const data = useLoaderData<typeof clientLoader>();
  const [search] = useSearchParams();
  const revalidator = useRevalidator();
  const reload = useCoalesced(() => void revalidator.revalidate());
  const stream = useOrderStream(reload);
  return (
    <div className="space-y-4">
      <title>{t('console.nav_orders')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-3 font-display text-2xl font-bold">
          {t('console.nav_orders')}
          <span
            role="status"
            data-testid="stream-state"
            data-state={stream}
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stream === 'live' ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {t(stream === 'live' ? 'console.live' : 'console.reconnecting')}
          </span>
        </h1>
        <ViewSwitch view={search.get('view') === 'list' ? 'list' : 'board'} />
      </div>
      {data.view === 'list' ? (
        <OrderList orders={data.orders} total={data.total} />
      ) : (
        <Board orders={data.orders} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
