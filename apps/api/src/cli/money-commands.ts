import {
  PAYOUT_MAX,
  PAYOUT_MIN,
  PAYOUT_STATUSES,
  type Payee,
  type PayoutStatus,
  payoutAmountSchema,
  storedIdIn,
  t,
} from '@bazaar/domain';
import { SYSTEM_ACTOR } from '../commerce/audit';
import { receiveCash } from '../commerce/collected-cash';
import { setDefaultCommission, setStoreCommission } from '../commerce/commission';
import { approvePayout, listPayouts, type PayoutRow, payPayout, rejectPayout } from '../commerce/payouts';
import type { Database } from '../db/client';
import { CliError, type Options } from './admin-commands';

// The operator's side of the market's money until the operator's pages exist (decision 410): payout
// requests, commissions and cash handed over. Every change is audited as the system's.

function needArgs(args: string[], count: number, usage: string) {
  if (args.length !== count) throw new CliError(`usage: npm run admin -- ${usage}`);
}

function idOf(text: string | undefined, what: string) {
  const id = storedIdIn(text);
  if (id === null) throw new CliError(`"${text}" is not a ${what} id`);
  return id;
}

const payeeText = (row: PayoutRow) =>
  row.storeId !== null ? `store ${row.storeId}` : `courier ${row.courierId}`;

const accountText = (row: PayoutRow) =>
  row.method === 'bank'
    ? `bank ${row.account.bank_name} ${row.account.account_number} (${row.account.account_title})`
    : `${row.method} ${row.account.mobile_number} (${row.account.account_title})`;

/** payouts [--status pending|approved|rejected|paid|all]: payout requests, newest first (100 at most). */
export async function payouts(db: Database, args: string[], opts: Options) {
  needArgs(args, 0, 'payouts [--status pending|approved|rejected|paid|all]');
  const wanted = opts.status ?? 'pending';
  if (wanted !== 'all' && !(PAYOUT_STATUSES as readonly string[]).includes(wanted))
    throw new CliError(`--status must be one of ${PAYOUT_STATUSES.join(', ')} or all`);
  const status = wanted === 'all' ? undefined : (wanted as PayoutStatus);
  const page = await listPayouts(db, { status }, { limit: 100, offset: 1 });
  if (page.rows.length === 0) return `No ${status ?? ''} payout request.`.replace('  ', ' ');
  return page.rows
    .map(
      (r) =>
        `#${r.id}  ${payeeText(r)}  Rs ${r.amount}  ${accountText(r)}  ${r.status}  ${r.createdAt.toISOString()}${r.note ? `  "${r.note}"` : ''}`,
    )
    .join('\n');
}

/** approve-payout <payout_id>: the request stays reserved until paid. */
export async function approvePayoutCommand(db: Database, args: string[]) {
  needArgs(args, 1, 'approve-payout <payout_id>');
  const row = await approvePayout(db, SYSTEM_ACTOR, idOf(args[0], 'payout'));
  return `Payout ${row.id} (${payeeText(row)}, Rs ${row.amount}) is approved; pay it with pay-payout ${row.id}.`;
}

/** pay-payout <payout_id>: records the money sent; the payee's account gives it to the market's bank. */
export async function payPayoutCommand(db: Database, args: string[]) {
  needArgs(args, 1, 'pay-payout <payout_id>');
  const row = await payPayout(db, SYSTEM_ACTOR, idOf(args[0], 'payout'));
  return `Payout ${row.id} is paid: Rs ${row.amount} to ${payeeText(row)} by ${accountText(row)}.`;
}

/** reject-payout <payout_id> --note <reason>: the amount is free to ask for again. */
export async function rejectPayoutCommand(db: Database, args: string[], opts: Options) {
  needArgs(args, 1, 'reject-payout <payout_id> --note <reason>');
  const reason = opts.note?.trim();
  if (!reason) throw new CliError(`--note: ${t('money.reject_note_required')}`);
  const row = await rejectPayout(db, SYSTEM_ACTOR, idOf(args[0], 'payout'), reason);
  return `Payout ${row.id} (${payeeText(row)}, Rs ${row.amount}) is rejected: "${reason}".`;
}

function percentOf(text: string | undefined) {
  const percent = /^\d{1,3}(\.\d{1,2})?$/.test(text ?? '') ? Number(text) : Number.NaN;
  if (!(percent >= 0 && percent <= 100)) throw new CliError(`commission: ${t('money.commission_invalid')}`);
  return percent;
}

/** set-commission <store_id> <percent|default> | set-commission market <percent>. */
export async function setCommission(db: Database, args: string[]) {
  needArgs(args, 2, 'set-commission <store_id> <percent|default>  or  set-commission market <percent>');
  if (args[0] === 'market') {
    const percent = await setDefaultCommission(db, SYSTEM_ACTOR, percentOf(args[1]));
    return `The market's default commission is now ${percent} % (stores without their own).`;
  }
  const storeId = idOf(args[0], 'store');
  const percent = args[1] === 'default' ? null : percentOf(args[1]);
  const store = await setStoreCommission(db, SYSTEM_ACTOR, storeId, percent);
  return percent === null
    ? `${store.name} (store ${store.id}) now pays the market's default commission.`
    : `${store.name} (store ${store.id}) now pays ${percent} % commission on its orders.`;
}

/** receive-cash store|courier <id> <amount>: cash collected on delivery handed over to the market. */
export async function receiveCashCommand(db: Database, args: string[]) {
  needArgs(args, 3, 'receive-cash store|courier <id> <amount>');
  if (args[0] !== 'store' && args[0] !== 'courier') throw new CliError('receive-cash: say store or courier');
  const id = idOf(args[1], args[0]);
  const holder: Payee = args[0] === 'store' ? { store: id } : { courier: id };
  const amount = payoutAmountSchema.safeParse(args[2]);
  if (!amount.success)
    throw new CliError(`amount: ${t('money.amount_invalid', { min: PAYOUT_MIN, max: PAYOUT_MAX })}`);
  const after = await receiveCash(db, SYSTEM_ACTOR, holder, amount.data);
  return `Received Rs ${amount.data} from ${args[0]} ${id}; it still holds Rs ${after.cashHeld} in cash.`;
}

export const MONEY_COMMANDS = {
  payouts,
  'approve-payout': approvePayoutCommand,
  'pay-payout': payPayoutCommand,
  'reject-payout': rejectPayoutCommand,
  'set-commission': setCommission,
  'receive-cash': receiveCashCommand,
} as const;
