import { AlertCircle, CheckCircle2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n';

/** Spec §9: other toasts 5000 ms (+1000 ms once hovered); errors 10 s. */
export const TOAST_MS = { success: 5000, error: 10_000, hoverExtra: 1000 } as const;

export type ToastKind = 'success' | 'error';

/**
 * The one toast of spec §9, top-right (top-left in RTL): title 'Message' (or 'Error' for
 * `kind="error"`) and the text. A new text shows again; without JavaScript it stays until the next page.
 */
export function Toast({
  message,
  testId,
  kind = 'success',
  onClose,
}: {
  message: string | undefined;
  testId?: string | undefined;
  kind?: ToastKind;
  onClose?: () => void;
}) {
  const t = useT();
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const closed = useRef(onClose);
  closed.current = onClose;
  useEffect(() => {
    if (!message) return;
    setDismissed(undefined);
    const base = kind === 'error' ? TOAST_MS.error : TOAST_MS.success;
    const timer = setTimeout(
      () => {
        setDismissed(message);
        closed.current?.();
      },
      hovered ? base + TOAST_MS.hoverExtra : base,
    );
    return () => clearTimeout(timer);
  }, [message, hovered, kind]);
  if (!message || dismissed === message) return null;
  const error = kind === 'error';
  const Icon = error ? AlertCircle : CheckCircle2;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only keeps the toast a second longer (spec §9)
    <div
      role={error ? 'alert' : 'status'}
      data-testid={testId}
      data-kind={kind}
      onMouseEnter={() => setHovered(true)}
      className={`fixed end-4 top-20 z-[60] flex max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border bg-white p-4 shadow-lg tablet:max-w-sm ${
        error ? 'border-red-200' : 'border-brand-100'
      }`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${error ? 'text-red-600' : 'text-brand-600'}`} aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">{t(error ? 'common.toast_error' : 'common.toast_message')}</p>
        <p className="text-slate-600">{message}</p>
      </div>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={() => {
          setDismissed(message);
          onClose?.();
        }}
        className="-m-2 grid size-11 shrink-0 place-items-center rounded-full text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
