import { AddFundBodySchema, OrderStatusBodySchema } from '@bazaar/contract';
import { emailSchema, passwordSchema, renderMessageText, storedIdIn, t } from '@bazaar/domain';
import type { z } from 'zod';
import { moveAsAdmin } from '../areas/staff/order-moves';
import { topUpWallet } from '../areas/staff/wallet-top-up';
import { isCommonPassword } from '../auth/common-passwords';
import { createStaffAccount, StaffAccountError, storeBySlug } from '../auth/staff-accounts';
import { ApplicationError, type Decision } from '../commerce/applications';
import { courierApplicationPage, decideCourierApplication } from '../commerce/courier-applications';
import { decideStoreApplication, storeApplicationPage } from '../commerce/store-applications';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** A refusal the CLI prints as one line and exits 1 for, without a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

export type Options = { note?: string | undefined; name?: string | undefined; status?: string | undefined };

/** What a command may need besides the database: where pictures live, how to mail, the shop's address. */
export type Context = { dataDir: string; mailer: Mailer; publicOrigin: string };

/** Checks input with the same contract schema the API uses; the first problem per field becomes a line. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (i) => `${i.path.join('.') || 'input'}: ${renderMessageText(i.message)}`,
  );
  throw new CliError([...new Set(lines)].join('\n'));
}

function needArgs(args: string[], count: number, usage: string) {
  if (args.length !== count) throw new CliError(`usage: npm run admin -- ${usage}`);
}

/** order-status <order_id> <status> [--note …]: one move along the transition table, as admin. */
export async function orderStatus(db: Database, args: string[], opts: Options) {
  needArgs(args, 2, 'order-status <order_id> <status> [--note <text>]');
  const body = parse(OrderStatusBodySchema, { order_id: args[0], status: args[1], note: opts.note });
  const order = await moveAsAdmin(db, { orderId: body.order_id, to: body.status, note: body.note });
  return `Order ${order.id} is now ${order.order_status} (payment ${order.payment_status}).`;
}

/** wallet-topup <email> <amount> [--note …]: add_fund_by_admin to a customer's wallet. */
export async function walletTopUp(db: Database, args: string[], opts: Options) {
  needArgs(args, 2, 'wallet-topup <email> <amount> [--note <text>]');
  const body = parse(AddFundBodySchema, { email: args[0], amount: args[1], reference: opts.note });
  const done = await topUpWallet(db, { email: body.email, amount: body.amount, note: body.reference });
  return `Added Rs ${done.amount} to ${body.email} (customer ${done.userId}); balance Rs ${done.balance}. Transaction ${done.transactionId}.`;
}

/** A staff password follows the customer rules: 6+ characters, and none from the common list. */
function credentials(email: string | undefined, password: string | undefined) {
  const checked = { email: parse(emailSchema, email), password: parse(passwordSchema, password) };
  if (isCommonPassword(checked.password)) throw new CliError(`password: ${t('account.common_password')}`);
  return checked;
}

async function create(db: Database, input: Parameters<typeof createStaffAccount>[1]) {
  try {
    return await createStaffAccount(db, input);
  } catch (err) {
    if (err instanceof StaffAccountError) throw new CliError(err.message);
    throw err;
  }
}

/** create-seller <email> <password> <store_slug> [--name …]: a seller of one store. */
export async function createSeller(db: Database, args: string[], opts: Options) {
  needArgs(args, 3, 'create-seller <email> <password> <store_slug> [--name <name>]');
  const { email, password } = credentials(args[0], args[1]);
  const store = await storeBySlug(db, args[2]!);
  if (!store)
    throw new CliError(`No store with the slug "${args[2]}" (see GET /api/v1/stores/get-stores/all)`);
  const name = opts.name?.trim() || store.name;
  const made = await create(db, { name, email, password, role: 'seller', storeId: store.id });
  return `Seller ${made.email} (staff ${made.id}) can now sign in for ${store.name} (${store.slug}, store ${store.id}).`;
}

/** create-admin <email> <password> [--name …]: an operator of every store. */
export async function createAdmin(db: Database, args: string[], opts: Options) {
  needArgs(args, 2, 'create-admin <email> <password> [--name <name>]');
  const { email, password } = credentials(args[0], args[1]);
  const made = await create(db, { name: opts.name?.trim() || 'Admin', email, password, role: 'admin' });
  return `Admin ${made.email} (staff ${made.id}) can now sign in.`;
}

