import { Readable } from 'node:stream';
import {
  csvColumnOf,
  type ItemCsvCells,
  type ItemCsvColumn,
  isItemCsvColumn,
  itemFieldsFromCsv,
  MAX_IMPORT_ROWS,
  MAX_REPORTED_PROBLEMS,
} from '@bazaar/contract';
import { itemFieldsSchema, type MessageRef, readMessageToken, storedIdIn } from '@bazaar/domain';
import { parse } from 'csv-parse';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../commerce/audit';
import type { Tx } from '../../commerce/tx';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { inputOf, picturesOf, sellerItemsByIds } from './item-rows';
import {
  type ItemUpdate,
  type ItemWrite,
  insertItems,
  resolveItem,
  updateItems,
  type WriteContext,
} from './item-writes';

/**
 * A store's items from a CSV file (issue 36, decision 409), as vendor/item/bulk-export writes it.
 * All or nothing: the file is read row by row, 200 rows at a time, inside one transaction; every row is
 * judged, and while no row has failed each batch is written. Any problem, or a dry run, rolls
 * everything back; the answer lists the problems. Only one batch of rows is held at a time.
 */

/** Rows judged and written together (the catalogue triggers tag up to 200 items one by one). */
const BATCH = 200;

export type ImportProblem = { row: number; column: string; message: MessageRef };

export type ImportOutcome = {
  status: 'imported' | 'checked' | 'refused';
  rows: number;
  created: number;
  updated: number;
  problemCount: number;
  /** How many rows have a problem (the header and the file as a whole count as row 1). */
  rowsRefused: number;
  problems: ImportProblem[];
};

type Entry = { row: number; cells: ItemCsvCells };

class Rollback extends Error {}

/** Reading state across batches: counts, problems, ids seen, the store's pictures (read once). */
class ImportState implements ImportOutcome {
  status: ImportOutcome['status'] = 'imported';
  rows = 0;
  created = 0;
  updated = 0;
  problemCount = 0;
  problems: ImportProblem[] = [];
  private readonly refusedRows = new Set<number>();
  readonly idRows = new Map<number, number>();
  pictures: Set<string> | null = null;

  get rowsRefused() {
    return this.refusedRows.size;
  }

  problem(row: number, column: string, message: MessageRef) {
    this.problemCount += 1;
    this.refusedRows.add(row);
    if (this.problems.length < MAX_REPORTED_PROBLEMS) this.problems.push({ row, column, message });
  }
}

export async function importItems(
  db: Database,
  ctx: WriteContext,
  file: Uint8Array,
  opts: { dryRun: boolean; actor: AuditActor; fileName: string },
): Promise<ImportOutcome> {
  const state = new ImportState();
  try {
    await db.transaction(async (tx) => {
      let batch: Entry[] = [];
      for await (const entry of csvRows(file, state)) {
        batch.push(entry);
        if (batch.length === BATCH) {
          await importBatch(tx, ctx, batch, state);
          batch = [];
        }
      }
      await importBatch(tx, ctx, batch, state);
      if (state.rows === 0 && state.problemCount === 0) state.problem(1, 'file', { key: 'import.empty' });
      if (state.problemCount > 0 || opts.dryRun) throw new Rollback();
      await recordAudit(tx, opts.actor, {
        action: 'item.import',
        entity: 'store',
        entityId: ctx.storeId,
        after: { file: opts.fileName, rows: state.rows, created: state.created, updated: state.updated },
      });
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  state.status = state.problemCount > 0 ? 'refused' : opts.dryRun ? 'checked' : 'imported';
  return state;
}

/**
 * The file's rows as cells by column, numbered as a spreadsheet shows them (the header is row 1).
 * A header with an unknown or repeated column, a row of the wrong length, more than MAX_IMPORT_ROWS
 * rows or text that is not CSV are problems; the first three stop the reading.
 */
async function* csvRows(file: Uint8Array, state: ImportState): AsyncGenerator<Entry> {
  const parser = Readable.from([Buffer.from(file.buffer, file.byteOffset, file.byteLength)]).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 1_000_000,
    }),
  );
  let header: ItemCsvColumn[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { records: number; empty_lines: number };
    }>) {
      const row = info.records + info.empty_lines;
      if (!header) {
        header = readHeader(record, state);
        if (!header) return;
        continue;
      }
      if (record.length !== header.length) {
        state.problem(row, 'file', {
          key: 'import.cells_count',
          params: { n: record.length, columns: header.length },
        });
        continue;
      }
      state.rows += 1;
      if (state.rows > MAX_IMPORT_ROWS) {
        state.problem(row, 'file', { key: 'import.rows_max', params: { max: MAX_IMPORT_ROWS } });
        return;
      }
      yield { row, cells: Object.fromEntries(header.map((column, i) => [column, record[i] ?? ''])) };
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    state.problem(line, 'file', { key: 'import.not_csv', params: { line } });
  } finally {
    parser.destroy();
  }
}

