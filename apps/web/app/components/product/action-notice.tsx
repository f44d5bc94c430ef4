import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

/** The success toast after a product form ('Cart updated successfully.'), top-right for 5 seconds. */
export function ActionNotice({ text }: { text: string | undefined }) {
  const t = useT();
  const [hidden, setHidden] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!text) return;
    setHidden(undefined);
    const timer = setTimeout(() => setHidden(text), 5000);
    return () => clearTimeout(timer);
  }, [text]);
  if (!text || hidden === text) return null;
  return (
    <div
      role="status"
      data-testid="product-notice"
      className="fixed end-4 top-20 z-50 flex max-w-sm items-start gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-lg"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">{t('common.toast_message')}</p>
        <p className="text-slate-600">{text}</p>
      </div>
      <button
        type="button"
        aria-label={t('product.close')}
        onClick={() => setHidden(text)}
        className="text-slate-400 hover:text-slate-700"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
