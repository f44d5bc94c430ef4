import type { Category } from '@bazaar/contract';
import {
  categoryChain,
  categoryIdsOf,
  discountOn,
  type FieldProblem,
  type ItemFields,
  type ItemInput,
  itemProblems,
  MAX_ITEM_PICTURES,
  NEW_ITEM,
  offerHasTimedChange,
  offerRunsOn,
  planVariationSync,
  type StoredVariation,
  slugify,
  storedChoiceOptions,
  uniqueSlug,
} from '@bazaar/domain';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../commerce/tx';
import { itemDiscountPlans, items, itemVariations } from '../../db/schema';

/**
 * Writing a seller's items (issue 36, decision 409), a batch at a time: the item editor writes a
 * batch of one, the CSV import batches of 200. One path, so both keep the same rules.
 */

/** What every write of one store is judged against. */
export type WriteContext = {
  storeId: number;
  /** The store's module: an item whose category names none is listed under it. */
  storeModuleId: number | null;
  /** Today in Pakistan ('YYYY-MM-DD'): which discount applies, which days are past. */
  today: string;
  /** The active category tree (catalogue/category-tree.ts). */
  tree: ReadonlyMap<number, Category>;
  /** The store's add-ons. */
  addOnIds: ReadonlySet<number>;
};

/** Where an item is filed: its leaf, the chain above it, and the module it is listed under. */
export type Placement = { categoryIds: { id: number; position: number }[]; moduleId: number | null };

/** An item ready to write; `placement` and `pictures` null keep what the item has. */
export type ItemWrite = {
  input: ItemInput;
  placement: Placement | null;
  pictures: string[] | null;
};

export type Resolution = { ok: true; write: ItemWrite } | { ok: false; problems: FieldProblem[] };

const REQUIRED = [
  ['name', 'items.name_required'],
  ['category_id', 'items.category_required'],
  ['price', 'items.price_required'],
] as const;

/** The leaf `id` of the active tree, with its chain, or why it cannot take items. */
function placementOf(ctx: WriteContext, id: number): Placement | FieldProblem {
  const node = ctx.tree.get(id);
  const chain = node ? categoryChain(ctx.tree, id) : null;
  if (!node || !chain) return { field: 'category_id', message: { key: 'validation.invalid_choice' } };
  if (node.childes.length > 0) return { field: 'category_id', message: { key: 'items.category_not_leaf' } };
  return { categoryIds: categoryIdsOf(chain), moduleId: node.module_id ?? ctx.storeModuleId };
}

/**
 * The fields sent laid over the item as it is (`base`; null for a new item, which needs a name, a
 * category and a price), judged whole: the domain's rules, a leaf of the active tree (when the
 * category is set), the store's own add-ons, and at most MAX_ITEM_PICTURES pictures.
 */
export function resolveItem(
  ctx: WriteContext,
  base: ItemInput | null,
  fields: ItemFields,
  pictures: string[] | null,
): Resolution {
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ItemFields;
  const problems: FieldProblem[] = [];
  if (!base)
    for (const [field, key] of REQUIRED)
      if (given[field] === undefined) problems.push({ field, message: { key } });
  if (problems.length) return { ok: false, problems };
  const input = { ...(base ?? NEW_ITEM), ...given } as ItemInput;
  problems.push(...itemProblems(input, ctx.today));
  let placement: Placement | null = null;
  if (!base || given.category_id !== undefined) {
    const placed = placementOf(ctx, input.category_id);
    if ('field' in placed) problems.push(placed);
    else placement = placed;
  }
  const foreign = given.add_on_ids?.find((id) => !ctx.addOnIds.has(id));
  if (foreign !== undefined)
    problems.push({ field: 'add_on_ids', message: { key: 'items.add_on_unknown', params: { id: foreign } } });
  if (pictures && pictures.length > MAX_ITEM_PICTURES)
    problems.push({
      field: 'images',
      message: { key: 'items.pictures_max', params: { max: MAX_ITEM_PICTURES } },
    });
  return problems.length ? { ok: false, problems } : { ok: true, write: { input, placement, pictures } };
}