/** What the terminal lists: the applications waiting, oldest first (the operator's console pages through more). */
const WAITING = { status: 'pending', limit: 500, offset: 1 } as const;

/** store-applications: the applications waiting for a decision, oldest first. */
export async function storeApplications(db: Database, args: string[]) {
  needArgs(args, 0, 'store-applications');
  const { rows } = await storeApplicationPage(db, WAITING);
  if (rows.length === 0) return 'No store application is waiting.';
  return rows
    .map((r) => `#${r.id}  ${r.storeName}  <${r.email}>  zone ${r.zoneId}  ${r.createdAt.toISOString()}`)
    .join('\n');
}

/** approve-store <application_id>: the store and its seller account are made; the applicant is mailed. */
export async function approveStore(db: Database, args: string[], _opts: Options, ctx: Context) {
  needArgs(args, 1, 'approve-store <application_id>');
  const { store, application } = await decide(decideStoreApplication, db, ctx, args[0]!, { approve: true });
  return `Approved: ${store!.name} is store ${store!.id} (${store!.slug}); ${application.email} can sign in as its seller.`;
}

/** reject-store <application_id> --note <reason>: the applicant is mailed the reason. */
export async function rejectStore(db: Database, args: string[], opts: Options, ctx: Context) {
  needArgs(args, 1, 'reject-store <application_id> --note <reason>');
  const decision = rejection(opts);
  const { application } = await decide(decideStoreApplication, db, ctx, args[0]!, decision);
  return `Rejected application ${application.id} (${application.storeName}); ${application.email} is mailed why.`;
}

/** courier-applications: the courier applications waiting for a decision, oldest first. */
export async function courierApplications(db: Database, args: string[]) {
  needArgs(args, 0, 'courier-applications');
  const { rows } = await courierApplicationPage(db, WAITING);
  if (rows.length === 0) return 'No courier application is waiting.';
  return rows
    .map(
      (r) =>
        `#${r.id}  ${r.fName} ${r.lName}  <${r.email}>  ${r.earning}  zone ${r.zoneId ?? '-'}  ${r.createdAt.toISOString()}`,
    )
    .join('\n');
}

/** approve-courier <application_id>: the courier's account and profile are made; the applicant is mailed. */
export async function approveCourier(db: Database, args: string[], _opts: Options, ctx: Context) {
  needArgs(args, 1, 'approve-courier <application_id>');
  const { courier } = await decide(decideCourierApplication, db, ctx, args[0]!, { approve: true });
  return `Approved: ${courier!.email} is courier ${courier!.id} and can sign in (POST /api/v1/auth/delivery-man/login).`;
}

/** reject-courier <application_id> --note <reason>: the applicant is mailed the reason. */
export async function rejectCourier(db: Database, args: string[], opts: Options, ctx: Context) {
  needArgs(args, 1, 'reject-courier <application_id> --note <reason>');
  const decision = rejection(opts);
  const { application } = await decide(decideCourierApplication, db, ctx, args[0]!, decision);
  return `Rejected courier application ${application.id}; ${application.email} is mailed why.`;
}

function rejection(opts: Options): Decision {
  const reason = opts.note?.trim();
  if (!reason) throw new CliError('A rejection needs its reason: --note <reason>');
  return { approve: false, reason };
}

type Decider<T> = (db: Database, ctx: Context, id: number, decision: Decision) => Promise<T>;

async function decide<T>(decider: Decider<T>, db: Database, ctx: Context, id: string, decision: Decision) {
  const applicationId = storedIdIn(id);
  if (applicationId === null) throw new CliError(`"${id}" is not an application id`);
  try {
    return await decider(db, ctx, applicationId, decision);
  } catch (error) {
    if (error instanceof ApplicationError) throw new CliError(error.message);
    throw error;
  }
}

export const COMMANDS = {
  'order-status': orderStatus,
  'wallet-topup': walletTopUp,
  'create-seller': createSeller,
  'create-admin': createAdmin,
  'store-applications': storeApplications,
  'approve-store': approveStore,
  'reject-store': rejectStore,
  'courier-applications': courierApplications,
  'approve-courier': approveCourier,
  'reject-courier': rejectCourier,
} as const;
