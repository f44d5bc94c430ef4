import { type EndpointOutput, endpoints, isApiError } from '@bazaar/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useToast } from '../kit/toasts';
import { useAction } from '../kit/use-action';
import { api } from '../lib/api';
import { formRefusal } from '../lib/form-errors';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';
import { InlineNumber } from './inline-number';

/** One row of the items grid, as `vendor/item/list` answers it. */
export type ItemRow = EndpointOutput<typeof endpoints.vendorItemList>['items'][number];

/** The API's words for a refusal (already in the page's language), or "try again" when it never answered. */
function useRefusalText() {
  const t = useT();
  return (error: unknown) =>
    formRefusal(error, [], t('console.error_hint')).general ?? t('console.error_hint');
}

/** The price, changed in its cell through the item's own update (only the price is sent). */
export function PriceCell({ item }: { item: ItemRow }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const revalidator = useRevalidator();
  const refusal = useRefusalText();
  return (
    <InlineNumber
      value={item.price}
      display={format.money(item.price)}
      label={t('console.price_of', { name: item.name })}
      testId={`price-${item.id}`}
      save={async (price) => {
        try {
          const body = new FormData();
          body.set('price', String(price));
          await api(endpoints.vendorItemUpdate, { params: { id: item.id }, body });
          toast(t('console.price_saved', { name: item.name }));
          await revalidator.revalidate();
          return null;
        } catch (error) {
          return refusal(error);
        }
      }}
    />
  );
}

/**
 * The stock, changed in its cell as a compare-and-set: sent with the stock the seller saw, so a sale
 * meanwhile is never written over. On a 409 the cell shows the API's "changed to N" and takes N as what
 * the seller has now seen: saving again sets the typed value. An item with combinations shows their
 * sum and is restocked per combination in its editor.
 */
export function StockCell({ item }: { item: ItemRow }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const refusal = useRefusalText();
  const [seen, setSeen] = useState(item.stock);
  const low = item.low_stock && (
    <span className="ms-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t(item.stock === 0 ? 'console.out_of_stock' : 'console.low_stock_badge')}
    </span>
  );
  if (item.variations_count > 0)
    return (
      <span className="inline-flex flex-wrap items-center justify-end gap-1">
        <Link
          to={`/seller/items/${item.id}`}
          className="font-semibold text-brand-700 underline underline-offset-2"
          data-testid={`stock-${item.id}`}
        >
          {item.stock}
        </Link>
        <span className="text-xs text-slate-600">
          {t('console.combinations_n', { n: item.variations_count })}
        </span>
        {low}
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <InlineNumber
        value={seen}
        display={String(seen)}
        label={t('console.stock_of', { name: item.name })}
        testId={`stock-${item.id}`}
        save={async (stock) => {
          try {
            await api(endpoints.vendorItemStock, { body: { id: item.id, stock, previous_stock: seen } });
            setSeen(stock);
            toast(t('console.stock_saved', { name: item.name }));
            await revalidator.revalidate();
            return null;
          } catch (error) {
            if (isApiError(error) && error.status === 409) {
              const now = await api(endpoints.vendorItemDetails, { params: { id: item.id } }).catch(
                () => null,
              );
              if (now) setSeen(now.stock);
            }
            return refusal(error);
          }
        }}
      />
      {low}
    </span>
  );
}

/** Shoppers see the item (on) or not (off): a switch that says which, changed at once. */
export function ActiveSwitch({ item }: { item: ItemRow }) {
  const t = useT();
  const { busy, run } = useAction('seller');
  const toggle = () =>
    run(async () => {
      await api(endpoints.vendorItemStatus, { body: { id: item.id, status: item.active ? 0 : 1 } });
      return t(item.active ? 'console.item_switched_off' : 'console.item_switched_on', { name: item.name });
    });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={item.active}
      aria-label={t('console.item_active_label', { name: item.name })}
      disabled={busy}
      onClick={toggle}
      data-testid={`active-${item.id}`}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${item.active ? 'bg-brand-600' : 'bg-slate-300'}`}
    >
      <span
        aria-hidden
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${item.active ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`}
      />
    </button>
  );
}

/** Delete, after asking: the item leaves the store for good (orders keep it, decision 409). */
export function DeleteItem({ item }: { item: ItemRow }) {
  const t = useT();
  const { run } = useAction('seller');
  const [open, setOpen] = useState(false);
  const remove = () =>
    run(async () => {
      await api(endpoints.vendorItemDelete, { params: { id: item.id } });
      return t('console.item_deleted', { name: item.name });
    });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('console.delete_item_label', { name: item.name })}
        data-testid={`delete-${item.id}`}
        className="grid size-9 place-items-center rounded text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('console.delete_item_title', { name: item.name })}
        description={t('console.delete_item_hint')}
        confirmLabel={t('console.delete')}
        cancelLabel={t('console.keep')}
        onConfirm={remove}
        destructive
      />
    </>
  );
}
