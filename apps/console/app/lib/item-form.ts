import type { VendorItem } from '@bazaar/contract';
import { choiceOptionsProblem, issueMessage, itemFieldsSchema } from '@bazaar/domain';
import { z } from 'zod';
import { type MatrixRow, type OptionDraft, optionGroups, variationMatrix } from './variation-matrix';

/**
 * The item editor's form: each field checked by the domain's own item schema (the API's), as text
 * the seller types. The option groups are held as typed (`Size`, `S, M`) and judged by the domain's
 * option rules; the combinations are the matrix rows with their own price and stock.
 */
const field = itemFieldsSchema.shape;

const fieldsSchema = z.object({
  name: field.name.unwrap(),
  description: field.description.unwrap(),
  translations: field.translations.unwrap(),
  category_id: field.category_id.unwrap(),
  price: field.price.unwrap(),
  discount: field.discount.unwrap(),
  discount_type: field.discount_type.unwrap(),
  stock: field.stock.unwrap(),
  maximum_cart_quantity: field.maximum_cart_quantity.unwrap(),
  tags: field.tags.unwrap(),
  add_on_ids: field.add_on_ids.unwrap(),
  veg: field.veg.unwrap(),
  choice_options: z.array(z.object({ title: z.string(), values: z.string() })).superRefine((drafts, ctx) => {
    const problem = choiceOptionsProblem(optionGroups(drafts));
    if (problem) ctx.addIssue({ code: 'custom', message: issueMessage(problem.key, problem.params) });
  }),
  variations: field.variations.unwrap(),
});

export type ItemFormValues = {
  name: string;
  description: string;
  translations: { ur: { name: string; description: string } };
  category_id: string;
  price: string;
  discount: string;
  discount_type: 'percent' | 'amount';
  stock: string;
  maximum_cart_quantity: string;
  tags: string;
  add_on_ids: string[];
  /** '' not stated (not a food item), '1' veg, '0' non-veg. */
  veg: '' | '1' | '0';
  choice_options: OptionDraft[];
  variations: MatrixRow[];
};
/** The form as typed, read by the item fields' own rules. */
export const itemFormSchema = z
  .custom<ItemFormValues>()
  // A combination left without a price sells at the item's (its box shows that price as a hint).
  .transform(
    (values): z.input<typeof fieldsSchema> => ({
      ...values,
      variations: values.variations.map((v) => (v.price.trim() === '' ? { ...v, price: values.price } : v)),
    }),
  )
  .pipe(fieldsSchema);
export type ItemFormOutput = z.output<typeof itemFormSchema>;

/** The API's field codes the form shows under its fields (anything else goes above the form). */
export const ITEM_FORM_FIELDS = [
  'name',
  'description',
  'translations',
  'category_id',
  'price',
  'discount',
  'discount_type',
  'stock',
  'maximum_cart_quantity',
  'tags',
  'add_on_ids',
  'veg',
  'choice_options',
  'variations',
  'images',
  'keep_images',
];

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A new item's form, or the item's as it is now. */
export function itemFormValues(item: VendorItem | null): ItemFormValues {
  const ur = item?.translations.ur ?? {};
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    translations: { ur: { name: ur.name ?? '', description: ur.description ?? '' } },
    category_id: text(item?.category_id),
    price: text(item?.price),
    discount: text(item?.discount ?? 0),
    discount_type: item?.discount_type ?? 'percent',
    stock: text(item?.stock ?? 0),
    maximum_cart_quantity: text(item?.maximum_cart_quantity),
    tags: item?.tags.join(', ') ?? '',
    add_on_ids: item?.add_on_ids.map(String) ?? [],
    veg: item?.veg === true ? '1' : item?.veg === false ? '0' : '',
    choice_options: item?.choice_options.map((g) => ({ title: g.title, values: g.options.join(', ') })) ?? [],
    // In the matrix's order, as the editor lays the rows out (so opening an item changes nothing).
    variations: variationMatrix(
      item?.choice_options ?? [],
      item?.variations.map((v) => ({ type: v.type, price: text(v.price), stock: text(v.stock) })) ?? [],
      { price: text(item?.price), stock: '' },
    ),
  };
}

/**
 * The request body (multipart) for the form's values. On an edit, a stock is sent only where the
 * seller changed it (the item's, or a combination's), so units an order took meanwhile are never
 * written over; a combination that is new gets the stock typed for it. Pictures: the kept ones in
 * their order, then the new files.
 */
export function itemRequestBody(
  values: ItemFormOutput,
  before: Pick<VendorItem, 'stock' | 'variations'> | null,
  pictures: { keep: string[]; add: File[] },
): FormData {
  const body = new FormData();
  const json = (name: string, value: unknown) => body.set(name, JSON.stringify(value));
  body.set('name', values.name);
  body.set('description', values.description ?? '');
  json('translations', values.translations);
  body.set('category_id', String(values.category_id));
  body.set('price', String(values.price));
  body.set('discount', String(values.discount));
  body.set('discount_type', values.discount_type);
  body.set('maximum_cart_quantity', text(values.maximum_cart_quantity));
  json('tags', values.tags);
  json('add_on_ids', values.add_on_ids);
  body.set('veg', values.veg === null ? '' : values.veg ? '1' : '0');
  const groups = optionGroups(values.choice_options);
  json('choice_options', groups);
  const stockBefore = new Map(before?.variations.map((v) => [v.type, v.stock]));
  json(
    'variations',
    values.variations.map((v) => ({
      type: v.type,
      price: v.price,
      ...(v.stock !== undefined && stockBefore.get(v.type) !== v.stock && { stock: v.stock }),
    })),
  );
  if (groups.length === 0 && (!before || before.stock !== values.stock))
    body.set('stock', String(values.stock));
  if (before) json('keep_images', pictures.keep);
  for (const file of pictures.add) body.append('images', file);
  return body;
}
