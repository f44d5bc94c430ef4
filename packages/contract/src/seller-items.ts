import {
  issueMessage,
  itemFieldsSchema,
  jsonOrValue,
  MAX_ITEM_PICTURES,
  MAX_ITEM_STOCK,
} from '@bazaar/domain';
import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageEnvelope } from './common';
import type { UploadedImage } from './customer';
import { formImagesField } from './form-images';

/** A seller's items, add-ons and bulk import (issue 36, decision 409): vendor/item/*, vendor/addon/*. */

const DiscountType = z.enum(['percent', 'amount']);
const Translations = z.record(z.string(), z.record(z.string(), z.string()));
const ChoiceOptions = z.array(
  z.object({ name: z.string(), title: z.string(), options: z.array(z.string()) }),
);
const Variation = z.object({ type: z.string(), price: z.number(), stock: z.number() });

/** A category of the tree an item is filed in: only a leaf (no sub-categories) takes items. */
export type VendorCategory = {
  id: number;
  name: string;
  parent_id: number | null;
  position: number;
  leaf: boolean;
  childes: VendorCategory[];
};
export const VendorCategorySchema: z.ZodType<VendorCategory> = z
  .object({
    id: z.number(),
    name: z.string(),
    parent_id: z.number().nullable(),
    position: z.number(),
    leaf: z.boolean(),
    get childes() {
      return z.array(VendorCategorySchema);
    },
  })
  .meta({ id: 'VendorCategory' });
export const VendorCategoriesSchema = z.object({ categories: z.array(VendorCategorySchema) });

/** A seller's item as its editor shows it: everything the seller set, and what shoppers see now. */
export const VendorItemSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    translations: Translations,
    category_id: z.number().nullable(),
    category_ids: z.array(z.object({ id: z.number(), position: z.number() })),
    price: z.number(),
    /** The seller's discount and its days (Pakistan dates, both included). */
    discount: z.number(),
    discount_type: DiscountType,
    discount_start: z.string().nullable(),
    discount_end: z.string().nullable(),
    /** What applies today (0 before the first day and after the last). */
    discount_now: z.object({ discount: z.number(), discount_type: DiscountType }),
    tax: z.number(),
    tax_type: DiscountType,
    /** The item's own stock; with variations, the sum of theirs. */
    stock: z.number(),
    maximum_cart_quantity: z.number().nullable(),
    unit_type: z.string().nullable(),
    veg: z.boolean().nullable(),
    weight: z.number(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    tags: z.array(z.string()),
    add_on_ids: z.array(z.number()),
    add_ons: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() })),
    choice_options: ChoiceOptions,
    variations: z.array(Variation),
    /** The main picture, then the others, in order. */
    image: z.string().nullable(),
    images: z.array(z.string()),
    active: z.boolean(),
    order_count: z.number(),
    avg_rating: z.number(),
    rating_count: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'VendorItem' });
export type VendorItem = z.infer<typeof VendorItemSchema>;

/** One row of the seller's items grid. */
export const VendorItemRowSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
    category_id: z.number().nullable(),
    price: z.number(),
    discount: z.number(),
    discount_type: DiscountType,
    /** The item's stock, or the sum of its combinations'. */
    stock: z.number(),
    variations_count: z.number(),
    /** At or under the low-stock threshold (any combination, for an item with variations). */
    low_stock: z.boolean(),
    active: z.boolean(),
    order_count: z.number(),
    updated_at: z.string(),
  })
  .meta({ id: 'VendorItemRow' });

export const VENDOR_ITEM_SORTS = ['name', 'price', 'stock', 'updated', 'sales'] as const;

/** GET vendor/item/list: the grid's server-side paging, sorting and filters. */
export const VendorItemListQuerySchema = PageQuerySchema.extend({
  /** Words of the name, or the item's id. */
  search: z.string().trim().max(100).optional(),
  /** A category and everything under it. */
  category_id: IdSchema.optional(),
  status: z.enum(['active', 'inactive'], { error: issueMessage('validation.invalid_choice') }).optional(),
  stock: z.enum(['low', 'out'], { error: issueMessage('validation.invalid_choice') }).optional(),
  sort: z.enum(VENDOR_ITEM_SORTS, { error: issueMessage('validation.invalid_choice') }).default('updated'),
  order: z.enum(['asc', 'desc'], { error: issueMessage('validation.invalid_choice') }).default('desc'),
});
export type VendorItemListQuery = z.infer<typeof VendorItemListQuerySchema>;

export const VendorItemListSchema = pageEnvelope('items', VendorItemRowSchema)
  .extend({ low_stock_threshold: z.number() })
  .meta({ id: 'VendorItemList' });

/** GET vendor/item/stock-limit-list: items at or under the threshold, and which combinations are. */
export const LowStockItemSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
    stock: z.number(),
    active: z.boolean(),
    /** The item's combinations at or under the threshold (none for an item without). */
    variations: z.array(z.object({ type: z.string(), stock: z.number() })),
  })
  .meta({ id: 'LowStockItem' });
export const LowStockListSchema = pageEnvelope('items', LowStockItemSchema)
  .extend({ low_stock_threshold: z.number() })
  .meta({ id: 'LowStockList' });

/**
 * POST vendor/item/store and PUT vendor/item/update/{id} (multipart, or JSON without new pictures):
 * the domain's item fields, new pictures (`images`, at most 3 per request, 2 MB each, checked from
 * their bytes) and, on an edit, which pictures stay and in what order (`keep_images`, stored names;
 * left out: all stay). Kept pictures come first, then the new ones; the first is the main image.
 * An edit changes only the fields it sends.
 */
