import { endpoints } from '@bazaar/contract';
import type { Payee } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditActor } from '../../commerce/audit';
import { payCashFromEarnings } from '../../commerce/collected-cash';
import { listPayouts, payoutOf, requestPayout } from '../../commerce/payouts';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { positionAnswer, withdrawAnswer } from './answers';

/** Who is calling, as the payee whose account the call reads or draws on, and as the audit's actor. */
export type Caller = (req: FastifyRequest) => { actor: AuditActor; payee: Payee };

/** The calls a store and a courier both have, under their own names (vendor/…, delivery-man/…). */
type PayeeCalls = {
  list: typeof endpoints.vendorWithdrawList | typeof endpoints.courierWithdrawList;
  create: typeof endpoints.vendorRequestWithdraw | typeof endpoints.courierWithdrawCreate;
  details: typeof endpoints.vendorWithdrawDetails | typeof endpoints.courierWithdrawDetails;
  cash: typeof endpoints.vendorCollectedCash | typeof endpoints.courierCollectedCash;
};

export const SELLER_CALLS: PayeeCalls = {
  list: endpoints.vendorWithdrawList,
  create: endpoints.vendorRequestWithdraw,
  details: endpoints.vendorWithdrawDetails,
  cash: endpoints.vendorCollectedCash,
};

export const COURIER_CALLS: PayeeCalls = {
  list: endpoints.courierWithdrawList,
  create: endpoints.courierWithdrawCreate,
  details: endpoints.courierWithdrawDetails,
  cash: endpoints.courierCollectedCash,
};

/** Payout requests (list, ask, one of them) and collected cash paid from earnings, for one kind of payee. */
export function payeeRoutes(app: FastifyInstance, db: Database, calls: PayeeCalls, caller: Caller) {
  registerEndpoint(app, calls.list, async ({ req, query }) => {
    const page = await listPayouts(db, { payee: caller(req).payee, status: query.status }, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      withdraws: page.rows.map(withdrawAnswer),
    };
  });

  registerEndpoint(app, calls.create, async ({ req, body }) => {
    const { actor, payee } = caller(req);
    const row = await requestPayout(db, actor, payee, body);
    return { message: say(req, 'money.withdraw_requested'), withdraw: withdrawAnswer(row) };
  });

  registerEndpoint(app, calls.details, async ({ req, params }) =>
    withdrawAnswer(await payoutOf(db, caller(req).payee, params.id)),
  );

  registerEndpoint(app, calls.cash, async ({ req, body }) => {
    const { actor, payee } = caller(req);
    const position = await payCashFromEarnings(db, actor, payee, body.amount);
    return { message: say(req, 'money.cash_paid'), ...positionAnswer(position) };
  });
}
