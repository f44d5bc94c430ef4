import { endpoints, VENDOR_ITEM_SORTS } from '@bazaar/contract';
import { Download, ImageOff, Plus, Search, Upload } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { ActiveSwitch, DeleteItem, type ItemRow, PriceCell, StockCell } from '../../items/item-cells';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { primaryButtonClass, secondaryButtonClass } from '../../kit/form';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, authHeaders, signedIn } from '../../lib/api';
import { flattenCategories } from '../../lib/categories';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import { saveFile } from '../../lib/save-file';
import type { Route } from './+types/items';

const STATUS = ['active', 'inactive'] as const;
const STOCK = ['low', 'out'] as const;

/** The grid's options: the category filter takes the ids of the store's category tree. */
const gridOptions = (categoryIds: readonly string[]): GridOptions => ({
  pageSize: 20,
  sortable: VENDOR_ITEM_SORTS,
  defaultSort: { id: 'updated', desc: true },
  filters: { status: STATUS, stock: STOCK, category_id: categoryIds },
});

/** A picture of the items folder at the smallest width the image route renders. */
export const itemPicture = (name: string) => `/storage/item/${encodeURIComponent(name)}?w=320`;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const categoryParam = search.get('category_id') ?? '';
  const grid = readGridState(search, gridOptions(/^\d{1,9}$/.test(categoryParam) ? [categoryParam] : []));
  const words = search.get('search')?.trim().slice(0, 100) ?? '';
  const { status, stock, category_id } = grid.filters;
  const [list, tree] = await signedIn('seller', () =>
    Promise.all([
      api(endpoints.vendorItemList, {
        query: {
          ...pageQuery(grid),
          ...(grid.sort && { sort: grid.sort.id as (typeof VENDOR_ITEM_SORTS)[number] }),
          order: grid.sort?.desc === false ? 'asc' : 'desc',
          ...(words && { search: words }),
          ...(status && { status: status as (typeof STATUS)[number] }),
          ...(stock && { stock: stock as (typeof STOCK)[number] }),
          ...(category_id && { category_id: Number(category_id) }),
        },
      }),
      api(endpoints.vendorCategories),
    ]),
  );
  return { items: list.items, total: list.total_size, categories: flattenCategories(tree.categories) };
}

/** The CSV of every item (the export needs the seller's token, so it is fetched, then saved). */
function ExportButton() {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch('/api/v1/vendor/item/bulk-export', { headers: authHeaders() });
      if (!res.ok) throw new Error(String(res.status));
      saveFile(await res.blob(), 'items.csv');
    } catch {
      toast(t('console.error_hint'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      className={secondaryButtonClass}
      data-testid="export-items"
    >
      <Download aria-hidden className="size-4" />
      {t('console.export_csv')}
    </button>
  );
}

/** Words of the name or an id, kept in the address with the grid's other filters. */
function SearchBox() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    const next = new URLSearchParams(params);
    next.delete('page');
    if (words) next.set('search', words);
    else next.delete('search');
    setParams(next, { preventScrollReset: true });
  };
  return (
    <search>
      <form onSubmit={submit} className="flex w-full max-w-md gap-2">
        <label className="sr-only" htmlFor="item-search">
          {t('console.search_items')}
        </label>
        <input
          id="item-search"
          name="search"
          type="search"
          key={params.get('search') ?? ''}
          defaultValue={params.get('search') ?? ''}
          placeholder={t('console.search_items')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3"
          data-testid="item-search"
        />
        <button type="submit" aria-label={t('console.search')} className={secondaryButtonClass}>
          <Search aria-hidden className="size-4" />
        </button>
      </form>
    </search>
  );
}

/**
 * The store's items: a grid paged, sorted and filtered on the server (search, category, on or off,
 * low stock; all in the address), with the price and stock changed in their cells, an on/off switch,
 * delete after asking, and the CSV export and import.
 */
export default function SellerItems() {
  const t = useT();
  const { items, total, categories } = useLoaderData<typeof clientLoader>();
  const options = useMemo(() => gridOptions(categories.map((c) => String(c.id))), [categories]);
  const categoryName = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const columns = useMemo<GridColumn<ItemRow>[]>(
    () => [
      {
        id: 'picture',
        header: t('console.col_picture'),
        cell: (item) =>
          item.image ? (
            <img
              src={itemPicture(item.image)}
              alt=""
              className="size-12 rounded-lg object-cover"
              loading="lazy"
            />
          ) : (
            <span className="grid size-12 place-items-center rounded-lg bg-slate-100">
              <ImageOff aria-hidden className="size-5 text-slate-400" />
            </span>
          ),
      },
      {
        id: 'name',
        header: t('console.col_item'),
        sortable: true,
        cell: (item) => (
          <div className="min-w-40">
            <Link
              to={`/seller/items/${item.id}`}
              className="bidi-plain font-semibold text-brand-700 underline-offset-2 hover:underline"
              data-testid={`item-link-${item.id}`}
            >
              {item.name}
            </Link>
            <p className="bidi-plain text-xs text-slate-600">
              {item.category_id ? categoryName.get(item.category_id) : ''}
            </p>
          </div>
        ),
      },
      {
        id: 'price',
        header: t('console.col_price'),
        sortable: true,
        numeric: true,
        cell: (item) => <PriceCell item={item} />,
      },
      {
        id: 'stock',
        header: t('console.col_stock'),
        sortable: true,
        numeric: true,
        cell: (item) => <StockCell key={`${item.id}:${item.stock}`} item={item} />,
      },
      {
        id: 'sales',
        header: t('console.col_sales'),
        sortable: true,
        numeric: true,
        cell: (item) => item.order_count,
      },
      { id: 'active', header: t('console.col_active'), cell: (item) => <ActiveSwitch item={item} /> },
      {
        id: 'actions',
        header: t('console.col_actions'),
        cell: (item) => <DeleteItem item={item} />,
      },
    ],
    [t, categoryName],
  );
  return (
    <div className="space-y-4" data-testid="items-page">
      <title>{t('console.nav_items')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold">{t('console.nav_items')}</h1>
        <div className="flex flex-wrap gap-2">
          <ExportButton />
          <Link to="/seller/items/import" className={secondaryButtonClass}>
            <Upload aria-hidden className="size-4" />
            {t('console.import_csv')}
          </Link>
          <Link to="/seller/items/new" className={primaryButtonClass} data-testid="add-item">
            <Plus aria-hidden className="size-4" />
            {t('console.add_item')}
          </Link>
        </div>
      </div>
      <SearchBox />
      <DataGrid
        caption={t('console.nav_items')}
        columns={columns}
        rows={items}
        total={total}
        options={options}
        rowKey={(item) => item.id}
        filters={[
          {
            name: 'category_id',
            label: t('console.col_category'),
            choices: categories.map((c) => ({
              value: String(c.id),
              label: `${'— '.repeat(c.depth)}${c.name}`,
            })),
          },
          {
            name: 'status',
            label: t('console.col_active'),
            choices: STATUS.map((s) => ({ value: s, label: t(`console.items_${s}`) })),
          },
          {
            name: 'stock',
            label: t('console.col_stock'),
            choices: STOCK.map((s) => ({ value: s, label: t(`console.items_stock_${s}`) })),
          },
        ]}
        emptyTitle={t('console.no_items')}
        emptyHint={t('console.no_items_hint')}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
