import type { Result } from '../result';
import { fail, ok } from '../result';
import type { ChoiceGroup, ChoiceSelection, SelectedChoice, VariationOption } from './types';

/**
 * The chosen variation type of a product (spec §3 `variations`). A product with variations needs one
 * of them; a product without takes none.
 */
export function resolveVariant(
  variations: readonly VariationOption[] | undefined,
  variant: string | undefined,
) {
  const options = variations ?? [];
  const wanted = variant?.trim() ?? '';
  if (options.length === 0) {
    return wanted === ''
      ? ok<VariationOption | null>(null)
      : fail<VariationOption | null>('cart.variation_unavailable');
  }
  const chosen = options.find((option) => option.type === wanted);
  return chosen
    ? ok<VariationOption | null>(chosen)
    : fail<VariationOption | null>('cart.variation_unavailable');
}

/**
 * Choice groups obey required/min/max (spec §5): a required group needs a pick ('{name} is required'),
 * a group with picks needs at least `min` ('Choose at least') and at most `max` ('Choose at most');
 * a single-choice group allows one. Unknown groups or labels are refused.
 */
export function validateChoices(
  groups: readonly ChoiceGroup[] | undefined,
  selections: readonly ChoiceSelection[] | undefined,
): Result<SelectedChoice[]> {
  const known = groups ?? [];
  const picked = new Map<string, Set<string>>();
  for (const selection of selections ?? []) {
    if (!known.some((group) => group.name === selection.name)) return fail('cart.variation_unavailable');
    const labels = picked.get(selection.name) ?? new Set<string>();
    for (const label of selection.values) labels.add(label);
    picked.set(selection.name, labels);
  }

  const chosen: SelectedChoice[] = [];
  for (const group of known) {
    const labels = picked.get(group.name) ?? new Set<string>();
    const values = group.values.filter((value) => labels.has(value.label));
    if (values.length !== labels.size) return fail('cart.variation_unavailable');

    const max = group.type === 'single' ? 1 : (group.max ?? Number.POSITIVE_INFINITY);
    const min = group.required ? Math.max(1, group.min ?? 1) : (group.min ?? 0);
    if (values.length === 0 && group.required && min === 1)
      return fail('variation.required', { name: group.name });
    if (values.length > 0 || group.required) {
      if (values.length < min) return fail('variation.choose_at_least', { min, name: group.name });
    }
    if (values.length > max) return fail('variation.choose_at_most', { max, name: group.name });
    if (values.length > 0) chosen.push({ name: group.name, values });
  }
  return ok(chosen);
}
