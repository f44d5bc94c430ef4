import { endpoints } from '@bazaar/contract';
import { payeeAccount } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { commissionOf } from '../../commerce/commission';
import { commissionPaid, earningSummary, statementPage } from '../../commerce/earnings';
import { accountBalance } from '../../commerce/ledger';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../area';
import { earningsAnswer, positionAnswer, statementEntryAnswer } from './answers';
import { payeeRoutes, SELLER_CALLS } from './payee-routes';

/** The signed-in seller's store as the payee: a seller acts for its own store only. */
function seller(req: FastifyRequest) {
  const actor = currentStaff(req);
  if (actor.storeId === null) throw AppError.notFound('store');
  return { actor, store: actor.storeId, payee: { store: actor.storeId } };
}

/** vendor/earning-info and statement, and the payout and collected-cash calls of the seller's store. */
export function sellerMoneyRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorEarningInfo, async ({ req }) => {
    const { store, payee } = seller(req);
    const summary = await earningSummary(db, payee);
    return {
      store_id: store,
      ...earningsAnswer(summary),
      ...positionAnswer(summary),
      commission: await commissionOf(db, store),
      commission_paid: await commissionPaid(db, store),
    };
  });

  registerEndpoint(app, endpoints.vendorStatement, async ({ req, query }) => {
    const { payee } = seller(req);
    const page = await statementPage(db, payee, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      balance: await accountBalance(db, payeeAccount(payee)),
      statement: page.statement.map(statementEntryAnswer),
    };
  });

  payeeRoutes(app, db, SELLER_CALLS, seller);
}
