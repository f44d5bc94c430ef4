import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { registerEndpoint } from '../../platform/endpoint';
import type { AppDeps } from '../area';
import { countLedger, ledgerPage, toTransaction } from './repository';

/** The wallet's history: the customer's ledger rows with a running balance (spec §7, §9; decision 501). */
export async function walletArea(scope: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(scope, endpoints.walletTransactions, async ({ req, query }) => {
    const userId = currentCustomer(req).id;
    const skip = (query.offset - 1) * query.limit;
    const rows = await ledgerPage(db, userId, query.limit, skip);
    // The page carries the total; a page past the end has no row to carry it.
    const total = rows[0] ? Number(rows[0].total) : skip > 0 ? await countLedger(db, userId) : 0;
    return { total_size: total, limit: query.limit, offset: query.offset, data: rows.map(toTransaction) };
  });
}
