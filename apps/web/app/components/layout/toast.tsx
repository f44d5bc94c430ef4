import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

/**
 * Spec §9 toast, top-right: 'Message' and the text, 5000 ms (+1000 ms once hovered); a new text shows
 * again; without JavaScript it stays. The one toast every page's form answer uses.
 */
export function Toast({ message, testId }: { message: string | undefined; testId?: string }) {
  const t = useT();
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (!message) return;
    setDismissed(undefined);
    const timer = setTimeout(() => setDismissed(message), hovered ? 6000 : 5000);
    return () => clearTimeout(timer);
  }, [message, hovered]);
  if (!message || dismissed === message) return null;
  return (
    <div
      role="status"
      data-testid={testId}
      onMouseEnter={() => setHovered(true)}
      className="fixed end-4 top-20 z-50 flex max-w-sm items-start gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-lg"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">{t('common.toast_message')}</p>
        <p className="text-slate-600">{message}</p>
      </div>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={() => setDismissed(message)}
        className="text-slate-400 hover:text-slate-700"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
