import { endpoints } from '@bazaar/contract';
import type { Payee } from '@bazaar/domain';
import { payeeAccount } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { payCashFromEarnings } from '../../commerce/collected-cash';
import { commissionOf } from '../../commerce/commission';
import { earningSummary, statementPage } from '../../commerce/earnings';
import { accountBalance } from '../../commerce/ledger';
import { listPayouts, payoutOf, requestPayout } from '../../commerce/payouts';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { earningsAnswer, positionAnswer, statementEntryAnswer, withdrawAnswer } from './answers';

/** The signed-in seller's store, as the payee: a seller acts for its own store only. */
function sellerStore(req: FastifyRequest): {
  seller: ReturnType<typeof currentStaff>;
  store: number;
  payee: Payee;
} {
  const seller = currentStaff(req);
  if (seller.storeId === null) throw AppError.notFound('store');
  return { seller, store: seller.storeId, payee: { store: seller.storeId } };
}

/** vendor/earning-info, statement, request-withdraw, get-withdraw-list, withdraw details, collected cash. */
export function sellerMoneyRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorEarningInfo, async ({ req }) => {
    const { store, payee } = sellerStore(req);
    const summary = await earningSummary(db, payee);
    return {
      store_id: store,
      ...earningsAnswer(summary),
      ...positionAnswer(summary),
      commission: await commissionOf(db, store),
    };
  });

  registerEndpoint(app, endpoints.vendorStatement, async ({ req, query }) => {
    const { payee } = sellerStore(req);
    const page = await statementPage(db, payee, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      balance: await accountBalance(db, payeeAccount(payee)),
      statement: page.statement.map(statementEntryAnswer),
    };
  });

  registerEndpoint(app, endpoints.vendorRequestWithdraw, async ({ req, body }) => {
    const { seller, payee } = sellerStore(req);
    const row = await requestPayout(db, seller, payee, body);
    return { message: say(req, 'money.withdraw_requested'), withdraw: withdrawAnswer(row) };
  });

  registerEndpoint(app, endpoints.vendorWithdrawList, async ({ req, query }) => {
    const { payee } = sellerStore(req);
    const page = await listPayouts(db, { payee, status: query.status }, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      withdraws: page.rows.map(withdrawAnswer),
    };
  });

  registerEndpoint(app, endpoints.vendorWithdrawDetails, async ({ req, params }) => {
    const { payee } = sellerStore(req);
    return withdrawAnswer(await payoutOf(db, payee, params.id));
  });

  registerEndpoint(app, endpoints.vendorCollectedCash, async ({ req, body }) => {
    const { seller, payee } = sellerStore(req);
    const position = await payCashFromEarnings(db, seller, payee, body.amount);
    return { message: say(req, 'money.cash_paid'), ...positionAnswer(position) };
  });
}
