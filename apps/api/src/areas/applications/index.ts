import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { submitStoreApplication } from '../../commerce/store-applications';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';

/** POST auth/vendor/register: a store's application (issue 36), limited per address as sign-up is. */
export async function applicationsArea(scope: FastifyInstance, deps: AppDeps) {
  await acceptFormData(scope, { files: 2, fields: 20, fieldSize: 1000 });
  registerEndpoint(scope, endpoints.storeApplication, async ({ req, body }) => {
    await deps.limiter.consume('signUpPerAddress', req);
    const id = await submitStoreApplication(deps.db, deps.dataDir, body);
    return {
      message: say(req, 'application.store_received'),
      application_id: id,
      status: 'pending' as const,
    };
  });
}
