import { IdParamsSchema, MessageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  AddOnAnswerSchema,
  AddOnBodySchema,
  AddOnListSchema,
  ItemExportSchema,
  ItemImportBodySchema,
  ItemImportQuerySchema,
  ItemImportReportSchema,
  LowStockListSchema,
  VendorCategoriesSchema,
  VendorItemAnswerSchema,
  VendorItemBodySchema,
  VendorItemListQuerySchema,
  VendorItemListSchema,
  VendorItemSchema,
  VendorItemStatusBodySchema,
  VendorStockAnswerSchema,
  VendorStockBodySchema,
} from '../seller-items';

/** 401 without a seller token (a customer's never counts), 403 for another role or a refused field. */
const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
/** Another store's item or add-on is 404, exactly as a missing one. */
const owned = { ...guarded, 404: ErrorEnvelopeSchema };

/**
 * A seller's items and add-ons (issue 36, decision 409), named as the provider's seller app calls
 * them (shared/seller-courier-routes.md). Every call is the seller's own store only.
 */
export const sellerItemEndpoints = {
  vendorCategories: defineEndpoint({
    method: 'GET',
    path: '/vendor/categories',
    tag: 'vendor items',
    auth: 'seller',
    summary: 'The category tree in the request’s language, each marked leaf or not: items go in a leaf',
    response: VendorCategoriesSchema,
    responses: guarded,
  }),
  vendorItemList: defineEndpoint({
    method: 'GET',
    path: '/vendor/item/list',
    tag: 'vendor items',
    auth: 'seller',
    summary:
      "The store's items for the grid: paged, sorted (name, price, stock, updated, sales) and filtered (words or id, category, active or not, low or out of stock)",
    query: VendorItemListQuerySchema,
    response: VendorItemListSchema,
    responses: guarded,
  }),
  vendorItemDetails: defineEndpoint({
    method: 'GET',
    path: '/vendor/item/details/{id}',
    tag: 'vendor items',
    auth: 'seller',
    summary: 'One of the store’s items, everything the editor shows',
    params: IdParamsSchema,
    response: VendorItemSchema,
    responses: owned,
  }),
  vendorItemStore: defineEndpoint({
    method: 'POST',
    path: '/vendor/item/store',
    tag: 'vendor items',
    auth: 'seller',
    bodyType: 'multipart',
    summary:
      'Add an item (name, leaf category and price needed): texts per language, discount with days, tax, variations, add-ons, pictures (at most 3 a request, 2 MB each), stock, maximum per order, weight and size, tags',
    body: VendorItemBodySchema,
    response: VendorItemAnswerSchema,
    responses: guarded,
  }),
  vendorItemUpdate: defineEndpoint({
    method: 'PUT',
    path: '/vendor/item/update/{id}',
    tag: 'vendor items',
    auth: 'seller',
    bodyType: 'multipart',
    summary:
      'Change an item: only the fields sent change; combinations that stay keep their stock unless one is sent; `keep_images` orders the pictures that stay',
    params: IdParamsSchema,
    body: VendorItemBodySchema,
    response: VendorItemAnswerSchema,
    responses: owned,
  }),
  vendorItemStatus: defineEndpoint({
    method: 'PUT',
    path: '/vendor/item/status',
    tag: 'vendor items',
    auth: 'seller',
    summary: 'Switch an item on (1) or off (0): off, shoppers no longer find or buy it',
    body: VendorItemStatusBodySchema,
    response: VendorItemAnswerSchema,
    responses: owned,
  }),
  vendorItemDelete: defineEndpoint({
    method: 'DELETE',
    path: '/vendor/item/delete/{id}',
    tag: 'vendor items',
    auth: 'seller',
    summary:
      'Delete an item: it leaves the store and the seller’s lists for good; orders that name it keep it (decision 409)',
    params: IdParamsSchema,
    response: MessageSchema,
    responses: owned,
  }),
  vendorItemStock: defineEndpoint({
    method: 'PUT',
    path: '/vendor/item/stock-update',
    tag: 'vendor items',
    auth: 'seller',
    summary:
      "Set an item's stock, or one combination's; with previous_stock, only if no order took units meanwhile (409 otherwise)",
    body: VendorStockBodySchema,
    response: VendorStockAnswerSchema,
    responses: { ...owned, 409: ErrorEnvelopeSchema },
  }),
  vendorLowStock: defineEndpoint({
    method: 'GET',
    path: '/vendor/item/stock-limit-list',
    tag: 'vendor items',
    auth: 'seller',
    summary:
      'Items at or under the low-stock threshold (the market’s `low_stock_threshold` setting, 10 unless set), lowest first',
    query: VendorItemListQuerySchema.pick({ limit: true, offset: true }),
    response: LowStockListSchema,
    responses: guarded,
  }),
  vendorItemImport: defineEndpoint({
    method: 'POST',
    path: '/vendor/item/bulk-import',
    tag: 'vendor items',
    auth: 'seller',
    bodyType: 'multipart',
    summary:
      'Import a CSV file of items (as bulk-export writes it): a row with an id changes that item, one without adds one. All or nothing: any bad row and nothing is written (403, each problem under row.<row>.<column>); dry_run=1 only checks',
    query: ItemImportQuerySchema,
    body: ItemImportBodySchema,
    response: ItemImportReportSchema,
    responses: guarded,
  }),
  vendorItemExport: defineEndpoint({
    method: 'GET',
    path: '/vendor/item/bulk-export',
    tag: 'vendor items',
    auth: 'seller',
    summary: 'Every item of the store as a CSV file (UTF-8) that bulk-import reads back unchanged',
    response: ItemExportSchema,
    responses: guarded,
  }),
  vendorAddOns: defineEndpoint({
    method: 'GET',
    path: '/vendor/addon/list',
    tag: 'vendor items',
    auth: 'seller',
    summary: "The store's add-ons",
    response: AddOnListSchema,
    responses: guarded,
  }),
  vendorAddOnStore: defineEndpoint({
    method: 'POST',
    path: '/vendor/addon/store',
    tag: 'vendor items',
    auth: 'seller',
    summary: 'Add an add-on (name, price in whole rupees)',
    body: AddOnBodySchema,
    response: AddOnAnswerSchema,
    responses: guarded,
  }),
  vendorAddOnUpdate: defineEndpoint({
    method: 'PUT',
    path: '/vendor/addon/update/{id}',
    tag: 'vendor items',
    auth: 'seller',
    summary: 'Change an add-on: name, price, on or off',
    params: IdParamsSchema,
    body: AddOnBodySchema,
    response: AddOnAnswerSchema,
    responses: owned,
  }),
  vendorAddOnDelete: defineEndpoint({
    method: 'DELETE',
    path: '/vendor/addon/delete/{id}',
    tag: 'vendor items',
    auth: 'seller',
    summary: 'Delete an add-on; items that offered it no longer do (orders keep what was bought)',
    params: IdParamsSchema,
    response: MessageSchema,
    responses: owned,
  }),
} as const;
