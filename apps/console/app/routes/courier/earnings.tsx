import { CollectedCashBodySchema, endpoints } from '@bazaar/contract';
import { type PayoutRequest, settleableCash } from '@bazaar/domain';
import type { MessageKey } from '@bazaar/domain/messages/en';
import { useMemo, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { Card } from '../../kit/card';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { FormAlert, SubmitButton, TextField, useContractForm, useRefusal } from '../../kit/form';
import { EmptyState, ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import { positionOf } from '../../lib/money';
import { PayoutForm } from '../../money/payout-form';
import type { Route } from './+types/earnings';

const GRID: GridOptions = { pageSize: 20 };
const RECENT_REQUESTS = 10;

/** The courier's earnings and standing with the market, the account's entries (paged) and payout requests. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const grid = readGridState(new URL(request.url).searchParams, GRID);
  return signedIn('courier', async () => {
    const [statement, withdraws] = await Promise.all([
      api(endpoints.courierIncomeStatement, { query: pageQuery(grid) }),
      api(endpoints.courierWithdrawList, { query: { limit: RECENT_REQUESTS, offset: 1 } }),
    ]);
    return { statement, withdraws: withdraws.withdraws };
  });
}

type Loaded = Awaited<ReturnType<typeof clientLoader>>;
type StatementEntry = Loaded['statement']['statement'][number];
type WithdrawRequest = Loaded['withdraws'][number];

/** The figures on top, in reading order: what was earned, then where the courier stands. */
const FIGURES = [
  ['today', 'console.earnings_today', 'earned-today'],
  ['this_week', 'console.earnings_week', 'earned-week'],
  ['this_month', 'console.earnings_month', 'earned-month'],
  ['all_time', 'console.earnings_all_time', 'earned-all'],
  ['balance', 'console.earnings_balance', 'balance'],
  ['cash_in_hand', 'console.earnings_cash_in_hand', 'cash-in-hand'],
  ['pending_withdraw', 'console.earnings_pending', 'pending-withdraw'],
  ['withdrawable_balance', 'console.earnings_withdrawable_label', 'withdrawable'],
] as const satisfies readonly (readonly [keyof Loaded['statement'], MessageKey, string])[];

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-display text-xl font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Cash collected at doors, paid to the market out of the courier's earnings (asks first). */
function PayCashForm({ most }: { most: number }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [amount, setAmount] = useState<number | null>(null);
  const form = useContractForm(CollectedCashBodySchema, { amount: String(most) });
  const { general, setGeneral, refuse } = useRefusal(form, ['amount']);
  const pay = async () => {
    if (amount === null) return;
    setGeneral(null);
    try {
      const answer = await signedIn('courier', () =>
        api(endpoints.courierCollectedCash, { body: { amount } }),
      );
      toast(answer.message);
      await revalidator.revalidate();
    } catch (error) {
      refuse(error);
    }
  };
  return (
    <form
      onSubmit={form.handleSubmit((values) => setAmount(values.amount))}
      noValidate
      className="space-y-4"
      data-testid="pay-cash-form"
    >
      <p className="text-sm text-slate-700">{t('console.earnings_pay_cash_hint')}</p>
      <FormAlert message={general} />
      <TextField
        form={form}
        name="amount"
        label={t('console.earnings_amount')}
        inputMode="numeric"
        dir="ltr"
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={t('console.earnings_pay_cash')}
        pendingLabel={t('console.apply_sending')}
      />
      <ConfirmDialog
        open={amount !== null}
        onOpenChange={(open) => !open && setAmount(null)}
        title={t('console.earnings_pay_cash_confirm', { amount: format.money(amount ?? 0) })}
        description={t('console.earnings_pay_cash_confirm_hint')}
        confirmLabel={t('console.earnings_pay_cash')}
        cancelLabel={t('console.courier_not_yet')}
        onConfirm={() => void pay()}
      />
    </form>
  );
}

function Requests({ requests }: { requests: WithdrawRequest[] }) {
  const t = useT();
  const format = useFormat();
  if (requests.length === 0) return <EmptyState title={t('console.earnings_no_requests')} />;
  return (
    <ul className="divide-y divide-slate-100 text-sm" data-testid="withdraw-requests">
      {requests.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
          <span className="font-semibold">{format.money(request.amount)}</span>
          <span className="text-slate-600">{t(`money.method.${request.method}`)}</span>
          <span className="text-slate-600">{format.when(request.created_at)}</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
            {t(`money.status.${request.status}`)}
          </span>
          {request.note && <p className="bidi-plain w-full text-slate-600">{request.note}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The courier's money: what they earned, where they stand (balance, cash in hand, requested,
 * withdrawable), paying collected cash to the market, asking to be paid, and the account's entries.
 */
export default function CourierEarnings() {
  const t = useT();
  const format = useFormat();
  const { statement, withdraws } = useLoaderData<typeof clientLoader>();
  const columns = useMemo<GridColumn<StatementEntry>[]>(
    () => [
      { id: 'created_at', header: t('console.earnings_when'), cell: (e) => format.when(e.created_at) },
      { id: 'kind', header: t('console.earnings_kind'), cell: (e) => t(`money.kind.${e.kind}`) },
      {
        id: 'order',
        header: t('console.col_order'),
        cell: (e) => (e.order_id ? t('console.order_number', { id: e.order_id }) : ''),
      },
      { id: 'amount', header: t('console.col_amount'), cell: (e) => format.money(e.amount), numeric: true },
      {
        id: 'balance',
        header: t('console.earnings_balance'),
        cell: (e) => format.money(e.balance),
        numeric: true,
      },
    ],
    [t, format],
  );
  const payable = settleableCash({
    balance: statement.balance,
    cashHeld: statement.cash_in_hand,
    reserved: statement.pending_withdraw,
  });
  const withdraw = async (body: PayoutRequest) => {
    const answer = await signedIn('courier', () => api(endpoints.courierWithdrawCreate, { body }));
    return answer.message;
  };
  return (
    <div className="space-y-5" data-testid="courier-earnings">
      <title>{t('console.nav_earnings')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_earnings')}</h1>
      <dl className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
        {FIGURES.map(([key, label, testId]) => (
          <Figure key={key} label={t(label)} value={format.money(statement[key])} testId={testId} />
        ))}
      </dl>
      <div className="grid gap-4 desktop:grid-cols-2">
        {statement.cash_in_hand > 0 && (
          <Card title={t('console.earnings_pay_cash_title')}>
            {payable > 0 ? (
              <PayCashForm most={payable} />
            ) : (
              <p className="text-sm text-slate-700">{t('console.earnings_hand_in_cash')}</p>
            )}
          </Card>
        )}
        <Card title={t('console.earnings_request_title')}>
          {statement.withdrawable_balance > 0 ? (
            <PayoutForm position={positionOf(statement)} send={withdraw} />
          ) : (
            <p className="text-sm text-slate-700" data-testid="nothing-to-withdraw">
              {t('console.earnings_nothing_to_withdraw')}
            </p>
          )}
        </Card>
        <Card title={t('console.earnings_requests')}>
          <Requests requests={withdraws} />
        </Card>
      </div>
      <section aria-labelledby="statement-title" className="space-y-3">
        <h2 id="statement-title" className="font-display text-lg font-semibold">
          {t('console.earnings_statement')}
        </h2>
        <DataGrid
          caption={t('console.earnings_statement')}
          columns={columns}
          rows={statement.statement}
          total={statement.total_size}
          options={GRID}
          rowKey={(e) => e.id}
          emptyTitle={t('console.earnings_no_entries')}
          emptyHint={t('console.earnings_no_entries_hint')}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
