import { once } from 'node:events';
import { endpoints, ITEM_CSV_COLUMNS, itemCsvRow } from '@bazaar/contract';
import { pakistanDate } from '@bazaar/domain';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { type ImportOutcome, importItems } from './item-import';
import { inputOf, picturesOf, sellerItemBatches } from './item-rows';
import { writeContext } from './write-context';

/** vendor/item/bulk-import and bulk-export (CSV; decision 409). */
export function bulkItemRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorItemImport, async ({ body, query, req }) => {
    const staff = currentStaff(req);
    const ctx = await writeContext(db, staff.storeId!);
    const outcome = await importItems(db, ctx, body.file.data, {
      dryRun: query.dry_run === 1,
      actor: staff,
      fileName: body.file.filename,
    });
    if (outcome.status === 'refused') throw refusal(outcome);
    const counts = { created: outcome.created, updated: outcome.updated };
    const key = outcome.status === 'checked' ? 'import.checked' : 'import.done';
    return { message: say(req, key, counts), status: outcome.status, rows: outcome.rows, ...counts };
  });

  registerEndpoint(app, endpoints.vendorItemExport, async ({ req, reply }) => {
    const storeId = currentStaff(req).storeId!;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="items-store-${storeId}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportCsv(db, storeId));
  });
}

/** A refused file: the summary under `file`, then each problem under `row.<row>.<column>`. */
const refusal = (outcome: ImportOutcome) =>
  new AppError(403, [
    { code: 'file', key: 'import.refused', params: { n: outcome.rowsRefused } },
    ...outcome.problems.map((p) => ({ code: `row.${p.row}.${p.column}`, ...p.message })),
  ]);

/**
 * The store's items as CSV, streamed: 500 rows read at a time, each written as the import reads it
 * (with a byte-order mark, so spreadsheets read Urdu as UTF-8).
 */
function exportCsv(db: Database, storeId: number) {
  const csv = stringify({ header: true, columns: [...ITEM_CSV_COLUMNS], bom: true });
  const today = pakistanDate(new Date());
  void (async () => {
    for await (const batch of sellerItemBatches(db, storeId))
      for (const row of batch) {
        const cells = itemCsvRow({ ...inputOf(row, today), id: row.item.id, images: picturesOf(row.item) });
        if (!csv.write(cells)) await once(csv, 'drain');
      }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}
