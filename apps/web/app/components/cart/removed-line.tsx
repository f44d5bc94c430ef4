import { Undo2 } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { CartForm } from './cart-form';

/** After a line is removed: what went, and a way to put it back. */
export function RemovedLine({
  removed,
  mode,
}: {
  removed: { line: string; name: string };
  mode: 'stored' | 'guest';
}) {
  const t = useT();
  return (
    <CartForm
      mode={mode}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-800 px-4 py-3 text-sm text-white"
    >
      <input type="hidden" name="restore" value={removed.line} />
      <span data-testid="cart-removed">{t('cart.removed', { item: removed.name })}</span>
      <button
        type="submit"
        name="intent"
        value="restore"
        className="flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-200 hover:bg-white/10"
      >
        <Undo2 className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('cart.undo')}
      </button>
    </CartForm>
  );
}