/** The row's columns for an item: the discount that applies today, the groups as stored. */
function columnsOf(ctx: WriteContext, { input, placement, pictures }: ItemWrite) {
  const live = discountOn(input, ctx.today);
  return {
    name: input.name,
    description: input.description,
    translations: input.translations,
    price: input.price,
    discount: live.discount,
    discountType: live.discount_type,
    tax: input.tax,
    taxType: input.tax_type,
    stock: input.stock,
    maximumCartQuantity: input.maximum_cart_quantity,
    unitType: input.unit_type,
    veg: input.veg,
    weight: input.weight,
    length: input.length,
    width: input.width,
    height: input.height,
    tags: input.tags,
    addOnIds: input.add_on_ids,
    choiceOptions: storedChoiceOptions(input.choice_options),
    active: input.active,
    ...(placement && {
      categoryId: input.category_id,
      categoryIds: placement.categoryIds,
      moduleId: placement.moduleId,
    }),
    ...(pictures && { image: pictures[0] ?? null, images: pictures.slice(1) }),
    updatedAt: new Date(),
  };
}

/** Adds new items; answers their ids in order. Every write of a new item has a placement. */
export async function insertItems(
  tx: Tx,
  ctx: WriteContext,
  writes: readonly ItemWrite[],
): Promise<number[]> {
  if (writes.length === 0) return [];
  const slugs = await freeSlugs(
    tx,
    writes.map((w) => w.input.name),
  );
  const rows = await tx
    .insert(items)
    .values(writes.map((w, i) => ({ ...columnsOf(ctx, w), slug: slugs[i]!, storeId: ctx.storeId })))
    .returning({ id: items.id });
  const ids = rows.map((r) => r.id);
  await afterItems(
    tx,
    ctx,
    writes.map((w, i) => ({ id: ids[i]!, input: w.input, stored: [] })),
  );
  return ids;
}

export type ItemUpdate = ItemWrite & { id: number; stored: StoredVariation[] };

/**
 * Changes the store's items (the caller has read them, and their combinations, as `stored`): one
 * UPDATE per set of columns (a write may keep its category or pictures), each row's values read from
 * JSON, so a batch of 200 is a statement or two, not 200 (the item triggers run once per statement).
 */
