import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { clockOf } from '../../platform/answer-clock';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../area';
import { sellerDashboard } from './dashboard';
import { streamStoreOrders, wantsEventStream } from './order-stream';

/**
 * The seller console's own reads (decision 411): the dashboard, and the live stream of the store's
 * orders that the board follows. Seller tokens only; each is scoped to the seller's own store.
 */
export async function sellerConsoleArea(app: FastifyInstance, { db, orderChanges }: AppDeps) {
  registerEndpoint(app, endpoints.vendorDashboard, async ({ req }) =>
    sellerDashboard(db, currentStaff(req).storeId!, clockOf(req)),
  );

  registerEndpoint(app, endpoints.vendorOrderStream, async ({ req, reply }) => {
    if (!wantsEventStream(req.headers.accept)) throw AppError.of(406, 'accept', 'api.event_stream_only');
    const storeId = currentStaff(req).storeId!;
    return streamStoreOrders(req, reply, storeId, (listener) => orderChanges.subscribe(listener));
  });
}
