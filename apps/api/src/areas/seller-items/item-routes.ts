import { endpoints, type VendorItemFields } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import { removeUploadedImages, storeUploadedImages } from '../../uploads/images';
import type { AppDeps } from '../area';
import { inputOf, picturesOf, sellerItem, toVendorItem } from './item-rows';
import { insertItems, resolveItem, updateItems } from './item-writes';
import { refused, writeContext } from './write-context';

/** Where items' pictures are kept and served (/storage/item, uploads/base-urls.ts). */
const ITEM_PICTURES = 'item';

export const itemNotFound = () => AppError.notFound('item', 'catalogue.item_not_found');

/** vendor/item/store and vendor/item/update/{id} (multipart): one form, one write path. */
export function itemEditorRoutes(app: FastifyInstance, deps: AppDeps) {
  registerEndpoint(app, endpoints.vendorItemStore, async ({ body, req }) => {
    const item = await saveItem(deps, req, body, null);
    return { message: say(req, 'items.created'), item };
  });
  registerEndpoint(app, endpoints.vendorItemUpdate, async ({ body, params, req }) => {
    const item = await saveItem(deps, req, body, params.id);
    return { message: say(req, 'items.updated'), item };
  });
}

/**
 * Creates (`id` null) or changes one of the seller's items. The form is judged before any picture is
 * processed, and again inside the transaction on the row as it is then (locked); new pictures are
 * stored first and removed again if the change does not commit. Pictures an edit drops stay on disk:
 * orders may still show them.
 */
async function saveItem(
  { db, dataDir }: AppDeps,
  req: FastifyRequest,
  body: VendorItemFields,
  id: number | null,
) {
  const staff = currentStaff(req);
  const storeId = staff.storeId!;
  const ctx = await writeContext(db, storeId);
  const { images: uploads, keep_images: keep, ...fields } = body;
  const current = id === null ? null : await sellerItem(db, storeId, id);
  if (id !== null && !current) throw itemNotFound();
  const had = current ? picturesOf(current.item) : [];
  const stranger = keep?.find((name) => !had.includes(name));
  if (stranger !== undefined)
    throw AppError.field('keep_images', 'items.picture_unknown', { name: stranger });
  const pictureCount = (keep ?? had).length + uploads.length;
  const first = resolveItem(
    ctx,
    current && inputOf(current, ctx.today),
    fields,
    Array(pictureCount).fill(''),
  );
  if (!first.ok) throw refused(first.problems);

  const added = await storeUploadedImages(dataDir, ITEM_PICTURES, uploads, { field: 'images' });
  const pictures = id === null || keep !== undefined || added.length ? [...(keep ?? had), ...added] : null;
  let itemId: number;
  try {
    itemId = await db.transaction(async (tx) => {
      const row = id === null ? null : await sellerItem(tx, storeId, id, true);
      if (id !== null && !row) throw itemNotFound();
      const before = row && inputOf(row, ctx.today);
      const resolved = resolveItem(ctx, before, fields, pictures);
      if (!resolved.ok) throw refused(resolved.problems);
      const { write } = resolved;
      if (row) await updateItems(tx, ctx, [{ ...write, id: row.item.id, stored: row.variations }]);
      const [madeId] = row ? [row.item.id] : await insertItems(tx, ctx, [write]);
      await recordAudit(tx, staff, {
        action: row ? 'item.update' : 'item.create',
        entity: 'item',
        entityId: madeId!,
        before: row && { ...before, pictures: picturesOf(row.item) },
        after: { ...write.input, pictures: pictures ?? picturesOf(row!.item) },
      });
      return madeId!;
    });
  } catch (error) {
    await removeUploadedImages(dataDir, ITEM_PICTURES, added);
    throw error;
  }
  const saved = await sellerItem(db, storeId, itemId);
  return toVendorItem(db, saved!, ctx.today);
}
