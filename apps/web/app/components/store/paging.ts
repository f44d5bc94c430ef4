/** How many pages a list of `total` rows has at `limit` a page (at least one, so page 1 always exists). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** The page asked for in `?page=`: a whole number from 1, anything else is page 1. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The same address on another page (page 1 drops the parameter, so it has one canonical address). */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The page numbers to link: the first, the last, and two either side of the current one; `null`
 * marks a gap of two pages or more (shown as an ellipsis).
 */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    // A gap of a single page shows that page: an ellipsis would take the same room.
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}
