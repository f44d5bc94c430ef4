import type { ItemInput } from '@bazaar/domain';

/**
 * The CSV file of a store's items (issue 36, decision 409): what vendor/item/bulk-export writes and
 * vendor/item/bulk-import reads, one item a row. An export imports back unchanged. Lists are
 * comma-separated (tags, add-on ids, picture names); option groups and combinations are JSON, as the
 * provider's own bulk import writes them; yes/no is 1 or 0; dates YYYY-MM-DD.
 */
export const ITEM_CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'name_ur',
  'description_ur',
  'name_ar',
  'description_ar',
  'name_sp',
  'description_sp',
  'category_id',
  'price',
  'discount',
  'discount_type',
  'discount_start',
  'discount_end',
  'tax',
  'tax_type',
  'stock',
  'maximum_cart_quantity',
  'unit_type',
  'veg',
  'weight',
  'length',
  'width',
  'height',
  'tags',
  'add_on_ids',
  'choice_options',
  'variations',
  'images',
  'active',
] as const;
export type ItemCsvColumn = (typeof ITEM_CSV_COLUMNS)[number];
export type ItemCsvCells = Partial<Record<ItemCsvColumn, string>>;

const OTHER_LOCALES = ['ur', 'ar', 'sp'] as const;
type TextField = 'name' | 'description';

/** The column a translated text is in: name_ur, description_ar, … */
const translationColumn = (field: TextField, locale: (typeof OTHER_LOCALES)[number]) =>
  `${field}_${locale}` as ItemCsvColumn;

export const isItemCsvColumn = (name: string): name is ItemCsvColumn =>
  (ITEM_CSV_COLUMNS as readonly string[]).includes(name);

/**
 * Spreadsheets run a cell starting with = + - @ (or a tab or carriage return) as a formula: such a
 * text is written with a leading apostrophe, which the import takes off again (OWASP's CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

const yesNo = (v: boolean | null) => (v === null ? '' : v ? '1' : '0');
const number = (v: number | null) => (v === null ? '' : String(v));

/** An item as a CSV row: every column, as text. */
export function itemCsvRow(
  item: ItemInput & { id: number; images: readonly string[] },
): Record<ItemCsvColumn, string> {
  const local = (field: TextField, locale: (typeof OTHER_LOCALES)[number]) =>
    item.translations[locale]?.[field] ?? '';
  const cells: Record<ItemCsvColumn, string> = {
    id: String(item.id),
    name: item.name,
    description: item.description ?? '',
    name_ur: local('name', 'ur'),
    description_ur: local('description', 'ur'),
    name_ar: local('name', 'ar'),
    description_ar: local('description', 'ar'),
    name_sp: local('name', 'sp'),
    description_sp: local('description', 'sp'),
    category_id: String(item.category_id),
    price: String(item.price),
    discount: String(item.discount),
    discount_type: item.discount_type,
    discount_start: item.discount_start ?? '',
    discount_end: item.discount_end ?? '',
    tax: String(item.tax),
    tax_type: item.tax_type,
    stock: String(item.stock),
    maximum_cart_quantity: number(item.maximum_cart_quantity),
    unit_type: item.unit_type ?? '',
    veg: yesNo(item.veg),
    weight: String(item.weight),
    length: String(item.length),
    width: String(item.width),
    height: String(item.height),
    tags: item.tags.join(', '),
    add_on_ids: item.add_on_ids.join(','),
    choice_options: item.choice_options.length ? JSON.stringify(item.choice_options) : '',
    variations: item.variations.length ? JSON.stringify(item.variations) : '',
    images: item.images.join(','),
    active: yesNo(item.active),
  };
  return Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, guardCell(v)])) as Record<
    ItemCsvColumn,
    string
  >;
}

/** A row read back: the item fields it sends (for `itemFieldsSchema`), its id and its pictures. */
export type ItemCsvRead = {
  id: string | undefined;
  fields: Record<string, unknown>;
  /** Stored picture names, when the file has the column. */
  images: string[] | undefined;
};

/**
 * The fields a row sends: the columns the file has, each as its text (a blank cell empties the field
 * or gives its default); translated texts are laid over `translations` (the item's own, on an edit),
 * so a file with only name_ur keeps the other languages.
 */
export function itemFieldsFromCsv(cells: ItemCsvCells, translations: ItemInput['translations']): ItemCsvRead {
  const fields: Record<string, unknown> = {};
  const texts = structuredClone(translations);
  let translated = false;
  for (const [column, raw] of Object.entries(cells) as [ItemCsvColumn, string][]) {
    const text = unguardCell(raw);
    const local = /^(name|description)_(ur|ar|sp)$/.exec(column);
    if (local) {
      const [, field, locale] = local as unknown as [string, TextField, (typeof OTHER_LOCALES)[number]];
      const own = { ...texts[locale] };
      if (text.trim()) own[field] = text;
      else delete own[field];
      texts[locale] = own;
      translated = true;
    } else if (column !== 'id' && column !== 'images') fields[column] = text;
  }
  if (translated) fields.translations = texts;
  const images = cells.images === undefined ? undefined : splitList(unguardCell(cells.images));
  return { id: cells.id?.trim() || undefined, fields, images };
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The column a field's problem is shown under: `translations.ur.name` is name_ur, `variations.2.price` variations. */
export function csvColumnOf(path: string): string {
  const [field, locale, text] = path.split('.');
  if (field === 'translations' && locale && text) return translationColumn(text as TextField, locale as 'ur');
  return field ?? path;
}
