import type { Order } from '@bazaar/contract';
import { storedIdIn, type TicketStatus } from '@bazaar/domain';

/** The page a list shows: `?page=n` (1 when missing or not a whole number ≥ 1, at most 100,000). */
export function pageOf(url: URL): number {
  const raw = url.searchParams.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), 100_000);
}

/** A positive whole id from a form or address value, else null. */
export function idOf(value: FormDataEntryValue | string | null | undefined): number | null {
  return typeof value === 'string' ? storedIdIn(value) : null;
}

const isFile = (v: FormDataEntryValue): v is File => typeof v !== 'string';

/**
 * The API's multipart body from the page's form: the named text fields (blank optional ones left out,
 * so the API picks its defaults) and the chosen images under `attachments` (an empty file input sends a
 * nameless empty file, which is nothing chosen). The page's own fields (`_xsrf`, `intent`) stay behind.
 */
export function apiForm(form: FormData, fields: readonly string[]): FormData {
  const out = new FormData();
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') out.set(name, value);
  }
  for (const file of form.getAll('attachments').filter(isFile)) {
    if (file.size > 0 || file.name !== '') out.append('attachments', file, file.name);
  }
  return out;
}

/** Chip colours by what the shopper should do: wait (open), read (answered), nothing (closed). */
export const TICKET_TONE: Record<TicketStatus, string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  answered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export type OrderOption = { id: number; store: string | null; created_at: string | null };

/** The orders the create form offers, newest first, with the prefilled one kept even when older. */
export function orderChoices(
  orders: readonly Pick<Order, 'id' | 'store_name' | 'created_at'>[],
  prefill: number | null,
): OrderOption[] {
  const list: OrderOption[] = orders.map((o) => ({
    id: o.id,
    store: o.store_name,
    created_at: o.created_at,
  }));
  if (prefill !== null && !list.some((o) => o.id === prefill)) {
    list.unshift({ id: prefill, store: null, created_at: null });
  }
  return list;
}
