import { endpoints, IdParamsSchema, isApiError, type WithdrawRequest } from '@bazaar/contract';
import { PAYOUT_STATUSES, type PayoutStatus, withdrawable } from '@bazaar/domain';
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Card } from '../../kit/card';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { EmptyState, ErrorState } from '../../kit/states';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import { payoutAccountLine, positionOf } from '../../lib/money';
import { PayoutForm } from '../../money/payout-form';
import { PayoutStats } from '../../money/payout-stats';
import type { Route } from './+types/payouts';

const LIST: GridOptions = { pageSize: 20, filters: { status: PAYOUT_STATUSES } };

/** One request opened from the list (`?request=12`); another store's or a missing one is null. */
async function requestDetails(text: string | null) {
  const id = IdParamsSchema.safeParse({ id: text });
  if (text === null || !id.success) return undefined;
  try {
    return await api(endpoints.vendorWithdrawDetails, { params: id.data });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const grid = readGridState(search, LIST);
  const status = grid.filters.status as PayoutStatus | undefined;
  const [info, list, details] = await signedIn('seller', () =>
    Promise.all([
      api(endpoints.vendorEarningInfo),
      api(endpoints.vendorWithdrawList, { query: { ...pageQuery(grid), ...(status && { status }) } }),
      requestDetails(search.get('request')),
    ]),
  );
  return { info, list, details };
}

const STATUS_TONES: Record<PayoutStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  paid: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-900',
};

function StatusBadge({ status }: { status: PayoutStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}
      data-testid="payout-status"
      data-status={status}
    >
      {t(`money.status.${status}`)}
    </span>
  );
}

/** The address of the list with one request opened, or none (`null`), keeping paging and filters. */
function useRequestLink() {
  const [search] = useSearchParams();
  return (id: number | null) => {
    const next = new URLSearchParams(search);
    if (id === null) next.delete('request');
    else next.set('request', String(id));
    const qs = next.toString();
    return qs ? `?${qs}` : '.';
  };
}

function RequestDetails({ request }: { request: WithdrawRequest | null }) {
  const t = useT();
  const format = useFormat();
  const link = useRequestLink();
  const close = (
    <Link
      to={link(null)}
      preventScrollReset
      aria-label={t('console.close')}
      className="grid size-11 place-items-center rounded-lg ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <X aria-hidden className="size-5" />
    </Link>
  );
  if (request === null)
    return (
      <Card title={t('console.payout_details')} action={close}>
        <p className="text-sm text-slate-700">{t('console.payout_not_found')}</p>
      </Card>
    );
  const rows: [string, React.ReactNode][] = [
    [t('console.payout_amount'), format.money(request.amount)],
    [t('console.col_status'), <StatusBadge key="status" status={request.status} />],
    [
      t('console.col_paid_to'),
      <span key="to" className="bidi-plain">
        {payoutAccountLine(t, request.method, request.account)}
      </span>,
    ],
    [
      t('console.account_title'),
      <span key="title" className="bidi-plain">
        {request.account.account_title}
      </span>,
    ],
    [t('console.col_requested'), format.when(request.created_at)],
    ...(request.decided_at
      ? [[t('console.payout_decided'), format.when(request.decided_at)] as [string, string]]
      : []),
    ...(request.note ? [[t('console.payout_note'), request.note] as [string, string]] : []),
  ];
  return (
    <Card title={t('console.payout_number', { id: request.id })} action={close}>
      <dl className="grid gap-x-6 gap-y-2 text-sm tablet:grid-cols-[auto_1fr]" data-testid="payout-details">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function PayoutList({ rows, total }: { rows: WithdrawRequest[]; total: number }) {
  const t = useT();
  const format = useFormat();
  const link = useRequestLink();
  const columns = useMemo<GridColumn<WithdrawRequest>[]>(
    () => [
      { id: 'created_at', header: t('console.col_requested'), cell: (w) => format.when(w.created_at) },
      {
        id: 'amount',
        header: t('console.payout_amount'),
        numeric: true,
        cell: (w) => <span data-testid="payout-row-amount">{format.money(w.amount)}</span>,
      },
      {
        id: 'to',
        header: t('console.col_paid_to'),
        cell: (w) => <span className="bidi-plain">{payoutAccountLine(t, w.method, w.account)}</span>,
      },
      { id: 'status', header: t('console.col_status'), cell: (w) => <StatusBadge status={w.status} /> },
      {
        id: 'details',
        header: '',
        cell: (w) => (
          <Link
            to={link(w.id)}
            preventScrollReset
            aria-label={t('console.payout_details_of', { id: w.id })}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('console.payout_details')}
          </Link>
        ),
      },
    ],
    [t, format, link],
  );
  return (
    <DataGrid
      caption={t('console.payout_requests')}
      columns={columns}
      rows={rows}
      total={total}
      options={LIST}
      rowKey={(w) => w.id}
      rowTestId={(w) => `payout-${w.id}`}
      filters={[
        {
          name: 'status',
          label: t('console.col_status'),
          choices: PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`money.status.${s}`) })),
        },
      ]}
      emptyTitle={t('console.no_payouts')}
      emptyHint={t('console.no_payouts_hint')}
    />
  );
}

/**
 * The store's payouts: what it may withdraw now, a request form bounded by it, and its requests with
 * their status (pending, approved, paid, rejected) and, opened from the list, their details.
 */
export default function SellerPayouts() {
  const t = useT();
  const { info, list, details } = useLoaderData<typeof clientLoader>();
  const position = useMemo(() => positionOf(info), [info]);
  const most = withdrawable(position);
  return (
    <div className="space-y-4 tablet:space-y-6">
      <title>{t('console.nav_payouts')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_payouts')}</h1>
      <div className="grid grid-cols-1 gap-3 tablet:grid-cols-2">
        <PayoutStats info={info} />
      </div>
      {details !== undefined && <RequestDetails request={details} />}
      {most > 0 ? (
        <Card title={t('console.request_payout')}>
          <PayoutForm
            position={position}
            send={async (body) => (await api(endpoints.vendorRequestWithdraw, { body })).message}
          />
        </Card>
      ) : (
        <EmptyState title={t('console.payout_nothing')} hint={t('console.payout_nothing_hint')} />
      )}
      <section aria-labelledby="payouts-title" className="space-y-3">
        <h2 id="payouts-title" className="font-display text-lg font-semibold">
          {t('console.payout_requests')}
        </h2>
        <PayoutList rows={list.withdraws} total={list.total_size} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
