import { useT } from '../../lib/i18n';

/** 'Open now' / 'Closed now' as the API's open flag says (Pakistan time). */
export function OpenBadge({ open, className = '' }: { open: boolean; className?: string }) {
  const t = useT();
  return (
    <span
      data-testid="store-open-state"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        open ? 'bg-emerald-700 text-white' : 'bg-slate-800 text-white'
      } ${className}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full ${open ? 'bg-white' : 'bg-rose-400'}`} />
      {open ? t('store.open_now') : t('store.closed_now')}
    </span>
  );
}
