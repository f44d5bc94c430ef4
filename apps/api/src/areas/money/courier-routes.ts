import { endpoints } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { earningSummary, statementPage } from '../../commerce/earnings';
import { registerEndpoint } from '../../platform/endpoint';
import type { AppDeps } from '../area';
import { earningsAnswer, positionAnswer, statementEntryAnswer } from './answers';
import { COURIER_CALLS, payeeRoutes } from './payee-routes';

/** The signed-in courier as the payee: its own account only. */
function courier(req: FastifyRequest) {
  const actor = currentStaff(req);
  return { actor, payee: { courier: actor.id } };
}

/** delivery-man/income-statement, and the courier's payout and collected-cash calls. */
export function courierMoneyRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.courierIncomeStatement, async ({ req, query }) => {
    const { actor, payee } = courier(req);
    const summary = await earningSummary(db, payee);
    const page = await statementPage(db, payee, query);
    return {
      courier_id: actor.id,
      ...earningsAnswer(summary),
      ...positionAnswer(summary),
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      statement: page.statement.map(statementEntryAnswer),
    };
  });

  payeeRoutes(app, db, COURIER_CALLS, courier);
}