function readHeader(record: string[], state: ImportState): ItemCsvColumn[] | null {
  const names = record.map((name) => name.trim().toLowerCase());
  names.forEach((name, i) => {
    if (!isItemCsvColumn(name))
      state.problem(1, name, { key: 'import.column_unknown', params: { column: record[i]! } });
    else if (names.indexOf(name) !== i)
      state.problem(1, name, { key: 'import.column_repeated', params: { column: name } });
  });
  return state.problemCount > 0 ? null : (names as ItemCsvColumn[]);
}

/** Judges a batch of rows and, while the whole file is still clean, writes it. */
async function importBatch(tx: Tx, ctx: WriteContext, batch: readonly Entry[], state: ImportState) {
  if (batch.length === 0) return;
  const ids = batch.map((e) => storedIdIn(e.cells.id?.trim())).filter((id): id is number => id !== null);
  const existing = new Map((await sellerItemsByIds(tx, ctx.storeId, ids)).map((r) => [r.item.id, r]));
  if (batch.some((e) => e.cells.images?.trim()) && !state.pictures)
    state.pictures = await storePictures(tx, ctx.storeId);
  const creates: ItemWrite[] = [];
  const updates: ItemUpdate[] = [];
  for (const { row, cells } of batch) {
    const problem = (column: string, message: MessageRef) => state.problem(row, column, message);
    const idText = cells.id?.trim() || undefined;
    const id = idText ? storedIdIn(idText) : null;
    const stored = id === null ? undefined : existing.get(id);
    if (idText && !stored) {
      problem('id', { key: 'import.item_not_found', params: { id: idText } });
      continue;
    }
    if (id !== null) {
      const seen = state.idRows.get(id);
      if (seen) {
        problem('id', { key: 'import.id_repeated', params: { id, row: seen } });
        continue;
      }
      state.idRows.set(id, row);
    }
    const base = stored ? inputOf(stored, ctx.today) : null;
    const read = itemFieldsFromCsv(cells, base?.translations ?? {});
    const parsed = itemFieldsSchema.safeParse(read.fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problem(
          csvColumnOf(issue.path.join('.')),
          readMessageToken(issue.message) ?? { key: 'validation.invalid_value' },
        );
      continue;
    }
    const strange = read.images?.find((name) => !state.pictures?.has(name));
    if (strange !== undefined) {
      problem('images', { key: 'items.picture_unknown', params: { name: strange } });
      continue;
    }
    const pictures = read.images ?? (stored ? null : []);
    const resolved = resolveItem(ctx, base, parsed.data, pictures);
    if (!resolved.ok) {
      for (const p of resolved.problems) problem(csvColumnOf(p.field), p.message);
      continue;
    }
    if (stored) updates.push({ ...resolved.write, id: stored.item.id, stored: stored.variations });
    else creates.push(resolved.write);
  }
  if (state.problemCount === 0) {
    await insertItems(tx, ctx, creates);
    await updateItems(tx, ctx, updates);
  }
  state.created += creates.length;
  state.updated += updates.length;
}

/** The pictures the store's items have: the only names a file may give (new ones are uploaded). */
async function storePictures(tx: Tx, storeId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ image: items.image, images: items.images })
    .from(items)
    .where(eq(items.storeId, storeId));
  return new Set(rows.flatMap(picturesOf));
}