export const VendorItemBodySchema = itemFieldsSchema.extend({
  images: formImagesField(),
  keep_images: jsonOrValue(
    z
      .array(z.string().max(200), { error: issueMessage('validation.invalid_value') })
      .max(MAX_ITEM_PICTURES, { error: issueMessage('items.pictures_max', { max: MAX_ITEM_PICTURES }) }),
  ).optional(),
});
export type VendorItemBody = z.input<typeof VendorItemBodySchema>;
export type VendorItemFields = z.output<typeof VendorItemBodySchema>;

export const VendorItemAnswerSchema = z.object({ message: z.string(), item: VendorItemSchema });

/** Yes or no as a form (1, 0) or JSON (true, false) sends it. */
const onOff = z.preprocess(
  (v) => (v === true || v === '1' || v === 1 ? 1 : v === false || v === '0' || v === 0 ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: issueMessage('items.yes_no') }),
);

/** PUT vendor/item/status: switch an item on (1) or off (0) for shoppers. */
export const VendorItemStatusBodySchema = z.object({ id: IdSchema, status: onOff });

const stockNumber = z.coerce
  .number({ error: issueMessage('items.stock_invalid') })
  .int({ error: issueMessage('items.stock_invalid') })
  .min(0, { error: issueMessage('items.stock_invalid') })
  .max(MAX_ITEM_STOCK, { error: issueMessage('items.stock_invalid') });

/**
 * PUT vendor/item/stock-update: the item's stock, or one combination's (`variation_type`). With
 * `previous_stock` (what the seller saw), the change is made only if the stock is still that: an
 * order that took units meanwhile is never written over (409 with the stock as it is now).
 */
export const VendorStockBodySchema = z.object({
  id: IdSchema,
  variation_type: z.string().trim().min(1).max(200).optional(),
  stock: stockNumber,
  previous_stock: stockNumber.optional(),
});

export const VendorStockAnswerSchema = z.object({
  message: z.string(),
  id: z.number(),
  variation_type: z.string().nullable(),
  stock: z.number(),
  /** The item's stock after the change (the sum of its combinations' for an item with them). */
  item_stock: z.number(),
});

/** An add-on a store offers with its items (`add_ons`, named by items' `add_on_ids`). */
export const AddOnSchema = z
  .object({ id: z.number(), name: z.string(), price: z.number(), active: z.boolean() })
  .meta({ id: 'VendorAddOn' });
export const AddOnListSchema = z.object({ add_ons: z.array(AddOnSchema) });

const addOnPrice = z.coerce
  .number({ error: issueMessage('items.price_invalid') })
  .int({ error: issueMessage('items.price_invalid') })
  .min(0, { error: issueMessage('items.price_invalid') })
  .max(1_000_000, { error: issueMessage('items.price_invalid') });

export const AddOnBodySchema = z.object({
  name: z
    .string({ error: issueMessage('addons.name_required') })
    .trim()
    .min(1, { error: issueMessage('addons.name_required') })
    .max(100, { error: issueMessage('validation.too_long', { max: 100 }) }),
  price: addOnPrice,
  active: onOff.optional(),
});
export const AddOnAnswerSchema = z.object({ message: z.string(), add_on: AddOnSchema });

/** The largest CSV file a seller may import. */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;
/** The most items one file may hold (a larger catalogue is imported in several files). */
export const MAX_IMPORT_ROWS = 20_000;

const isUpload = (v: unknown): v is UploadedImage =>
  typeof v === 'object' && v !== null && (v as { data?: unknown }).data instanceof Uint8Array;

/** POST vendor/item/bulk-import (multipart): one CSV file as vendor/item/bulk-export writes it. */
export const ItemImportBodySchema = z.object({
  file: z
    .custom<UploadedImage>(isUpload, { error: issueMessage('import.file_required') })
    .refine((f) => f.size <= MAX_IMPORT_BYTES, {
      error: issueMessage('import.file_too_large', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }),
    })
    .meta({ type: 'string', format: 'binary' }),
});

export const ItemImportQuerySchema = z.object({
  /** 1: check the whole file and say what it would do, writing nothing. */
  dry_run: z.coerce.number().int().min(0).max(1).default(0),
});

/**
 * What an import did (`imported`) or would do (`checked`, a dry run). All or nothing (decision 409): a
 * file with any bad row writes nothing and answers 403, the error envelope with a summary (`file`)
 * first and then each problem under `row.<row>.<column>`, the row as a spreadsheet numbers it (the
 * header is row 1), at most MAX_REPORTED_PROBLEMS of them.
 */
export const ItemImportReportSchema = z
  .object({
    message: z.string(),
    status: z.enum(['imported', 'checked']),
    rows: z.number(),
    created: z.number(),
    updated: z.number(),
  })
  .meta({ id: 'ItemImportReport' });
export type ItemImportReport = z.infer<typeof ItemImportReportSchema>;
export const MAX_REPORTED_PROBLEMS = 500;

/** GET vendor/item/bulk-export: the CSV text (text/csv; charset=utf-8, with a byte-order mark for spreadsheets). */
export const ItemExportSchema = z
  .string()
  .meta({ description: 'CSV, one item a row (columns: ITEM_CSV_COLUMNS)' });
