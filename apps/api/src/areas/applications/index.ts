import { endpoints } from '@bazaar/contract';
import { MAX_IMAGES } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { submitCourierApplication } from '../../commerce/courier-applications';
import { submitStoreApplication } from '../../commerce/store-applications';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';
import { applicationDecisionRoutes } from './decisions';

/**
 * POST auth/vendor/register and auth/delivery-man/store: a store's and a courier's application
 * (issue 36), each limited per address as sign-up is, each form with its own upload limits; and the
 * operator's queue of them (admin/*-applications, admin/*-application/decide).
 */
export async function applicationsArea(scope: FastifyInstance, deps: AppDeps) {
  applicationDecisionRoutes(scope, deps);
  await scope.register(async (stores) => {
    await acceptFormData(stores, { files: 2, fields: 20, fieldSize: 1000 });
    registerEndpoint(stores, endpoints.storeApplication, async ({ req, body }) => {
      await deps.limiter.consume('signUpPerAddress', req);
      const id = await submitStoreApplication(deps.db, deps.dataDir, body);
      return {
        message: say(req, 'application.store_received'),
        application_id: id,
        status: 'pending' as const,
      };
    });
  });
  await scope.register(async (couriers) => {
    // Up to three identity pictures and the photo; room for a few more, so one picture too many is
    // answered by the form's rules under its field rather than as a request too large.
    await acceptFormData(couriers, { files: 2 * MAX_IMAGES, fields: 20, fieldSize: 1000 });
    registerEndpoint(couriers, endpoints.courierApplication, async ({ req, body }) => {
      await deps.limiter.consume('signUpPerAddress', req);
      const id = await submitCourierApplication(deps.db, deps.dataDir, body);
      return {
        message: say(req, 'application.courier_received'),
        application_id: id,
        status: 'pending' as const,
      };
    });
  });
}
