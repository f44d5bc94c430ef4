import {
  type ColumnDef,
  createColumnHelper,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import {
  changeGrid,
  type GridOptions,
  type GridState,
  pageCount,
  readGridState,
  writeGridState,
} from '../lib/grid-state';
import { useT } from '../lib/i18n';
import { EmptyState, LoadingState } from './states';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

export type GridColumn<T extends RowData> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Only columns the API can sort by (listed in the grid's `sortable`). */
  sortable?: boolean;
  /** Right-aligned (amounts): `text-end` so it mirrors on right-to-left pages. */
  numeric?: boolean;
};

/** A filter in the address: one of its choices, or a day (its GridOptions filter is `'date'`). */
export type GridFilter = { name: string; label: string } & (
  | { choices: { value: string; label: string }[] }
  | { date: true }
);

const FILTER_LABEL = 'flex items-center gap-2 text-sm font-semibold';
const FILTER_CONTROL = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-normal';

const apply = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater;

/**
 * A page of server rows in a table whose paging, sorting and filters are the address's (lib/grid-state.ts):
 * the page's clientLoader reads the same state and asks the API for exactly that page. TanStack Table
 * keeps the column and header model; the markup is ours (real table semantics, sort buttons that say
 * their state, a pager that says where it is), and on a phone the table scrolls inside its card.
 */
export function DataGrid<T extends RowData>({
  caption,
  columns,
  rows,
  total,
  options,
  rowKey,
  rowTestId,
  filters = [],
  emptyTitle,
  emptyHint,
}: {
  caption: string;
  columns: GridColumn<T>[];
  rows: T[];
  total: number;
  options: GridOptions;
  rowKey: (row: T) => string | number;
  /** A row's test id, for journeys that look for one row (an order's line of a statement). */
  rowTestId?: (row: T) => string;
  filters?: GridFilter[];
  emptyTitle: string;
  emptyHint?: string;
}) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const navigation = useNavigation();
  const state = readGridState(search, options);
  const go = (next: GridState) =>
    setSearch(writeGridState(search, next, options), { preventScrollReset: true });

  const helper = createColumnHelper<typeof features, T>();
  const defs = useMemo(
    () =>
      columns.map((c) =>
        helper.accessor((row) => row, {
          id: c.id,
          header: c.header,
          cell: (info) => c.cell(info.getValue() as T),
          enableSorting: Boolean(c.sortable),
        }),
      ) as ColumnDef<typeof features, T, unknown>[],
    [columns, helper],
  );
  const sorting: SortingState = state.sort ? [state.sort] : [];
  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.pageSize };
  const table = useTable({
    features,
    columns: defs,
    data: rows,
    rowCount: total,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [first] = apply(updater, sorting);
      go(changeGrid(state, { sort: first ? { id: first.id, desc: first.desc } : null }));
    },
    onPaginationChange: (updater) =>
      go(changeGrid(state, { page: apply(updater, pagination).pageIndex + 1 })),
  });

  const pages = pageCount(total, state.pageSize);
  const from = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const to = Math.min(total, state.page * state.pageSize);
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  return (
    <div className="space-y-3" data-testid="data-grid">
      {filters.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {filters.map((filter) => {
            const value = state.filters[filter.name] ?? '';
            const change = (next: string) =>
              go(changeGrid(state, { filters: { ...state.filters, [filter.name]: next } }));
            return 'date' in filter ? (
              <label key={filter.name} className={FILTER_LABEL}>
                {filter.label}
                <input
                  type="date"
                  value={value}
                  onChange={(e) => change(e.target.value)}
                  className={FILTER_CONTROL}
                />
              </label>
            ) : (
              <label key={filter.name} className={FILTER_LABEL}>
                {filter.label}
                <select value={value} onChange={(e) => change(e.target.value)} className={FILTER_CONTROL}>
                  <option value="">{t('console.grid_filter_all')}</option>
                  {filter.choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
      )}
      {loading ? (
        <LoadingState rows={Math.min(state.pageSize, 5)} />
      ) : rows.length === 0 ? (
        <EmptyState title={emptyTitle} hint={emptyHint} />
      ) : (
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe scrollable-region-focusable), also when no cell holds a link
          tabIndex={0}
          role="region"
          aria-label={caption}
          className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = columns.find((c) => c.id === header.column.id);
                    const sorted = header.column.getIsSorted();
                    const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                        className={`px-3 py-2 font-semibold ${column?.numeric ? 'text-end' : 'text-start'}`}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="inline-flex min-h-9 items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                          >
                            {column?.header}
                            <Icon aria-hidden className="size-4" />
                          </button>
                        ) : (
                          column?.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-slate-100">
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={rowKey(row.original)}
                  data-testid={rowTestId?.(row.original)}
                  className="hover:bg-slate-50"
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`px-3 py-2 ${columns.find((c) => c.id === cell.column.id)?.numeric ? 'text-end' : 'text-start'}`}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={caption} className="flex items-center justify-between gap-3 text-sm">
        <p aria-live="polite">{t('console.grid_rows', { from, to, total })}</p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => table.previousPage()}
            disabled={state.page <= 1}
            aria-label={t('console.grid_prev')}
            className="grid size-11 place-items-center rounded-lg bg-white ring-1 ring-slate-300 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
          </button>
          <button
            type="button"
            onClick={() => table.nextPage()}
            disabled={state.page >= pages}
            aria-label={t('console.grid_next')}
            className="grid size-11 place-items-center rounded-lg bg-white ring-1 ring-slate-300 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
          </button>
        </div>
      </nav>
    </div>
  );
}
