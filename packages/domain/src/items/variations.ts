import type { MessageRef } from '../messages/message-ref';

/**
 * A seller's variations (spec §3 `choice_options` and `variations`): option groups such as
 * Size [S, M] and Colour [Red, Blue]; every combination is one `item_variations` row with its own
 * price and stock, named by its values in group order joined with '-' ('S-Red'), the type the
 * product page, the cart and the order read (`VariationOption.type`, 'Red-L').
 */
export type ChoiceOptionInput = { title: string; options: string[] };
export type VariationInput = { type: string; price: number; stock?: number | undefined };

export const MAX_CHOICE_GROUPS = 3;
export const MAX_OPTIONS_PER_GROUP = 20;
export const MAX_VARIATIONS = 100;

/** A combination's type: its values in group order, joined with '-' as the platform writes it. */
export const variationType = (values: readonly string[]) => values.join('-');

/** Every combination of the groups, in order (the first group changes slowest); none without groups. */
export function variationTypes(groups: readonly ChoiceOptionInput[]): string[] {
  if (groups.length === 0) return [];
  let combos: string[][] = [[]];
  for (const group of groups) combos = combos.flatMap((combo) => group.options.map((o) => [...combo, o]));
  return combos.map(variationType);
}

/** The groups as the product answer stores them: `choice_1`, `choice_2`, … with the seller's titles. */
export const storedChoiceOptions = (groups: readonly ChoiceOptionInput[]) =>
  groups.map((g, i) => ({ name: `choice_${i + 1}`, title: g.title, options: [...g.options] }));

const combinations = (groups: readonly ChoiceOptionInput[]) =>
  groups.reduce((n, g) => n * g.options.length, groups.length ? 1 : 0);

/** What is wrong with the option groups, if anything: titles and values named once each, within bounds. */
export function choiceOptionsProblem(groups: readonly ChoiceOptionInput[]): MessageRef | null {
  if (groups.length > MAX_CHOICE_GROUPS)
    return { key: 'items.options_max', params: { max: MAX_CHOICE_GROUPS } };
  const titles = new Set<string>();
  for (const group of groups) {
    if (!group.title) return { key: 'items.option_title_required' };
    const title = group.title.toLowerCase();
    if (titles.has(title)) return { key: 'items.option_repeated', params: { name: group.title } };
    titles.add(title);
    if (group.options.length === 0)
      return { key: 'items.option_values_required', params: { name: group.title } };
    if (group.options.length > MAX_OPTIONS_PER_GROUP)
      return { key: 'items.option_values_max', params: { max: MAX_OPTIONS_PER_GROUP, name: group.title } };
    const values = new Set<string>();
    for (const value of group.options) {
      if (!value) return { key: 'items.option_values_required', params: { name: group.title } };
      if (values.has(value.toLowerCase()))
        return { key: 'items.option_value_repeated', params: { value, name: group.title } };
      values.add(value.toLowerCase());
    }
  }
  if (combinations(groups) > MAX_VARIATIONS)
    return { key: 'items.variations_max', params: { max: MAX_VARIATIONS } };
  const types = variationTypes(groups);
  const clash = types.find((type, i) => types.indexOf(type) !== i);
  return clash === undefined ? null : { key: 'items.variation_type_clash', params: { type: clash } };
}

/**
 * The variations must be the groups' matrix exactly: every combination once, nothing else. Answers
 * the first problem, in the matrix's order (a missing combination before an unknown one).
 */
export function variationsProblem(
  groups: readonly ChoiceOptionInput[],
  variations: readonly Pick<VariationInput, 'type'>[],
): MessageRef | null {
  if (groups.length === 0)
    return variations.length === 0 ? null : { key: 'items.variations_without_options' };
  const given = new Set<string>();
  for (const { type } of variations) {
    if (given.has(type)) return { key: 'items.variation_repeated', params: { type } };
    given.add(type);
  }
  const matrix = variationTypes(groups);
  const missing = matrix.find((type) => !given.has(type));
  if (missing !== undefined) return { key: 'items.variation_missing', params: { type: missing } };
  const known = new Set(matrix);
  const unknown = variations.find((v) => !known.has(v.type));
  return unknown ? { key: 'items.variation_unknown', params: { type: unknown.type } } : null;
}

export type StoredVariation = { id: number; type: string; retired: boolean };

/** How the stored combinations become the wanted ones, keyed by type so ids (and orders' links) stay. */
export type VariationSync = {
  /** New combinations; stock 0 unless given. */
  insert: { type: string; price: number; stock: number }[];
  /** Combinations that stay (or come back): their price, and their stock only when given. */
  update: { id: number; price: number; stock?: number | undefined }[];
  /** Combinations no longer wanted (the caller deletes them, or retires those orders name). */
  remove: number[];
};

/**
 * The writes that turn `stored` into `wanted`. A combination that stays keeps its id and, unless a
 * stock is given for it, the stock it has now (orders may have taken some meanwhile): editing the
 * options never resets the stock of what stays.
 */
export function planVariationSync(
  stored: readonly StoredVariation[],
  wanted: readonly VariationInput[],
): VariationSync {
  const byType = new Map(stored.map((v) => [v.type, v]));
  const plan: VariationSync = { insert: [], update: [], remove: [] };
  const kept = new Set<string>();
  for (const v of wanted) {
    const row = byType.get(v.type);
    kept.add(v.type);
    if (row)
      plan.update.push({ id: row.id, price: v.price, ...(v.stock !== undefined && { stock: v.stock }) });
    else plan.insert.push({ type: v.type, price: v.price, stock: v.stock ?? 0 });
  }
  for (const row of stored) if (!kept.has(row.type) && !row.retired) plan.remove.push(row.id);
  return plan;
}
