import { endpoints } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import { stores } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { IMAGE_FOLDERS } from '../../uploads/base-urls';
import { removeUploadedImages, storeUploadedImages } from '../../uploads/images';
import type { AppDeps } from '../area';
import { settingsChange, valuesBefore } from './business-setup';
import { readVendorStore, storeRow } from './store-read';

const LOGOS = IMAGE_FOLDERS.store_image_url;
const COVERS = IMAGE_FOLDERS.store_cover_photo_url;

/** The seller and their store; the store's settings (multipart, in a scope that reads forms). */
export function profileRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorProfile, async ({ req }) => {
    const staff = currentStaff(req);
    return {
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: 'seller' as const,
      store: await readVendorStore(db, staff.storeId!),
    };
  });
}

export function businessSetupRoutes(scope: FastifyInstance, { db, dataDir }: AppDeps) {
  registerEndpoint(scope, endpoints.vendorBusinessSetup, async ({ body, req }) => {
    const staff = currentStaff(req);
    const storeId = staff.storeId!;
    // Checked and re-encoded before anything is written (spoofed types, SVG, oversize are refused
    // under their field); taken away again if the change does not commit.
    const [logo] = await storeUploadedImages(dataDir, LOGOS, body.logo, { field: 'logo' });
    const [cover] = await storeUploadedImages(dataDir, COVERS, body.cover_photo, {
      field: 'cover_photo',
    }).catch(async (error) => {
      await removeUploadedImages(dataDir, LOGOS, logo ? [logo] : []);
      throw error;
    });
    let replaced: { logo: string | null; coverPhoto: string | null };
    try {
      replaced = await db.transaction(async (tx) => {
        const current = await storeRow(tx, storeId, true);
        const change = await settingsChange(tx, current, body, { logo, cover });
        // A form that changes nothing writes nothing, not even to the audit log.
        if (Object.keys(change).length === 0) return current;
        await tx
          .update(stores)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(stores.id, storeId));
        await recordAudit(tx, staff, {
          action: 'store.settings',
          entity: 'store',
          entityId: storeId,
          before: valuesBefore(current, change),
          after: change,
        });
        return current;
      });
    } catch (error) {
      await removeUploadedImages(dataDir, LOGOS, logo ? [logo] : []);
      await removeUploadedImages(dataDir, COVERS, cover ? [cover] : []);
      throw error;
    }
    // The pictures replaced are no longer shown anywhere (only uploads' random names are removed).
    if (logo && replaced.logo) await removeUploadedImages(dataDir, LOGOS, [replaced.logo]);
    if (cover && replaced.coverPhoto) await removeUploadedImages(dataDir, COVERS, [replaced.coverPhoto]);
    return { message: say(req, 'store_setup.updated'), store: await readVendorStore(db, storeId) };
  });
}
