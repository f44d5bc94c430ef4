import { type ChoiceOptionInput, variationTypes } from '@bazaar/domain';

/** One option group as the editor holds it while the seller types: a name and its values as one text. */
export type OptionDraft = { title: string; values: string };

/** One combination's row of the editor: its type ('S-Red') and its price and stock as typed. */
export type MatrixRow = { type: string; price: string; stock: string };

/** The values of one group as the seller typed them ('S, M , L,'): trimmed, blanks dropped, in order. */
export const optionValues = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** The groups the seller has named so far (a group without a name or values is not one yet). */
export const optionGroups = (drafts: readonly OptionDraft[]): ChoiceOptionInput[] =>
  drafts
    .map((draft) => ({ title: draft.title.trim(), options: optionValues(draft.values) }))
    .filter((group) => group.title !== '' || group.options.length > 0);

/**
 * Every combination of the groups (2 sizes × 2 colours = 4 rows), in the product page's order. A
 * combination the seller already priced keeps its price and stock when the options change; a new one
 * starts at `fallback` (the item's price, no stock yet). Repeated types (a value typed twice) appear
 * once: the domain's rules say why the options are refused.
 */
export function variationMatrix(
  groups: readonly ChoiceOptionInput[],
  previous: readonly MatrixRow[],
  fallback: { price: string; stock: string },
): MatrixRow[] {
  const known = new Map(previous.map((row) => [row.type, row]));
  const types = [...new Set(variationTypes(groups.filter((g) => g.options.length > 0)))];
  return types.map((type) => known.get(type) ?? { type, ...fallback });
}

/** True when the rows are the same combinations with the same values (nothing to write back). */
export const sameRows = (a: readonly MatrixRow[], b: readonly MatrixRow[]) =>
  a.length === b.length &&
  a.every((row, i) => row.type === b[i]?.type && row.price === b[i]?.price && row.stock === b[i]?.stock);
