import type { ItemDetails } from '@bazaar/contract';
import {
  type ChoiceGroup,
  checkQuantity,
  effectiveStock,
  type MessageRef,
  resolveVariant,
  type StoredCartLine,
  validateChoices,
} from '@bazaar/domain';

/** A refusal shown above the add-to-cart button: a catalogue message and its parameters. */
export type LineRefusal = MessageRef;

/** The item's choice groups (api-contract `food_variations`), keeping only well-formed ones. */
export function choiceGroups(item: Pick<ItemDetails, 'food_variations'>): ChoiceGroup[] {
  return item.food_variations.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const g = raw as Partial<ChoiceGroup>;
    if (typeof g.name !== 'string' || !Array.isArray(g.values)) return [];
    const values = g.values.filter(
      (v): v is { label: string; optionPrice: number } =>
        typeof v?.label === 'string' && typeof v.optionPrice === 'number',
    );
    return [{ ...g, name: g.name, values }];
  });
}

/** Form field names: one per choice group, one for the add-ons. */
export const choiceField = (group: string) => `choice:${group}`;
export const ADD_ON_FIELD = 'add_on';

/** The line a submitted product form asks for, checked with the domain's rules before any call. */
export function lineFromForm(
  item: ItemDetails,
  form: FormData,
): { ok: true; line: StoredCartLine; stock: number } | { ok: false; refusal: LineRefusal } {
  const variant = resolveVariant(item.variations, String(form.get('variant') ?? ''));
  if (!variant.ok) return { ok: false, refusal: variant.error };
  const groups = choiceGroups(item);
  const selections = groups.map((g) => ({
    name: g.name,
    values: form.getAll(choiceField(g.name)).map(String),
  }));
  const choices = validateChoices(groups, selections);
  if (!choices.ok) return { ok: false, refusal: choices.error };
  const quantity = checkQuantity(Number(form.get('quantity') ?? 1));
  if (!quantity.ok) return { ok: false, refusal: quantity.error };
  const addOnIds = form
    .getAll(ADD_ON_FIELD)
    .map(Number)
    .filter((id) => item.add_ons.some((a) => a.id === id));
  const line: StoredCartLine = {
    item_id: item.id,
    quantity: quantity.value,
    ...(variant.value ? { variant: variant.value.type } : {}),
    ...(choices.value.length > 0
      ? { choices: choices.value.map((c) => ({ name: c.name, values: c.values.map((v) => v.label) })) }
      : {}),
    ...(addOnIds.length > 0 ? { add_on_ids: addOnIds } : {}),
  };
  return { ok: true, line, stock: effectiveStock(item.stock, variant.value) };
}
