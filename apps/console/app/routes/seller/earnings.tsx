import { CollectedCashBodySchema, endpoints, type StatementEntry } from '@bazaar/contract';
import { type EntryKind, STORE_ENTRY_KINDS, settleableCash } from '@bazaar/domain';
import { useMemo, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { Card } from '../../kit/card';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { FormAlert, SubmitButton, TextField, useContractForm, useRefusal } from '../../kit/form';
import { Stat } from '../../kit/stat';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import { positionOf } from '../../lib/money';
import { PayoutStats } from '../../money/payout-stats';
import type { Route } from './+types/earnings';

const STATEMENT: GridOptions = {
  pageSize: 20,
  filters: { kind: STORE_ENTRY_KINDS, from: 'date', to: 'date' },
};

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const grid = readGridState(new URL(request.url).searchParams, STATEMENT);
  const { kind, from, to } = grid.filters;
  const query = {
    ...pageQuery(grid),
    ...(kind && { kind: kind as EntryKind }),
    ...(from && { from }),
    ...(to && { to }),
  };
  const [info, statement] = await signedIn('seller', () =>
    Promise.all([api(endpoints.vendorEarningInfo), api(endpoints.vendorStatement, { query })]),
  );
  return { info, statement };
}

type Info = Awaited<ReturnType<typeof clientLoader>>['info'];

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/** What an entry is: the order or payout it belongs to, linked, or its kind alone. */
function EntryCell({ entry }: { entry: StatementEntry }) {
  const t = useT();
  const kind = t(`money.kind.${entry.kind}`);
  if (entry.order_id !== null)
    return (
      <span className="flex flex-col">
        <Link to={`/seller/orders/${entry.order_id}`} className={linkClass}>
          {t('console.order_number', { id: entry.order_id })}
        </Link>
        <span className="text-xs text-slate-600">{kind}</span>
      </span>
    );
  if (entry.payout_id !== null)
    return (
      <span className="flex flex-col">
        <Link to={`/seller/payouts?request=${entry.payout_id}`} className={linkClass}>
          {t('console.payout_number', { id: entry.payout_id })}
        </Link>
        <span className="text-xs text-slate-600">{kind}</span>
      </span>
    );
  return <span>{kind}</span>;
}

function Statement({ rows, total }: { rows: StatementEntry[]; total: number }) {
  const t = useT();
  const format = useFormat();
  const columns = useMemo<GridColumn<StatementEntry>[]>(() => {
    const optional = (amount: number | null) => (amount === null ? '—' : format.money(amount));
    return [
      { id: 'date', header: t('console.col_date'), cell: (e) => format.when(e.created_at) },
      { id: 'entry', header: t('console.col_entry'), cell: (e) => <EntryCell entry={e} /> },
      {
        id: 'order_amount',
        header: t('console.col_order_amount'),
        numeric: true,
        cell: (e) => <span data-testid="statement-order-amount">{optional(e.order_amount)}</span>,
      },
      {
        id: 'commission',
        header: t('console.col_commission'),
        numeric: true,
        cell: (e) => <span data-testid="statement-commission">{optional(e.commission)}</span>,
      },
      {
        id: 'net',
        header: t('console.col_net'),
        numeric: true,
        cell: (e) => (
          <span
            data-testid="statement-net"
            className={`font-semibold ${e.amount < 0 ? 'text-red-700' : 'text-brand-800'}`}
          >
            {format.money(e.amount)}
          </span>
        ),
      },
      {
        id: 'balance',
        header: t('console.col_balance'),
        numeric: true,
        cell: (e) => format.money(e.balance),
      },
    ];
  }, [t, format]);
  return (
    <DataGrid
      caption={t('console.statement')}
      columns={columns}
      rows={rows}
      total={total}
      options={STATEMENT}
      rowKey={(e) => e.id}
      rowTestId={(e) =>
        e.order_id === null ? `statement-${e.kind}-${e.id}` : `statement-${e.kind}-order-${e.order_id}`
      }
      filters={[
        {
          name: 'kind',
          label: t('console.filter_kind'),
          choices: STORE_ENTRY_KINDS.map((k) => ({ value: k, label: t(`money.kind.${k}`) })),
        },
        { name: 'from', label: t('console.filter_from'), date: true },
        { name: 'to', label: t('console.filter_to'), date: true },
      ]}
      emptyTitle={t('console.no_entries')}
      emptyHint={t('console.no_entries_hint')}
    />
  );
}

