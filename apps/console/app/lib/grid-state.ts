import { isCalendarDate } from '@bazaar/domain';

/**
 * A data grid's paging, sorting and filters live in the page's address (`?page=2&sort=-created_at&
 * status=pending`): a reload, the back button and a shared link show the same rows. These read and
 * write that state; the grid (kit/data-grid.tsx) and the page's clientLoader both use them.
 */
export type GridSort = { id: string; desc: boolean };
export type GridState = {
  /** 1-based, as the API's `offset` counts pages. */
  page: number;
  pageSize: number;
  sort: GridSort | null;
  filters: Record<string, string>;
};

export type GridOptions = {
  pageSize: number;
  /** Columns the server can sort by; anything else in the address is ignored. */
  sortable?: readonly string[];
  defaultSort?: GridSort | null;
  /**
   * Each filter's allowed values (a value not listed is ignored), or `'date'`: a day 'YYYY-MM-DD' of the
   * calendar (the API reads it as a Pakistani day).
   */
  filters?: Record<string, readonly string[] | 'date'>;
};

const positiveInt = (text: string | null) => {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
};

export function readGridState(search: URLSearchParams, options: GridOptions): GridState {
  const page = positiveInt(search.get('page')) ?? 1;
  const sortText = search.get('sort') ?? '';
  const desc = sortText.startsWith('-');
  const sortId = desc ? sortText.slice(1) : sortText;
  const sort =
    sortId && options.sortable?.includes(sortId) ? { id: sortId, desc } : (options.defaultSort ?? null);
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(options.filters ?? {})) {
    const value = search.get(name);
    if (value !== null && (allowed === 'date' ? isCalendarDate(value) : allowed.includes(value)))
      filters[name] = value;
  }
  return { page, pageSize: options.pageSize, sort, filters };
}

const sameSort = (a: GridSort | null | undefined, b: GridSort | null | undefined) =>
  (a?.id ?? null) === (b?.id ?? null) && (a?.desc ?? false) === (b?.desc ?? false);

/**
 * The address for `next`, keeping every other parameter of `search`. Defaults are left out (page 1,
 * the default sort, no filter), so the plain address is the first page.
 */
export function writeGridState(search: URLSearchParams, next: GridState, options: GridOptions) {
  const out = new URLSearchParams(search);
  if (next.page > 1) out.set('page', String(next.page));
  else out.delete('page');
  if (next.sort && !sameSort(next.sort, options.defaultSort)) {
    out.set('sort', `${next.sort.desc ? '-' : ''}${next.sort.id}`);
  } else out.delete('sort');
  for (const name of Object.keys(options.filters ?? {})) {
    const value = next.filters[name];
    if (value) out.set(name, value);
    else out.delete(name);
  }
  return out;
}

/** A change of sort or filter starts again from the first page; a page change keeps both. */
export function changeGrid(current: GridState, change: Partial<Omit<GridState, 'pageSize'>>): GridState {
  const refilters = change.sort !== undefined || change.filters !== undefined;
  return { ...current, ...change, page: change.page ?? (refilters ? 1 : current.page) };
}

/** The API's paging for a state: `limit` rows of page `offset` (the platform counts pages from 1). */
export const pageQuery = (state: GridState) => ({ limit: state.pageSize, offset: state.page });

/** How many pages `total` rows make (at least one, so an empty grid still says "page 1"). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
