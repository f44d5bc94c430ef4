import { MAX_IMPORT_BYTES } from '@bazaar/contract';
import { MAX_IMAGES } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';
import { addOnRoutes } from './addon-routes';
import { bulkItemRoutes } from './bulk-routes';
import { startDiscountSweep } from './discount-sweep';
import { itemReadRoutes } from './item-read-routes';
import { itemEditorRoutes } from './item-routes';
import { itemStateRoutes } from './item-state-routes';

/**
 * A seller's items (issue 36, decision 409): the category tree, the items grid and editor, switching
 * off, deleting, stock, the low-stock list, add-ons, and CSV import and export. Seller tokens only, the
 * seller's own store only: another store's item is 404, as a missing one.
 */
export async function sellerItemsArea(app: FastifyInstance, deps: AppDeps) {
  // The editor's form: up to 3 pictures a request (spec §9), texts in four languages.
  await app.register(async (scope) => {
    await acceptFormData(scope, { files: MAX_IMAGES, fields: 40, fieldSize: 64_000, imagesField: 'images' });
    itemEditorRoutes(scope, deps);
  });
  await app.register(async (scope) => {
    await acceptFormData(scope, { files: 1, fields: 2, fileSize: MAX_IMPORT_BYTES });
    bulkItemRoutes(scope, deps);
  });
  itemReadRoutes(app, deps);
  itemStateRoutes(app, deps);
  addOnRoutes(app, deps);
  startDiscountSweep(app, deps.db);
}