/**
 * Collected cash paid to the market out of the store's earnings (decision 410): at most the cash held
 * and the balance not asked for, asked first because it cannot be undone.
 */
function PayCollectedCash({ info }: { info: Info }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const revalidator = useRevalidator();
  const most = settleableCash(positionOf(info));
  const [asked, setAsked] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const form = useContractForm(CollectedCashBodySchema, { amount: String(most) });
  const { general, setGeneral, refuse } = useRefusal(form, ['amount']);

  const pay = async (amount: number) => {
    setGeneral(null);
    setPaying(true);
    try {
      const answer = await api(endpoints.vendorCollectedCash, { body: { amount } });
      toast(answer.message);
      // The page's figures change; the form comes back with the new most (its key).
      await revalidator.revalidate();
    } catch (error) {
      refuse(error);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Card title={t('console.pay_cash_title')}>
      {most === 0 ? (
        <p className="text-sm text-slate-700">{t('console.pay_cash_none')}</p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(({ amount }) => setAsked(amount))}
          className="space-y-3"
          data-testid="pay-cash-form"
        >
          <p className="text-sm text-slate-700">
            {t('console.pay_cash_intro', { amount: format.money(most) })}
          </p>
          <FormAlert message={general} />
          <div className="flex flex-col gap-3 tablet:flex-row tablet:items-end">
            <div className="tablet:w-48">
              <TextField
                form={form}
                name="amount"
                label={t('console.pay_cash_amount')}
                inputMode="numeric"
                data-testid="pay-cash-amount"
              />
            </div>
            <SubmitButton
              pending={paying}
              label={t('console.pay_cash_submit')}
              pendingLabel={t('console.paying')}
            />
          </div>
        </form>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t('console.pay_cash_confirm', { amount: format.money(asked ?? 0) })}
        description={t('console.pay_cash_confirm_hint')}
        confirmLabel={t('console.pay_cash_submit')}
        cancelLabel={t('console.cancel')}
        onConfirm={() => asked !== null && void pay(asked)}
      />
    </Card>
  );
}

/**
 * The store's money: what it may withdraw, what is in payout, what it earned and paid in commission,
 * the cash on delivery it owes the market (with a way to pay it from earnings), and its statement:
 * each order's amount, commission and net, refunds, payouts and cash, with the balance after each.
 */
export default function SellerEarnings() {
  const t = useT();
  const format = useFormat();
  const { info, statement } = useLoaderData<typeof clientLoader>();
  return (
    <div className="space-y-4 tablet:space-y-6">
      <title>{t('console.nav_earnings')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold">{t('console.nav_earnings')}</h1>
        <Link
          to="/seller/payouts"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('console.request_payout')}
        </Link>
      </div>
      <div
        className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-3"
        data-testid="money-stats"
      >
        <PayoutStats info={info} />
        <Stat
          label={t('console.stat_total_earned')}
          value={format.money(info.all_time)}
          hint={t('console.stat_total_earned_hint', { amount: format.money(info.this_month) })}
          testId="stat-total-earned"
        />
        <Stat
          label={t('console.stat_commission_paid')}
          value={format.money(info.commission_paid)}
          hint={t('console.stat_commission_hint', { percent: info.commission })}
          testId="stat-commission-paid"
        />
        <Stat
          label={t('console.stat_cash_in_hand')}
          value={format.money(info.cash_in_hand)}
          hint={t('console.stat_cash_hint')}
          testId="stat-cash-in-hand"
        />
      </div>
      {info.cash_in_hand > 0 && <PayCollectedCash key={settleableCash(positionOf(info))} info={info} />}
      <section aria-labelledby="statement-title" className="space-y-3">
        <h2 id="statement-title" className="font-display text-lg font-semibold">
          {t('console.statement')}
        </h2>
        <Statement rows={statement.statement} total={statement.total_size} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
