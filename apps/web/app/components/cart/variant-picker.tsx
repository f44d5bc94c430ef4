import type { CartAnswer } from '@bazaar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { CartForm } from './cart-form';

type Line = CartAnswer['cart'][number]['cart'][number];
type Option = { type: string; price: number; stock: number };

/**
 * The line's variation, and a way to change it in the cart ('Variation changed successfully.'): the
 * item's variations are fetched when the shopper opens the picker; out-of-stock ones are shown, greyed.
 */
export function VariantPicker({
  line,
  lineKey,
  mode,
}: {
  line: Line;
  lineKey: string;
  mode: 'stored' | 'guest';
}) {
  const t = useT();
  const money = useMoney();
  const [options, setOptions] = useState<Option[] | null>(null);
  const load = async (open: boolean) => {
    if (!open || options) return;
    try {
      const answer = await fetch(`/api/v1/items/details/${line.item_id}`);
      const item = (await answer.json()) as { variations?: Option[] };
      setOptions(item.variations ?? []);
    } catch {
      setOptions([]);
    }
  };
  return (
    <details className="mt-1 text-sm" onToggle={(e) => load(e.currentTarget.open)}>
      <summary className="inline-flex min-h-8 cursor-pointer items-center gap-1 text-slate-600">
        {t('cart.variation', { variant: line.variant })}
        <span className="text-brand-700 underline">{t('cart.change')}</span>
      </summary>
      {options === null ? (
        <p className="mt-2 text-slate-500">
          <Link to={`/product/${line.item_id}`} className="underline">
            {t('cart.variation_on_product')}
          </Link>
        </p>
      ) : (
        <CartForm mode={mode} className="mt-2 flex flex-wrap items-center gap-2">
          <input type="hidden" name="line" value={lineKey} />
          <input type="hidden" name="item_id" value={line.item_id} />
          <label className="sr-only" htmlFor={`variant-${lineKey}`}>
            {t('cart.choose_variation')}
          </label>
          <select
            id={`variant-${lineKey}`}
            name="variant"
            defaultValue={line.variant}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
          >
            {options.map((o) => (
              <option key={o.type} value={o.type} disabled={o.stock <= 0}>
                {o.type} — {o.stock > 0 ? money(o.price) : t('stock.out_of_stock')}
              </option>
            ))}
          </select>
          <button
            type="submit"
            name="intent"
            value="variant"
            className="min-h-11 rounded-full bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700"
          >
            {t('cart.change')}
          </button>
        </CartForm>
      )}
    </details>
  );
}
