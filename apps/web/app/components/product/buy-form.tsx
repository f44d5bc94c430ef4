import type { ItemDetails } from '@bazaar/contract';
import { effectiveStock, priceUnit } from '@bazaar/domain';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { GuestCartField } from '../../lib/use-guest-cart';
import { useMoney } from '../../lib/use-money';
import { XsrfField } from '../auth/fields';
import { ADD_ON_FIELD, choiceField, choiceGroups } from './cart-line';

const pill =
  'cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

/**
 * Price, variation, choice groups, add-ons, quantity and the add-to-cart button. A plain form: it
 * posts without JavaScript too; with it, the price and the stock limit follow the chosen variation.
 */
export function BuyForm({
  item,
  signedIn,
  error,
}: {
  item: ItemDetails;
  signedIn: boolean;
  /** Why the last add-to-cart was refused, already in the shopper's language. */
  error?: string;
}) {
  const t = useT();
  const money = useMoney();
  const busy = useNavigation().formData?.get('intent') === 'add-to-cart';
  const firstInStock = item.variations.find((v) => v.stock > 0) ?? item.variations[0];
  const [variant, setVariant] = useState(firstInStock?.type ?? '');
  const [quantity, setQuantity] = useState(1);
  const chosen = item.variations.find((v) => v.type === variant) ?? null;
  const stock = effectiveStock(item.stock, chosen);
  const unit = priceUnit({
    price: chosen?.price ?? item.price,
    discount: item.discount,
    discount_type: item.discount_type,
  });
  const groups = choiceGroups(item);
  const tooMany = quantity > stock;
  const step = (delta: number) => setQuantity((q) => Math.max(1, q + delta));

  return (
    <Form method="post" className="space-y-5" data-testid="buy-form">
      <XsrfField />
      {!signedIn && <GuestCartField />}
      <div className="flex flex-wrap items-baseline gap-3">
        <span className="font-display text-3xl font-bold text-brand-700" data-testid="product-price">
          {money(unit.new_price)}
        </span>
        {unit.discount > 0 && (
          <>
            <s className="text-lg text-slate-400" data-testid="product-old-price">
              {money(unit.price)}
            </s>
            <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
              {t('product.off', {
                value: item.discount_type === 'percent' ? `${item.discount}%` : money(item.discount),
              })}
            </span>
          </>
        )}
      </div>
      <p
        data-testid="stock-state"
        className={stock > 0 ? 'text-sm font-medium text-emerald-700' : 'text-sm font-semibold text-rose-700'}
      >
        {stock > 0 ? t('product.in_stock') : t('stock.out_of_stock')}
      </p>

      {item.variations.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {item.choice_options.map((o) => o.title).join(' / ')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {item.variations.map((v) => (
              <label key={v.type} className={pill}>
                <input
                  type="radio"
                  name="variant"
                  value={v.type}
                  checked={variant === v.type}
                  onChange={() => setVariant(v.type)}
                  className="sr-only"
                />
                {v.type}
                {v.stock === 0 && <span className="sr-only"> — {t('stock.out_of_stock')}</span>}
                {v.stock === 0 && (
                  <span aria-hidden className="ms-1 text-xs text-rose-600">
                    ×
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {groups.map((g) => {
        const single = g.type !== 'multi';
        return (
          <fieldset key={g.name} data-testid="choice-group">
            <legend className="mb-2 text-sm font-semibold">
              {g.name}{' '}
              <span className="font-normal text-slate-500">
                ({g.required ? t('product.required') : t('product.optional')}
                {!single && g.max ? ` · ${t('product.choose_range', { min: g.min ?? 0, max: g.max })}` : ''})
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {g.values.map((v) => (
                <label key={v.label} className={pill}>
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={choiceField(g.name)}
                    value={v.label}
                    className="sr-only"
                  />
                  {v.label}
                  {v.optionPrice > 0 && <span className="ms-1 text-slate-500">+{money(v.optionPrice)}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}

      {item.add_ons.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('product.add_ons')}</legend>
          <div className="flex flex-wrap gap-2">
            {item.add_ons.map((a) => (
              <label key={a.id} className={pill}>
                <input type="checkbox" name={ADD_ON_FIELD} value={a.id} className="sr-only" />
                {a.name} <span className="text-slate-500">+{money(a.price)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div>
        <label htmlFor="quantity" className="mb-2 block text-sm font-semibold">
          {t('product.quantity')}
        </label>
        <div className="inline-flex items-center rounded-full border border-slate-300">
          <button
            type="button"
            aria-label={t('product.decrease')}
            onClick={() => step(-1)}
            disabled={quantity <= 1}
            className="grid size-11 place-items-center rounded-s-full hover:bg-slate-100 disabled:opacity-40"
          >
            <Minus className="size-4" />
          </button>
          <input
            id="quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
            aria-describedby="quantity-note"
            className="w-14 border-x border-slate-300 py-2 text-center [appearance:textfield]"
          />
          <button
            type="button"
            aria-label={t('product.increase')}
            onClick={() => step(1)}
            disabled={quantity >= stock}
            className="grid size-11 place-items-center rounded-e-full hover:bg-slate-100 disabled:opacity-40"
          >
            <Plus className="size-4" />
          </button>
        </div>
        <p id="quantity-note" aria-live="polite" className="mt-1 min-h-5 text-sm text-rose-700">
          {stock > 0 && quantity >= stock ? t('stock.only_n_available', { n: stock }) : ''}
        </p>
      </div>

      {error && (
        <p role="alert" data-testid="buy-error" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {error}
        </p>
      )}

      {/* On a phone the price and the button stay in reach at the bottom, above the bottom bar (UX.md);
          the button is still this form's, so it posts the chosen variation and quantity. */}
      <div
        className="fixed inset-x-0 above-bottom-bar z-20 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.05)] tablet:static tablet:border-0 tablet:bg-transparent tablet:p-0 tablet:shadow-none"
        data-testid="buy-bar"
      >
        <span className="font-display text-lg font-bold text-brand-700 tablet:hidden" aria-hidden>
          {money(unit.new_price)}
        </span>
        <button
          type="submit"
          name="intent"
          value="add-to-cart"
          data-track="add-to-cart"
          disabled={stock === 0 || tooMany || busy}
          className="flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 tablet:flex-none"
        >
          <ShoppingCart className="size-5" />
          {stock === 0 ? t('stock.out_of_stock') : t('product.add_to_cart')}
        </button>
      </div>
    </Form>
  );
}
