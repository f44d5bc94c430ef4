import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';

type Tone = 'success' | 'error' | 'info';
type Toast = { id: number; text: string; tone: Tone };
type Show = (text: string, tone?: Tone) => void;

const ToastContext = createContext<Show>(() => {});

/** Short notices after an action ("Order #12: Confirmed"), read out by screen readers, gone after 6 s. */
export function useToast(): Show {
  return useContext(ToastContext);
}

const TONES: Record<Tone, string> = {
  success: 'border-brand-500 bg-brand-50 text-brand-900',
  error: 'border-red-400 bg-red-50 text-red-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

export function Toasts({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const show = useCallback<Show>((text, tone = 'success') => {
    const id = next.current++;
    setToasts((all) => [...all.slice(-3), { id, text, tone }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        aria-label={t('console.notifications')}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <ToastRow key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastRow({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), 6000);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${TONES[toast.tone]}`}
    >
      <p className="flex-1">{toast.text}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('console.dismiss')}
        className="grid size-8 place-items-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
