import { endpoints } from '@bazaar/contract';
import type { Payee } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { payCashFromEarnings } from '../../commerce/collected-cash';
import { earningSummary, statementPage } from '../../commerce/earnings';
import { listPayouts, payoutOf, requestPayout } from '../../commerce/payouts';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { earningsAnswer, positionAnswer, statementEntryAnswer, withdrawAnswer } from './answers';

/** The signed-in courier as the payee: its own account only. */
function courier(req: FastifyRequest): { member: ReturnType<typeof currentStaff>; payee: Payee } {
  const member = currentStaff(req);
  return { member, payee: { courier: member.id } };
}

/** delivery-man/income-statement, withdraw-request/{list,create,details}, make-collected-cash-payment. */
export function courierMoneyRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.courierIncomeStatement, async ({ req, query }) => {
    const { member, payee } = courier(req);
    const summary = await earningSummary(db, payee);
    const page = await statementPage(db, payee, query);
    return {
      courier_id: member.id,
      ...earningsAnswer(summary),
      ...positionAnswer(summary),
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      statement: page.statement.map(statementEntryAnswer),
    };
  });

  registerEndpoint(app, endpoints.courierWithdrawList, async ({ req, query }) => {
    const { payee } = courier(req);
    const page = await listPayouts(db, { payee, status: query.status }, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      withdraws: page.rows.map(withdrawAnswer),
    };
  });

  registerEndpoint(app, endpoints.courierWithdrawCreate, async ({ req, body }) => {
    const { member, payee } = courier(req);
    const row = await requestPayout(db, member, payee, body);
    return { message: say(req, 'money.withdraw_requested'), withdraw: withdrawAnswer(row) };
  });

  registerEndpoint(app, endpoints.courierWithdrawDetails, async ({ req, params }) => {
    const { payee } = courier(req);
    return withdrawAnswer(await payoutOf(db, payee, params.id));
  });

  registerEndpoint(app, endpoints.courierCollectedCash, async ({ req, body }) => {
    const { member, payee } = courier(req);
    const position = await payCashFromEarnings(db, member, payee, body.amount);
    return { message: say(req, 'money.cash_paid'), ...positionAnswer(position) };
  });
}
