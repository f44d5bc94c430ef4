import type { CartAnswer } from '@bazaar/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { pricedLineKey } from '../../lib/cart-edits';
import { useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import { useMoney } from '../../lib/use-money';
import { CartForm, useCartBusy } from './cart-form';
import { VariantPicker } from './variant-picker';

type Line = CartAnswer['cart'][number]['cart'][number];
const stepButton =
  'grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300';

/** One line: picture, name, choices, unit price, quantity stepper bounded by stock, remove, line total. */
export function LineRow({
  line,
  mode,
  imageBase,
  notices,
}: {
  line: Line;
  mode: 'stored' | 'guest';
  imageBase: string;
  notices: CartAnswer['notices'];
}) {
  const t = useT();
  const money = useMoney();
  const busy = useCartBusy();
  const key = pricedLineKey(line);
  const atStock = line.quantity >= line.stock;
  const extras = [
    ...line.choices.map((c) => `${c.name}: ${c.values.map((v) => v.label).join(', ')}`),
    ...line.add_ons.map((a) => a.name),
  ];
  return (
    <li className="flex gap-3 p-4" data-testid="cart-line" data-item-id={line.item_id}>
      {/* The picture repeats the name's link: kept out of the tab order and of what is read out. */}
      <Link to={`/product/${line.item_id}`} className="shrink-0" tabIndex={-1} aria-hidden>
        <img
          src={imageUrl(imageBase, line.image, 320)}
          srcSet={imageSrcSet(imageBase, line.image, 320)}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-20 rounded-lg bg-slate-100 object-cover"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <Link
            to={`/product/${line.item_id}`}
            className="bidi-plain line-clamp-2 font-medium text-slate-900 hover:text-brand-700"
            data-testid="cart-line-name"
          >
            {line.name}
          </Link>
          <CartForm mode={mode}>
            <input type="hidden" name="line" value={key} />
            <input type="hidden" name="name" value={line.name} />
            <button
              type="submit"
              name="intent"
              value="remove"
              disabled={busy}
              aria-label={t('cart.remove_item', { item: line.name })}
              className="grid size-11 shrink-0 place-items-center rounded-full text-slate-400 hover:bg-rose-50 hover:text-rose-700"
            >
              <Trash2 className="size-5" aria-hidden />
            </button>
          </CartForm>
        </div>
        {line.variant && <VariantPicker line={line} lineKey={key} mode={mode} />}
        {extras.length > 0 && <p className="mt-1 text-xs text-slate-500">{extras.join(' · ')}</p>}
        {notices.map((n) => (
          <p key={n.code} className="mt-1 text-xs font-medium text-amber-700" data-testid="cart-line-notice">
            {n.message}
          </p>
        ))}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="text-sm">
            <span className="font-semibold text-slate-900">{money(line.new_price)}</span>
            {line.new_price < line.price && (
              <s className="ms-2 text-slate-500" data-testid="cart-line-old-price">
                {money(line.price)}
              </s>
            )}
          </div>
          <CartForm mode={mode} className="flex items-center rounded-full border border-slate-200">
            <input type="hidden" name="line" value={key} />
            <input type="hidden" name="current" value={line.quantity} />
            <button
              type="submit"
              name="intent"
              value="decrease"
              disabled={busy || line.quantity <= 1}
              aria-label={t('cart.decrease', { item: line.name })}
              className={stepButton}
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <output
              className="min-w-8 text-center font-semibold tabular-nums"
              data-testid="cart-line-quantity"
            >
              {line.quantity}
            </output>
            <button
              type="submit"
              name="intent"
              value="increase"
              disabled={busy || atStock}
              aria-label={t('cart.increase', { item: line.name })}
              className={stepButton}
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </CartForm>
        </div>
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
          <span className="text-xs text-rose-700" aria-live="polite">
            {atStock ? t('stock.only_n_available', { n: line.stock }) : ''}
          </span>
          <span className="font-semibold tabular-nums" data-testid="cart-line-total">
            {money(line.total_price)}
          </span>
        </div>
      </div>
    </li>
  );
}