export async function updateItems(tx: Tx, ctx: WriteContext, writes: readonly ItemUpdate[]) {
  const bySet = new Map<string, { id: number; columns: Record<string, unknown> }[]>();
  for (const w of writes) {
    const columns = columnsOf(ctx, w) as Record<string, unknown>;
    const key = Object.keys(columns).join(',');
    bySet.set(key, [...(bySet.get(key) ?? []), { id: w.id, columns }]);
  }
  for (const [key, rows] of bySet) {
    const columns = key
      .split(',')
      .map((k) => [k, items[k as keyof typeof items.$inferSelect] as PgColumn] as const);
    const json = rows.map((r) => ({
      id: r.id,
      ...Object.fromEntries(columns.map(([k, c]) => [c.name, r.columns[k]])),
    }));
    const set = sql.join(
      columns.map(([, c]) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
      sql`, `,
    );
    const types = sql.join(
      columns.map(([, c]) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`),
      sql`, `,
    );
    await tx.execute(sql`update items set ${set}
      from jsonb_to_recordset(${asJson(json)}) as v(id integer, ${types})
      where items.id = v.id and items.store_id = ${ctx.storeId}`);
  }
  await afterItems(tx, ctx, writes);
}

type Written = { id: number; input: ItemInput; stored: readonly StoredVariation[] };

async function afterItems(tx: Tx, ctx: WriteContext, written: readonly Written[]) {
  await syncVariations(tx, written);
  await syncDiscountPlans(tx, written, ctx.today);
}

const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const idsIn = (ids: readonly number[]) => sql`(select jsonb_array_elements_text(${asJson(ids)})::integer)`;

/**
 * Makes each item's combinations the wanted ones, keyed by type: new ones are added, staying ones keep
 * their id and (unless a stock is sent) their stock, removed ones are deleted, or retired when an order
 * names them. An item with combinations keeps their sum as its own stock.
 */
export async function syncVariations(tx: Tx, written: readonly Written[]) {
  const plans = written.map((w) => ({ id: w.id, sync: planVariationSync(w.stored, w.input.variations) }));
  const inserts = plans.flatMap((p) => p.sync.insert.map((v) => ({ itemId: p.id, ...v })));
  const updates = plans.flatMap((p) =>
    p.sync.update.map((v) => ({ id: v.id, price: v.price, stock: v.stock ?? null })),
  );
  const removed = plans.flatMap((p) => p.sync.remove);
  for (let i = 0; i < inserts.length; i += 1000)
    await tx.insert(itemVariations).values(inserts.slice(i, i + 1000));
  if (updates.length)
    await tx.execute(sql`update item_variations v set price = u.price, stock = coalesce(u.stock, v.stock), retired = false
      from jsonb_to_recordset(${asJson(updates)}) as u(id integer, price integer, stock integer) where v.id = u.id`);
  if (removed.length) {
    await tx.execute(sql`delete from item_variations v where v.id in ${idsIn(removed)}
      and not exists (select 1 from order_details d where d.variation_id = v.id)`);
    await tx.execute(sql`update item_variations set retired = true, stock = 0 where id in ${idsIn(removed)}`);
  }
  const withVariations = written.filter((w) => w.input.variations.length > 0).map((w) => w.id);
  if (withVariations.length) await keepVariationStockSum(tx, withVariations);
}

/** An item with combinations shows their sum as its stock (lists' in-stock filters read it). */
export async function keepVariationStockSum(tx: Tx, itemIds: readonly number[]) {
  await tx.execute(sql`update items set updated_at = now(), stock = coalesce((
      select sum(v.stock) from item_variations v where v.item_id = items.id and not v.retired), 0)
    where id in ${idsIn(itemIds)}`);
}

/** Keeps a plan for each offer with a day still ahead; the others need none (decision 409). */
async function syncDiscountPlans(tx: Tx, written: readonly Written[], today: string) {
  await tx.delete(itemDiscountPlans).where(
    inArray(
      itemDiscountPlans.itemId,
      written.map((w) => w.id),
    ),
  );
  const plans = written
    .filter((w) => offerHasTimedChange(w.input, today))
    .map((w) => ({
      itemId: w.id,
      discount: w.input.discount,
      discountType: w.input.discount_type,
      startsOn: w.input.discount_start,
      endsOn: w.input.discount_end,
      applied: offerRunsOn(w.input, today),
    }));
  if (plans.length) await tx.insert(itemDiscountPlans).values(plans);
}

/**
 * A free slug for each name (`basmati-rice`, else `basmati-rice-2`, …), also free of each other:
 * one indexed look-up for the names, one more only when some are taken.
 */
async function freeSlugs(tx: Tx, names: readonly string[]): Promise<string[]> {
  const bases = names.map((n) => slugify(n) || 'item');
  const distinct = [...new Set(bases)];
  const taken = new Set(
    (await tx.select({ slug: items.slug }).from(items).where(inArray(items.slug, distinct))).map(
      (r) => r.slug,
    ),
  );
  const crowded = distinct.filter((b) => taken.has(b) || bases.indexOf(b) !== bases.lastIndexOf(b));
  if (crowded.length) {
    const numbered = new RegExp(`^(${crowded.join('|')})-[0-9]+$`).source;
    const rows = await tx.select({ slug: items.slug }).from(items).where(sql`${items.slug} ~ ${numbered}`);
    for (const r of rows) taken.add(r.slug);
  }
  return bases.map((base) => {
    const slug = uniqueSlug(base, taken);
    taken.add(slug);
    return slug;
  });
}
